// docs/security.md's roles table is written from the server's role table: one row per role with
// its names and permissions, the superuser last with every permission; `npm test` fails when the
// committed one is stale.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const { rolesTable } = require('../lib/roles-table.cjs');

const root = resolve(__dirname, '..', '..');

test('one row per role in the table order, then the superuser holding every permission', () => {
  const definitions = {
    ROLES: ['viewer', 'release_manager'],
    PERMISSIONS: ['templates.read', 'releases.manage', 'users.manage'],
    ROLE_TABLE: {
      viewer: { label: { en: 'Viewer', 'zh-CN': '只读' }, permissions: ['templates.read'] },
      release_manager: { label: { en: 'Release manager', 'zh-CN': '发布管理' }, permissions: ['releases.manage'] },
    },
    SUPERUSER_LABEL: { en: 'Superuser', 'zh-CN': '超级管理员' },
  };
  expect(rolesTable(definitions).split('\n')).toEqual([
    '| role | name | permissions |',
    '|---|---|---|',
    '| `viewer` | 只读 / Viewer | `templates.read` |',
    '| `release_manager` | 发布管理 / Release manager | `releases.manage` |',
    '| `is_superuser` | 超级管理员 / Superuser | `templates.read`, `releases.manage`, `users.manage` |',
  ]);
});

test("docs/security.md's table matches the server's role table", () => {
  const result = spawnSync(process.execPath, ['scripts/roles-table.mjs', '--check'], { cwd: root, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
}, 60_000);
