#!/usr/bin/env node
// Builds a frontend and publishes the build as a new release (docs/releasing.md).
//
//   npm run release -w remote-items [-- --promote] [-- --force]
//       on this machine: straight into the release store and database of .env / ./data
//   npm run release -w remote-items -- --to https://admin.example.com --key $KEY [--promote]
//       to a running server over HTTP, with a deploy key of that module (or DEPLOY_KEY in the
//       environment): the way a team's CI releases its module
//
// Run from the frontend's folder (npm -w does so) or with its folder as the first argument:
// `node scripts/release.mjs remote-items --promote`. `--dir <build folder>` publishes a build
// that is already there instead of building.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { uploadBuild } from './lib/upload-build.mjs';
import { buildServerIfStale, root, runServerCli } from './server-cli.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    promote: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    to: { type: 'string' },
    key: { type: 'string' },
    dir: { type: 'string' },
  },
});

// The frontend: a folder holding a package.json (a workspace's name, or any path).
const given = positionals[0] ?? process.cwd();
const folder = isAbsolute(given) ? given : existsSync(join(root, given, 'package.json')) ? join(root, given) : resolve(given);
if (!existsSync(join(folder, 'package.json'))) {
  console.error(`release: ${folder} has no package.json: name a frontend's folder`);
  process.exit(1);
}
const frontend = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).name ?? basename(folder);
const dist = values.dir ? resolve(values.dir) : join(folder, 'dist');

function build() {
  console.log(`[release] building ${frontend}...`);
  // Each release build gets its own webpack chunk-loading global, so a tab that moves to a newer
  // release of a remote (after the one it started with was pruned) runs the two side by side.
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: folder,
    stdio: 'inherit',
    env: { ...process.env, RELEASE_BUILD_ID: randomBytes(4).toString('hex') },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (values.to) {
  const key = values.key ?? process.env.DEPLOY_KEY;
  if (!key) {
    console.error('release: --to needs a deploy key: --key <key> or DEPLOY_KEY in the environment');
    process.exit(1);
  }
  if (!values.dir) build();
  try {
    const published = await uploadBuild({ server: values.to, key, frontend, dir: dist, promote: values.promote });
    console.log(`[release] ${frontend} ${published.release_id} published${published.promoted ? ' and live' : ''}`);
    // The id alone on the last line, for a CI step to capture.
    console.log(published.release_id);
  } catch (error) {
    console.error(`release: ${error.message}`);
    process.exit(1);
  }
} else {
  buildServerIfStale();
  // The build this frontend is served from today becomes its first release before the new build
  // replaces dist/, so there is something to roll back to.
  if (!values.dir && runServerCli('releases', ['adopt', frontend, dist]) !== 0) process.exit(1);
  if (!values.dir) build();
  const flags = [...(values.promote ? ['--promote'] : []), ...(values.force ? ['--force'] : [])];
  process.exit(runServerCli('releases', ['publish', frontend, dist, ...flags]));
}
