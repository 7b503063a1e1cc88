#!/usr/bin/env node
// `npm run release -w remote-items [-- --promote] [-- --force]`: builds the frontend and publishes
// the build as a new release (docs/releasing.md). Run from the frontend's folder (npm -w does so)
// or with its name as the first argument: `node scripts/release.mjs remote-items --promote`.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { basename, join } from 'node:path';
import { FRONTENDS } from './frontends.mjs';
import { buildServerIfStale, root, runServerCli } from './server-cli.mjs';

const args = process.argv.slice(2);
const frontend = FRONTENDS.includes(args[0]) ? args.shift() : basename(process.cwd());
if (!FRONTENDS.includes(frontend)) {
  console.error(`release: "${frontend}" is not a frontend (${FRONTENDS.join(', ')})`);
  process.exit(1);
}
const dist = join(root, frontend, 'dist');

buildServerIfStale();
// The build this frontend is served from today becomes its first release before the new build
// replaces dist/, so there is something to roll back to.
if (runServerCli('releases', ['adopt', frontend, dist]) !== 0) process.exit(1);

console.log(`[release] building ${frontend}...`);
// Each release build gets its own webpack chunk-loading global, so a tab that moves to a newer
// release of a remote (after the one it started with was pruned) runs the two side by side.
const build = spawnSync('npm', ['run', 'build', '-w', frontend], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, RELEASE_BUILD_ID: randomBytes(4).toString('hex') },
});
if (build.status !== 0) process.exit(build.status ?? 1);

process.exit(runServerCli('releases', ['publish', frontend, dist, ...args]));
