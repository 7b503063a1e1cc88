#!/usr/bin/env node
// `npm run dev`: the server with reload, and a hot-reloading dev server for the shell and every
// remote of the workspace list, each on the port its webpack config declares. Open the shell's; its
// dev config.json points at the remotes' ports, with the routes and menu entries each declares.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTEND_ENTRIES } from './frontends.mjs';

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
for (const { package: pkg } of FRONTEND_ENTRIES) start(pkg, ['run', 'dev', '-w', pkg]);
const host = FRONTEND_ENTRIES.find((entry) => entry.host);
console.log(`Open http://localhost:${host.port} (${FRONTEND_ENTRIES.map((entry) => `${entry.package} :${entry.port}`).join(', ')})`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
