#!/usr/bin/env node
// Publishes the platform kit to an organisation's npm registry (docs/new-module.md):
//
//   npm run kit:publish -- --registry https://npm.example.com/ [--tag next] [--dry-run]
//
// The kit is three packages released together at one version: @video-admin/shared-ui (the
// library), @video-admin/kit (build, test and release tools) and @video-admin/create-remote (the
// scaffold). Their API types are checked against the server first, so a published kit never
// carries types of an API the server no longer has.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './server-cli.mjs';

export const KIT_PACKAGES = ['shared-ui', 'kit', 'create-remote'];

const { values } = parseArgs({
  options: { registry: { type: 'string' }, tag: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
});
if (!values.registry) {
  console.error('kit:publish: to which registry? --registry <url> (the one your .npmrc maps @video-admin to)');
  process.exit(1);
}

const versions = new Map(
  KIT_PACKAGES.map((folder) => [folder, JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).version]),
);
if (new Set(versions.values()).size !== 1) {
  console.error(
    `kit:publish: the kit's packages must share one version: ${[...versions].map(([folder, version]) => `${folder} ${version}`).join(', ')}`,
  );
  process.exit(1);
}

const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

if (run(process.execPath, ['scripts/contract.mjs', '--check']) !== 0) process.exit(1);
const publish = [
  'publish',
  ...KIT_PACKAGES.flatMap((folder) => ['-w', folder]),
  '--registry',
  values.registry,
  ...(values.tag ? ['--tag', values.tag] : []),
  ...(values['dry-run'] ? ['--dry-run'] : []),
];
const status = run('npm', publish);
if (status === 0)
  console.log(
    `kit:publish: ${KIT_PACKAGES.map((folder) => `@video-admin/${folder}`).join(', ')} ${versions.get('kit')} → ${values.registry}`,
  );
process.exit(status);
