#!/usr/bin/env node
// `npm test`: every suite in turn — the contract, lint and format checks, type checks, component
// tests, server tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), the reliability
// suite (load and faults on both databases too), the end-to-end tests in Chromium, the growth
// bench's smoke run — then why each failed test failed, and one closing line `N passed, N failed`
// summing them all.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2); // e.g. `npm test -- unit server`
const results = [];

function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
}

function runCaptured(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 256 * 1024 * 1024 });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  return result;
}

function record(suite, passed, failed, exitStatus, failures = []) {
  // A suite that crashed before reporting still counts as one failure.
  const crashed = exitStatus !== 0 && failed === 0 ? 1 : 0;
  results.push({ suite, passed, failed: failed + crashed, failures });
}

// Why each failed test failed, repeated at the very end so that the tail of a long CI log says it.
function firstLines(text, count = 20) {
  // The message and the first frame of its stack: the frames after it are the test runner's.
  const lines = String(text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n');
  const frame = lines.findIndex((line) => /^\s*at /.test(line));
  return lines
    .slice(0, Math.min(count, frame < 0 ? lines.length : frame + 1))
    .map((line) => `    ${line}`)
    .join('\n');
}

/** What the server's runners print between their `--- failures ---` markers (server/scripts/node-tests.mjs). */
function failuresPrinted(stdout) {
  const match = /^--- failures ---\n([\s\S]*?)^--- end of failures ---$/m.exec(stdout ?? '');
  return match ? [match[1].trimEnd().replace(/^/gm, '  ')] : [];
}

function jestFailures(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `  ${test.fullName} (${file.name.replace(`${root}/`, '')})\n${firstLines(test.failureMessages?.[0])}`)
      .concat(file.status === 'failed' && !file.assertionResults?.length ? [`  ${file.name}\n${firstLines(file.message)}`] : []),
  );
}

function playwrightFailures(report) {
  const walk = (suite, titles) =>
    (suite.specs ?? [])
      .flatMap((spec) =>
        spec.tests
          .filter((test) => test.status === 'unexpected')
          .map(
            (test) =>
              `  ${[...titles, spec.title].filter(Boolean).join(' › ')} (${spec.file}:${spec.line})\n${firstLines(test.results.at(-1)?.error?.message)}`,
          ),
      )
      .concat((suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title])));
  return (report.suites ?? [])
    .flatMap((suite) => walk(suite, []))
    .concat((report.errors ?? []).map((error) => `  ${firstLines(error.message)}`));
}

const suites = {
  lint() {
    // The frontends' API types match the server's OpenAPI document, server/README.md's settings
    // table the settings schema, docs/security.md's roles table the role table; ESLint; Prettier's check.
    for (const [name, command, args] of [
      ['contract', 'node', ['scripts/contract.mjs', '--check']],
      ['settings table', 'node', ['scripts/settings-table.mjs', '--check']],
      ['roles table', 'node', ['scripts/roles-table.mjs', '--check']],
      ['eslint', 'npx', ['eslint', '.']],
      ['prettier', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
    ]) {
      const result = run(command, args);
      record(
        name,
        result.status === 0 ? 1 : 0,
        result.status === 0 ? 0 : 1,
        0,
        result.status === 0 ? [] : [`  ${command} ${args.join(' ')} failed (output above)`],
      );
    }
  },
  typecheck() {
    const result = run('npx', ['lerna', 'run', 'typecheck', '--no-progress']);
    record('typecheck', result.status === 0 ? 1 : 0, 0, result.status);
  },
  unit() {
    const out = join(mkdtempSync(join(tmpdir(), 'jest-')), 'results.json');
    const result = run('npx', ['jest', '--ci', '--json', `--outputFile=${out}`]);
    const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : { numPassedTests: 0, numFailedTests: 0 };
    record('unit (jest)', report.numPassedTests, report.numFailedTests, result.status, jestFailures(report));
  },
  server() {
    const result = runCaptured('npm', ['test', '-w', 'server']);
    const match = /^server: (\d+) passed, (\d+) failed$/m.exec(result.stdout ?? '');
    record('server', Number(match?.[1] ?? 0), Number(match?.[2] ?? 0), result.status, failuresPrinted(result.stdout));
  },
  reliability() {
    // Authorization matrix, fuzzing, uploads, load and faults, with their figures (server/test-reliability).
    const result = runCaptured('npm', ['run', 'test:reliability', '-w', 'server']);
    const match = /^reliability: (\d+) passed, (\d+) failed$/m.exec(result.stdout ?? '');
    record('reliability', Number(match?.[1] ?? 0), Number(match?.[2] ?? 0), result.status, failuresPrinted(result.stdout));
  },
  e2e() {
    const out = join(mkdtempSync(join(tmpdir(), 'pw-')), 'results.json');
    const result = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      FORCE_COLOR: '0',
    });
    const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : { stats: { expected: 0, unexpected: 0, flaky: 0 } };
    const { stats } = report;
    record('e2e (playwright)', stats.expected + stats.flaky, stats.unexpected, result.status, playwrightFailures(report));
  },
  scale() {
    // The growth bench's smallest size once (10k tasks on SQLite, bench/scale.mjs --smoke): that
    // it loads, that the counts the screens show agree with the rows, that every call answers.
    const result = runCaptured('npm', ['run', 'bench:scale-smoke']);
    const match = /^scale smoke: (\d+) passed, (\d+) failed$/m.exec(result.stdout ?? '');
    const failed = Number(match?.[2] ?? 0);
    record(
      'growth bench (smoke)',
      Number(match?.[1] ?? 0),
      failed,
      result.status,
      failed > 0 || result.status !== 0 ? ['  npm run bench:scale-smoke failed (output above)'] : [],
    );
  },
};

for (const [name, suite] of Object.entries(suites)) {
  if (!only.length || only.includes(name)) suite();
}

const failing = results.filter((result) => result.failures.length > 0);
if (failing.length > 0) {
  console.log('\nFailures');
  for (const { suite, failures } of failing) console.log(`${suite}:\n${failures.join('\n')}`);
}

console.log('\nSummary');
for (const { suite, passed, failed } of results) console.log(`  ${suite}: ${passed} passed, ${failed} failed`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
