#!/usr/bin/env node
// The reliability suite (test-reliability/): authorization matrix, fuzzing, uploads, load and
// faults. Files run one at a time, since the load and fault tests measure a real server and
// must not share the machine with each other. Every test reports its figures (see
// test-reliability/helpers/figures.ts); they are printed together at the end, then one line
// "reliability: N passed, N failed".
//
//   npm run test:reliability                     # from the repository root
//   npm run test:reliability -w server -- test-reliability/load.test.ts
//   RELIABILITY_SEED=123 npm run test:reliability   # replays the fuzzing of a failed run
//   UPDATE_DOCS=1 npm run test:reliability       # a whole passing run refreshes docs/reliability.md
//
// The load and fault tests also run on PostgreSQL when TEST_DATABASE_URL is set.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { findTestFiles, printFailures, runNodeTests, withOwnDatabase } from './node-tests.mjs';

const wholeSuite = process.argv.slice(2).length === 0;
const roots = wholeSuite ? ['test-reliability'] : process.argv.slice(2);
const files = findTestFiles(roots);
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}

const seed = process.env.RELIABILITY_SEED ?? String(Date.now() % 2 ** 31);
const figuresDir = mkdtempSync(join(tmpdir(), 'reliability-'));
const figuresFile = join(figuresDir, 'figures.jsonl');
console.log(`reliability: fuzzing seed ${seed} (replay with RELIABILITY_SEED=${seed})`);

// In-process tests (matrix, fuzzing) run on SQLite, whose write counter proves that a refused
// request wrote nothing; the load and fault tests take PostgreSQL from RELIABILITY_POSTGRES_URL,
// a database of this run's own made beside TEST_DATABASE_URL's.
const env = { ...process.env, NODE_ENV: 'test', RELIABILITY_SEED: seed, RELIABILITY_FIGURES: figuresFile };
delete env.TEST_DATABASE_URL;
const run = (postgresUrl) =>
  runNodeTests({
    name: 'reliability tests',
    files,
    concurrency: 1,
    env: postgresUrl ? { ...env, RELIABILITY_POSTGRES_URL: postgresUrl } : env,
  });
const result = process.env.TEST_DATABASE_URL ? await withOwnDatabase(process.env.TEST_DATABASE_URL, run) : await run(null);

let figures = [];
try {
  figures = readFileSync(figuresFile, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
} catch {
  // No figure at all: every test failed before measuring, which the counts below already say.
}
rmSync(figuresDir, { recursive: true, force: true });

const heading =
  `reliability ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · seed ${seed} · ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'} · ` +
  `Node ${process.version}${process.env.TEST_DATABASE_URL ? ' · SQLite and PostgreSQL' : ' · SQLite only'}`;
const lines = [];
let section = '';
for (const { group, name, value } of figures) {
  if (group !== section) lines.push((section = group));
  lines.push(`  ${name}: ${value}`);
}
console.log(`\n=== reliability figures ===\n${heading}\n${lines.join('\n')}`);
if (process.env.UPDATE_DOCS === '1') {
  if (wholeSuite && result.failed === 0) {
    const { writeFiguresBlock } = createRequire(import.meta.url)('../../scripts/lib/figures-block.cjs');
    writeFiguresBlock(new URL('../../docs/reliability.md', import.meta.url), 'reliability', [heading, ...lines]);
    console.log('docs/reliability.md: figures refreshed');
  } else console.log('docs/reliability.md: left as it was (only a whole passing run refreshes it)');
}
printFailures(result.failures);
console.log(`reliability: ${result.passed} passed, ${result.failed} failed`);
process.exit(result.failed > 0 ? 1 : 0);
