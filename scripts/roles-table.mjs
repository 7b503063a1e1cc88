#!/usr/bin/env node
// `node scripts/roles-table.mjs` writes docs/security.md's table of roles from the server's role
// table (server/src/lib/roles.ts); `--check` fails when the committed table no longer matches it
// (`npm test` runs it with the lint checks).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DOCUMENT = join(root, 'docs', 'security.md');
const require = createRequire(import.meta.url);
const { rolesTable } = require('./lib/roles-table.cjs');
const { replaceBlock } = require('./lib/generated-block.cjs');

/** The role table as JSON, read by the server's own TypeScript runner. */
function roleDefinitions() {
  const script = "import('./src/lib/roles.ts').then((m) => process.stdout.write(JSON.stringify(m)))";
  const result = spawnSync('npx', ['tsx', '--eval', script], { cwd: join(root, 'server'), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the server's role table could not be read:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

const committed = readFileSync(DOCUMENT, 'utf8');
const text = replaceBlock(committed, 'roles-table', rolesTable(roleDefinitions()));
const name = relative(root, DOCUMENT);
if (process.argv.includes('--check')) {
  if (committed !== text) {
    console.error(`${name}'s roles table is stale: the role table changed. Run \`node scripts/roles-table.mjs\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${name}'s roles table matches server/src/lib/roles.ts.`);
} else {
  writeFileSync(DOCUMENT, text);
  console.log(`wrote the roles table of ${name}`);
}
