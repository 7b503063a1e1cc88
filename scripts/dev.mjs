#!/usr/bin/env node
// `npm run dev`: the server with reload, and a hot-reloading dev server for the shell and every
// remote. Open http://localhost:3000; the shell's dev config.json points at the remotes' ports.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTENDS } from './frontends.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const children = [];

function start(name, args, env = {}) {
  const child = spawn('npm', args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  }
  child.on('exit', (code) => console.log(`${prefix}exited with ${code}`));
  children.push(child);
}

start('server', ['run', 'dev', '-w', 'server'], { DATA_DIR: process.env.DATA_DIR ?? join(root, 'data') });
for (const pkg of FRONTENDS) start(pkg, ['run', 'dev', '-w', pkg]);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
