#!/usr/bin/env node
// The one command a frontend's package.json scripts call, in this repository and in a team's own:
//
//   video-admin build                 production build into dist/ (webpack.config.cjs)
//   video-admin dev [--port <n>]      the dev server: the remote alone in shared-ui's harness
//   video-admin dev --against <product url> [--port <n>]   the same dev server, for the product's
//                                     page: prints the link that makes a browser load the remote
//                                     from it, and hot-reloads its screens there (build/hot-exposes.cjs)
//   video-admin test [jest args]      the component tests (jest.config.cjs)
//   video-admin typecheck             tsc --noEmit
//   video-admin release --to <url> --key <key> [--promote] [--preview]   (see release/release-command.mjs)
//
// Each tool is the kit's own dependency, so a team's repository lists the kit and nothing else to build.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { releaseCommand } from '../release/release-command.mjs';

const require = createRequire(import.meta.url);
const [command, ...args] = process.argv.slice(2);

const { devArguments } = require('../build/against-product.cjs');

const run = (bin, binArgs, env = {}) =>
  spawnSync(process.execPath, [require.resolve(bin), ...binArgs], { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

function dev() {
  let parsed;
  try {
    parsed = devArguments(args);
  } catch (error) {
    console.error(`video-admin dev: ${error.message}`);
    return 2;
  }
  return run('webpack-cli/bin/cli.js', ['serve', '--mode', 'development', ...parsed.webpackArgs], parsed.env);
}

const COMMANDS = {
  build: () => run('webpack-cli/bin/cli.js', ['--mode', 'production', ...args]),
  dev,
  test: () => run('jest/bin/jest', ['--config', './jest.config.cjs', ...args]),
  typecheck: () => run('typescript/bin/tsc', ['--noEmit', '-p', '.', ...args]),
  release: () => releaseCommand(args),
};

if (!COMMANDS[command]) {
  console.error(
    `video-admin: ${command ? `no command ${JSON.stringify(command)}` : 'which command?'}: ${Object.keys(COMMANDS).join(', ')}`,
  );
  process.exit(2);
}
process.exitCode = await COMMANDS[command]();
