#!/usr/bin/env node
// `npm init @video-admin/remote <name>` (npx @video-admin/create-remote <name>): a team's own
// repository for one remote module, in ./remote-<name>.
//
//   create-remote <name> [--dir <folder>] [--port <n>] [--registry <url>]
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { NameRefused } from '../lib/module-names.mjs';
import { nextSteps } from '../lib/next-steps.mjs';
import { RegistryRefused } from '../lib/registry.mjs';
import { DEFAULT_PORT, scaffold, ScaffoldRefused } from '../lib/scaffold.mjs';

const USAGE = `usage: npm init @video-admin/remote <name> [-- --zh <name>] [--dir <folder>] [--port <n>] [--registry <url>]
  <name>            reports or remote-reports: the module remote-reports, package @video-admin/remote-reports
  --zh <name>       its Chinese name in the menu and title (default: the English one, to translate)
  --dir <folder>    where to write it (default ./remote-<name>); it must not exist or be empty
  --port <n>        the dev server's port (default ${DEFAULT_PORT})
  --registry <url>  your organisation's npm registry for @video-admin (default: the one npm maps
                    the scope to; without either, .npmrc holds examples to fill in)`;

/**
 * The registry npm itself maps @video-admin to (the one `npm init @video-admin/remote` fetched this
 * scaffold from), when --registry is not given: the written .npmrc keeps the scope there.
 */
function npmScopeRegistry() {
  const answer = spawnSync('npm', ['config', 'get', '@video-admin:registry'], { encoding: 'utf8' });
  const value = answer.status === 0 ? answer.stdout.trim() : '';
  return /^https?:\/\//.test(value) ? value : undefined;
}

function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        zh: { type: 'string' },
        dir: { type: 'string' },
        port: { type: 'string' },
        registry: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`create-remote: ${error.message}\n${USAGE}`);
    return 1;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 1) {
    console.error(`create-remote: ${positionals.length ? 'one name only' : 'which module? give its name'}\n${USAGE}`);
    return 1;
  }
  try {
    const result = scaffold({
      name: positionals[0],
      zh: values.zh,
      dir: values.dir,
      port: values.port,
      registry: values.registry ?? npmScopeRegistry(),
    });
    console.log(nextSteps(result));
    return 0;
  } catch (error) {
    if (error instanceof NameRefused || error instanceof ScaffoldRefused || error instanceof RegistryRefused) {
      console.error(`create-remote: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = main();
