#!/usr/bin/env node
// `npm run releases -- list|promote|rollback|prune …`: the release manager's commands
// (server/src/cli/releases.ts; docs/releasing.md).
import { buildServerIfStale, runServerCli } from './server-cli.mjs';

buildServerIfStale();
process.exit(runServerCli('releases', process.argv.slice(2)));
