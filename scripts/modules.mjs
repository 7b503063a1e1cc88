#!/usr/bin/env node
// `npm run modules -- list|register|retire|restore …`: the module registry from a shell on the server's
// host (server/src/cli/modules.ts; docs/releasing.md). Over HTTP: /api/v1/modules/.
import { buildServerIfStale, runServerCli } from './server-cli.mjs';

buildServerIfStale();
process.exit(runServerCli('modules', process.argv.slice(2)));
