#!/usr/bin/env node
// `node scripts/settings-table.mjs` writes server/README.md's settings table from the server's
// settings schema (server/src/config/schema.ts); `--check` fails when the committed table no longer
// matches the schema (`npm test` runs it with the lint checks).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const README = join(root, 'server', 'README.md');
const { settingsTable, replaceSettingsTable } = createRequire(import.meta.url)('./lib/settings-table.cjs');

/** The schema as JSON, read by the server's own TypeScript runner. */
function settingsSchema() {
  const script = "import('./src/config/schema.ts').then((m) => process.stdout.write(JSON.stringify(m.EnvSchema)))";
  const result = spawnSync('npx', ['tsx', '--eval', script], { cwd: join(root, 'server'), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the server's settings schema could not be read:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

const committed = readFileSync(README, 'utf8');
const text = replaceSettingsTable(committed, settingsTable(settingsSchema()));
const name = relative(root, README);
if (process.argv.includes('--check')) {
  if (committed !== text) {
    console.error(
      `${name}'s settings table is stale: the settings schema changed. Run \`node scripts/settings-table.mjs\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log(`${name}'s settings table matches server/src/config/schema.ts.`);
} else {
  writeFileSync(README, text);
  console.log(`wrote the settings table of ${name}`);
}
