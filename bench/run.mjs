#!/usr/bin/env node
// `npm run bench [-- build|frontend|server]`: measures the product and prints every figure of
// the performance budgets (docs/performance.md). With no argument every part runs, in the
// order below. Each part is a module of its own in this folder exporting `async run()`.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import os from 'node:os';

const PARTS = ['build', 'frontend', 'server'];
const here = dirname(fileURLToPath(import.meta.url));

const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !PARTS.includes(part));
if (unknown.length > 0) {
  console.error(`unknown part: ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`);
  process.exit(2);
}

const cpus = os.cpus();
console.log(
  `bench ${new Date().toISOString().slice(0, 10)} · ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'} · ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version} · ${os.platform()} ${os.release()}`,
);

let failed = false;
for (const part of asked.length > 0 ? asked : PARTS) {
  console.log(`\n== ${part} ==`);
  const { run } = await import(pathToFileURL(join(here, `${part}.mjs`)).href);
  const ok = await run();
  if (ok === false) failed = true;
}
process.exit(failed ? 1 : 0);
