#!/usr/bin/env node
// `npm run bench [-- build|frontend|server|scale]`: measures the product and prints every figure of
// the performance budgets. With no argument every part runs, in the order below. Each part is a
// module of its own in this folder exporting `async run()`. What a part printed becomes its block
// of docs/performance.md, under the date and machine of the run, so the docs show the latest run.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import os from 'node:os';

// The peer and baseline parts need another build (BENCH_PEER_DIR, BENCH_BASELINE_DIR), and the growth
// curve (scale) loads up to 10 million rows for about an hour: they run only when named.
const PARTS = ['build', 'frontend', 'server', 'peer', 'baseline', 'scale'];
const DEFAULT_PARTS = ['build', 'frontend', 'server'];
const here = dirname(fileURLToPath(import.meta.url));

const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !PARTS.includes(part));
if (unknown.length > 0) {
  console.error(`unknown part: ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`);
  process.exit(2);
}

const { writeFiguresBlock } = createRequire(import.meta.url)('../scripts/lib/figures-block.cjs');
const doc = join(here, '..', 'docs', 'performance.md');

const cpus = os.cpus();
const machine =
  `bench ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'} · ` +
  `${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version} · ${os.platform()} ${os.release()} · load average at start ${os.loadavg()[0].toFixed(1)}`;
console.log(machine);

/** Runs one part, echoing what it prints and keeping it for the docs (progress lines excepted). */
async function runPart(part) {
  const { run } = await import(pathToFileURL(join(here, `${part}.mjs`)).href);
  const printed = [];
  const log = console.log;
  console.log = (...args) => {
    log(...args);
    printed.push(...args.map(String).join(' ').split('\n'));
  };
  try {
    return { ok: (await run()) !== false, printed: printed.filter((line) => !line.startsWith('(building ')) };
  } finally {
    console.log = log;
  }
}

let failed = false;
for (const part of asked.length > 0 ? asked : DEFAULT_PARTS) {
  console.log(`\n== ${part} ==`);
  const { ok, printed } = await runPart(part);
  if (!ok) failed = true;
  writeFiguresBlock(doc, `bench-${part}`, [ok ? machine : `${machine} · FAILED`, ...printed]);
}
process.exit(failed ? 1 : 0);
