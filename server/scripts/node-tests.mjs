// What the test runners share: finding test files (Node 20's --test takes no globs), running
// them with node:test through tsx, and counting the results from a TAP report.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function findUnder(path) {
  const stats = statSync(path);
  if (stats.isFile()) return path.endsWith('.test.ts') ? [path] : [];
  return readdirSync(path)
    .sort()
    .flatMap((name) => (name === 'node_modules' ? [] : findUnder(join(path, name))));
}

/** The *.test.ts files under the given paths (relative to server/), sorted. */
export function findTestFiles(roots) {
  return roots.flatMap((root) => findUnder(resolve(serverDir, root))).map((file) => relative(serverDir, file));
}

/**
 * Runs `work` with the URL of a fresh database made beside TEST_DATABASE_URL's, dropped afterwards,
 * so two runs at once (two checkouts, a developer and CI) never see or drop each other's schemas.
 */
export async function withOwnDatabase(url, work) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `server_tests_${process.pid}_${Date.now().toString(36)}`;
  try {
    await admin.query(`create database "${name}"`);
    const own = new URL(url);
    own.pathname = `/${name}`;
    return await work(own.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
    await admin.end();
  }
}

/** Runs the files with node:test, the spec report on stdout; resolves with {passed, failed}. */
export function runNodeTests({ name, files, env, concurrency = 2 }) {
  const tapDir = mkdtempSync(join(tmpdir(), 'server-tests-'));
  const tapFile = join(tapDir, 'results.tap');
  const args = [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${concurrency}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tapFile}`,
    ...files,
  ];
  console.log(`\n=== ${name} (${files.length} files) ===`);
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, args, { cwd: serverDir, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('close', (code) => {
      let tap = '';
      try {
        tap = readFileSync(tapFile, 'utf8');
      } catch {
        // No report at all means the runner itself failed; counted as a failure below.
      }
      rmSync(tapDir, { recursive: true, force: true });
      const count = (label) => {
        const matches = [...tap.matchAll(new RegExp(`^# ${label} (\\d+)$`, 'gm'))];
        return matches.length > 0 ? Number(matches.at(-1)[1]) : 0;
      };
      const passed = count('pass');
      let failed = count('fail') + count('cancelled');
      if (code !== 0 && failed === 0) failed = 1;
      console.log(`--- ${name}: ${passed} passed, ${failed} failed`);
      resolvePromise({ passed, failed, failures: failuresFromTap(tap).map((failure) => `[${name}] ${failure}`) });
    });
  });
}

/**
 * Each failed test of a TAP report, as its name, where it is and the first lines of its error.
 * Suites that failed only because a test inside them did are left out: the test says it all.
 */
export function failuresFromTap(tap) {
  const failures = [];
  const lines = tap.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const head = /^(\s*)not ok \d+ - (.*)$/.exec(lines[i]);
    if (!head) continue;
    const indent = head[1].length + 2;
    const block = [];
    for (let j = i + 1; j < lines.length && lines[j].trim() !== '...'; j++) block.push(lines[j].slice(indent));
    if (block.some((line) => line.startsWith("failureType: 'subtestsFailed'"))) continue;
    const location =
      block
        .find((line) => line.startsWith('location:'))
        ?.slice('location: '.length)
        .replace(/'/g, '') ?? '';
    const errorStart = block.findIndex((line) => line.startsWith('error:'));
    const error = [];
    if (errorStart >= 0) {
      const first = block[errorStart].slice('error:'.length).trim();
      if (first !== '|-' && first !== '|') error.push(first.replace(/^'(.*)'$/, '$1'));
      for (let j = errorStart + 1; j < block.length && /^\s/.test(block[j]); j++) error.push(block[j].slice(2));
    }
    failures.push([`${head[2]} (${location})`, ...error.slice(0, 20).map((line) => `  ${line}`)].join('\n'));
  }
  return failures;
}

/** Prints the failures between the markers that scripts/test-all.mjs repeats at the end of `npm test`. */
export function printFailures(failures) {
  if (failures.length === 0) return;
  console.log('\n--- failures ---');
  for (const failure of failures) console.log(failure);
  console.log('--- end of failures ---');
}
