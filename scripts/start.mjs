#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources (a frontend as a new release,
// docs/releasing.md), then runs the server, which serves the API, the shell and every remote's
// live release from one origin (http://localhost:8000 by default; https:// with HTTP/2 when
// TLS_CERT_FILE and TLS_KEY_FILE are set). The server's start banner prints the address it serves.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildLine, buildLogFile, codeSize, logTail, releaseIdIn, runLogged } from './lib/build-log.mjs';
import { registerNewRemotes } from './lib/register-remotes.mjs';
import { staleBuilds } from './stale-builds.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs one build step with its full output in the package's log file, then says in one line what
 * came of it; a failure shows the log's last lines and stops the start.
 */
function step(pkg, what, command, args) {
  const logFile = buildLogFile(root, pkg);
  // On a terminal, what is being built shows until its line replaces it.
  const progress = process.stdout.isTTY;
  if (progress) process.stdout.write(`[start] ${pkg}: ${what === 'built' ? 'building' : 'building and releasing'}...`);
  const done = (line) => (progress ? process.stdout.write(`\r\x1b[K${line}\n`) : console.log(line));
  const { status, seconds } = runLogged(command, args, { cwd: root, logFile });
  if (status !== 0) {
    if (progress) process.stdout.write('\n');
    console.error(`${logTail(logFile)}\n[start] ${pkg}: the build failed after ${seconds.toFixed(1)} s (full report: ${logFile})`);
    rmSync(lock, { recursive: true, force: true });
    process.exit(status);
  }
  const frontend = pkg !== 'server';
  const releaseId = frontend ? releaseIdIn(readFileSync(logFile, 'utf8'), pkg) : null;
  const code = frontend ? codeSize(join(root, pkg, 'dist')) : null;
  done(buildLine({ root, pkg, what, seconds, code, releaseId, logFile }));
}

const build = (pkg) => step(pkg, 'built', 'npm', ['run', 'build', '-w', pkg]);
const release = (pkg) => step(pkg, 'built and released', process.execPath, [join(root, 'scripts', 'release.mjs'), pkg, '--promote']);

// Two starts at once (a developer's and a test run's) must not build into the same dist folder.
// The lock names the process holding it: a start that was killed while building (a test runner
// giving up on it) leaves the lock behind, and the next start takes it over at once.
const lock = join(root, '.build-lock');
const lockOwner = join(lock, 'pid');

/** Whether the lock's holder has stopped: its process is gone, or it wrote no pid within 10 s, or it has held it 10 min. */
function lockAbandoned(waitedMs) {
  if (waitedMs > 10 * 60_000) return true;
  try {
    const pid = Number(readFileSync(lockOwner, 'utf8'));
    process.kill(pid, 0);
    return false;
  } catch (error) {
    if (error.code === 'EPERM') return false; // alive, someone else's
    if (error.code === 'ENOENT') return Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 10_000;
    return true;
  }
}

function withBuildLock(work) {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(lockOwner, String(process.pid));
      break;
    } catch {
      if (lockAbandoned(Date.now() - started)) rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
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
  // A remote of the workspace list the database does not know yet is registered before it is released.
  try {
    for (const pkg of registerNewRemotes(root)) console.log(`[start] ${pkg}: registered as a module`);
  } catch (error) {
    console.error(`[start] ${error.message}`);
    rmSync(lock, { recursive: true, force: true });
    process.exit(1);
  }
  // A frontend whose sources changed is built and published as a new live release; the release
  // live until now keeps its files, so open tabs go on loading them. A frontend never released
  // before gets its first release the same way (or, built already, when the server starts).
  for (const pkg of stale.filter((name) => name !== 'server')) release(pkg);
});

const server = spawn(process.execPath, [join(serverDir, 'dist', 'server.js')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
