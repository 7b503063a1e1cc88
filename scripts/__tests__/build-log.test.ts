// What `npm start` prints of a build (scripts/lib/build-log.mjs): one line with the package, the
// time, the size of its code and the release it became, naming the log that holds the full output.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');

/** Calls one export of build-log.mjs with `args` (JSON) and returns what it answered. */
function call(name: string, ...args: unknown[]): unknown {
  const script = `
    const lib = await import('./scripts/lib/build-log.mjs');
    console.log(JSON.stringify(await lib.${name}(...${JSON.stringify(args)}) ?? null));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'build-log-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('one line: package, what happened, release id, time, code size and the log it wrote', () => {
  const line = call('buildLine', {
    root: '/repo',
    pkg: 'remote-items',
    what: 'built and released',
    seconds: 41.23,
    code: { files: 14, bytes: 319_488 },
    releaseId: '20261126-abc',
    logFile: '/repo/data/logs/remote-items.log',
  });
  expect(line).toBe(
    '[start] remote-items built and released 20261126-abc in 41.2 s, 312 KB of JS and CSS in 14 files (full report: data/logs/remote-items.log)',
  );
  expect(
    call('buildLine', {
      root: '/repo',
      pkg: 'server',
      what: 'built',
      seconds: 9,
      code: null,
      releaseId: null,
      logFile: '/tmp/x/server.log',
    }),
  ).toBe('[start] server built in 9.0 s (full report: /tmp/x/server.log)');
});

test('the release id is the one the release commands logged for that package', () => {
  const log = 'webpack 5 compiled\nshell: published 20260101-aaa by cli:me\nremote-items: published 20261126-abc by cli:me\n';
  expect(call('releaseIdIn', log, 'remote-items')).toBe('20261126-abc');
  expect(call('releaseIdIn', 'nothing published', 'remote-items')).toBeNull();
});

test("a step's whole output, its children's too, goes to the log; only JS and CSS count as code", () => {
  const logFile = join(dir, 'step.log');
  const { status } = call('runLogged', process.execPath, ['-e', 'console.log("to out"); console.error("to err"); process.exit(3)'], {
    cwd: dir,
    logFile,
  }) as { status: number };
  expect(status).toBe(3);
  expect(readFileSync(logFile, 'utf8')).toContain('to out');
  expect(readFileSync(logFile, 'utf8')).toContain('to err');

  mkdirSync(join(dir, 'dist', 'chunks'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'main.js'), 'x'.repeat(100));
  writeFileSync(join(dir, 'dist', 'chunks', 'a.css'), 'x'.repeat(20));
  writeFileSync(join(dir, 'dist', 'main.js.map'), 'x'.repeat(1000));
  writeFileSync(join(dir, 'dist', 'main.js.gz'), 'x'.repeat(1000));
  expect(call('codeSize', join(dir, 'dist'))).toEqual({ files: 2, bytes: 120 });
});

test('the log goes to the data folder: DATA_DIR, or ./data', () => {
  expect(call('buildLogFile', dir, 'shell', { DATA_DIR: join(dir, 'elsewhere') })).toBe(join(dir, 'elsewhere', 'logs', 'shell.log'));
  expect(call('buildLogFile', dir, 'shell', {})).toBe(join(dir, 'data', 'logs', 'shell.log'));
});
