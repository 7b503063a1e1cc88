#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources (a frontend as a new release,
// docs/releasing.md), then runs the server, which serves the API, the shell and every remote's
// live release from one origin (http://localhost:8000 by default).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleBuilds } from './stale-builds.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function build(pkg) {
  console.log(`[start] building ${pkg}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', pkg], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    rmSync(lock, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}

function release(pkg) {
  console.log(`[start] releasing ${pkg}...`);
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'release.mjs'), pkg, '--promote'], { cwd: root, stdio: 'inherit' });
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

const serverDir = join(root, 'server');
withBuildLock(() => {
  // The server first: releasing a frontend runs its release commands.
  const stale = staleBuilds(root);
  if (stale.includes('server')) build('server');
  // A frontend whose sources changed is built and published as a new live release; the release
  // live until now keeps its files, so open tabs go on loading them. A frontend never released
  // before gets its first release the same way (or, built already, when the server starts).
  for (const pkg of stale.filter((name) => name !== 'server')) release(pkg);
});

const server = spawn(process.execPath, [join(serverDir, 'dist', 'server.js')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
