#!/usr/bin/env node
// This repository's local publisher (docs/releasing.md): `npm run release -w remote-items` runs the
// kit's release command (`video-admin release`), which publishes over HTTP with `--to <server>`;
// without `--to` it hands over to this script (the root package.json's videoAdmin.localRelease),
// which builds the frontend and publishes the build straight into the release store and database
// of .env / ./data:
//
//   npm run release -w remote-items [-- --promote] [-- --force] [-- --notes "<text>"]
//
// Run with the frontend's folder as the first argument (the kit passes it):
// `node scripts/release.mjs remote-items --promote`. `--dir <build folder>` publishes a build
// that is already there instead of building.
import { existsSync, readFileSync } from 'node:fs';
import { basename, isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildForRelease, moduleNameOf } from '@video-admin/kit/release';
import { buildServerIfStale, root, runServerCli } from './server-cli.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    promote: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    dir: { type: 'string' },
    // What the release is, kept with it (the releases screen and `releases list` show it).
    notes: { type: 'string' },
  },
});

// The frontend: a folder holding a package.json (a workspace's name, or any path).
const given = positionals[0] ?? process.cwd();
const folder = isAbsolute(given) ? given : existsSync(join(root, given, 'package.json')) ? join(root, given) : resolve(given);
if (!existsSync(join(folder, 'package.json'))) {
  console.error(`release: ${folder} has no package.json: name a frontend's folder`);
  process.exit(1);
}
const frontend = moduleNameOf(JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).name ?? basename(folder));
const dist = values.dir ? resolve(values.dir) : join(folder, 'dist');

buildServerIfStale();
// The build this frontend is served from today becomes its first release before the new build
// replaces dist/, so there is something to roll back to.
if (!values.dir && runServerCli('releases', ['adopt', frontend, dist]) !== 0) process.exit(1);
if (!values.dir) {
  try {
    buildForRelease(folder);
  } catch (error) {
    console.error(`release: ${error.message}`);
    process.exit(1);
  }
}
const flags = [
  ...(values.promote ? ['--promote'] : []),
  ...(values.force ? ['--force'] : []),
  ...(values.notes !== undefined ? ['--notes', values.notes] : []),
];
process.exit(runServerCli('releases', ['publish', frontend, dist, ...flags]));
