import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PERMISSIONS } from '../../../src/lib/roles.js';
import { parseModuleDeclaration } from '../../../src/modules/releases/module-declaration.js';

const declare = (permission: unknown, session = 'signed-in') =>
  parseModuleDeclaration(
    JSON.stringify({
      defaultLanguage: 'zh-CN',
      routes: [{ path: '/reports', module: 'App', session, ...(permission === undefined ? {} : { permission }) }],
      menu: [{ path: '/reports', label: { en: 'Reports', 'zh-CN': '报表' }, icon: 'chart', order: 1, group: 'admin' }],
    }),
  );

const routeOf = (parsed: ReturnType<typeof parseModuleDeclaration>) => {
  assert.ok('declaration' in parsed, JSON.stringify(parsed));
  return parsed.declaration.routes[0];
};

describe('a module declaration: the permission a route needs', () => {
  it('may be none, superuser, or any back-office permission, and is kept as declared', () => {
    assert.deepEqual(routeOf(declare(undefined)), { path: '/reports', module: 'App', session: 'signed-in' });
    for (const permission of ['superuser', ...PERMISSIONS]) {
      assert.equal(routeOf(declare(permission))?.permission, permission);
    }
  });

  it('refuses anything else, naming what it may be', () => {
    for (const permission of ['admin', 'templates', 'TEMPLATES.READ', 7, null, ['tasks.read']]) {
      const parsed = declare(permission);
      assert.ok('problem' in parsed, `${JSON.stringify(permission)} was accepted`);
      assert.match(parsed.problem, /routes\[0\]\.permission must be one of superuser, templates\.read, .*users\.manage when given/);
    }
  });

  it('refuses a permission on a signed-out route', () => {
    const parsed = declare('templates.read', 'signed-out');
    assert.ok('problem' in parsed);
    assert.match(parsed.problem, /only a signed-in route can need a permission/);
  });
});
