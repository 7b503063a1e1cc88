#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then runs the server, which
// serves the API, the shell and every remote from one origin (http://localhost:8000 by default).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTENDS } from './frontends.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** A package needs building when its output is missing or any of its inputs changed since. */
function isStale(output, inputs) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  return inputs.some((input) => newestMtime(input) > built);
}

function build(pkg) {
  console.log(`[start] building ${pkg}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', pkg], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    rmSync(lock, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}

// Two starts at once (a developer's and a test run's) must not build into the same dist folder.
const lock = join(root, '.build-lock');
function withBuildLock(work) {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() - started > 10 * 60_000) rmSync(lock, { recursive: true, force: true }); // a crashed build's lock
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const sharedInputs = [join(root, 'shared-ui', 'src'), join(root, 'shared-ui', 'build'), join(root, 'shared-ui', 'package.json')];
const serverDir = join(root, 'server');
withBuildLock(() => {
  for (const pkg of FRONTENDS) {
    const dir = join(root, pkg);
    const inputs = [join(dir, 'src'), join(dir, 'package.json'), join(dir, 'webpack.config.cjs'), ...sharedInputs];
    if (isStale(join(dir, 'dist', 'mf-manifest.json'), inputs)) build(pkg);
  }
  if (isStale(join(serverDir, 'dist', 'server.js'), [join(serverDir, 'src'), join(serverDir, 'package.json')])) build('server');
});

const server = spawn(process.execPath, [join(serverDir, 'dist', 'server.js')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
