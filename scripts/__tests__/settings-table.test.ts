// server/README.md's settings table is written from the settings schema: the table shows each
// setting's kind, bounds, default and meaning, and `npm test` fails when the committed one is stale.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const { settingsTable, replaceSettingsTable, START, END } = require('../lib/settings-table.cjs');

const root = resolve(__dirname, '..', '..');

const schema = {
  type: 'object',
  properties: {
    PORT: { type: 'integer', default: 8000, minimum: 0, maximum: 65535, description: 'port the server listens on' },
    TASK_DEADLINE_MS: { type: 'integer', default: 10_800_000, minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'a | b' },
    UPLOAD_MAX_BYTES: { type: 'integer', default: 100 * 1024 * 1024, minimum: 1024, description: 'largest upload' },
    SMTP_TLS: { type: 'boolean', default: true, description: 'STARTTLS required' },
    API_URL: { type: 'string', default: '', description: 'API base' },
    DATABASE_URL: { type: 'string', format: 'postgres-url', description: 'postgres://...' },
  },
};

test('one row per setting, in the schema order: kind and bounds, default (also in a larger unit), meaning', () => {
  expect(settingsTable(schema).split('\n')).toEqual([
    '| variable | value | default | meaning |',
    '|---|---|---|---|',
    '| `PORT` | integer 0–65535 | 8000 | port the server listens on |',
    '| `TASK_DEADLINE_MS` | integer ≥ 0 | 10800000 (3 h) | a \\| b |',
    '| `UPLOAD_MAX_BYTES` | integer ≥ 1024 | 104857600 (100 MB) | largest upload |',
    '| `SMTP_TLS` | true / false | true | STARTTLS required |',
    '| `API_URL` | text | "" | API base |',
    '| `DATABASE_URL` | postgres-url | unset | postgres://... |',
  ]);
});

test('the table replaces what is between the markers, and nothing else', () => {
  const text = `before\n${START}\nold table\n${END}\nafter\n`;
  expect(replaceSettingsTable(text, 'new table')).toBe(`before\n${START}\nnew table\n${END}\nafter\n`);
  expect(() => replaceSettingsTable('no markers', 'table')).toThrow(/settings-table start/);
});

test("server/README.md's table matches the server's settings schema", () => {
  const result = spawnSync(process.execPath, ['scripts/settings-table.mjs', '--check'], { cwd: root, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
}, 60_000);
