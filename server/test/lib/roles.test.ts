import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PERMISSIONS, ROLES, ROLE_TABLE, SUPERUSER_LABEL, isRole, permissionsOf, sortRoles, type Role } from '../../src/lib/roles.js';

const of = (...roles: Role[]) => permissionsOf({ is_superuser: false, roles });

describe('roles and permissions', () => {
  it('each role grants exactly its permissions', () => {
    assert.deepEqual(of('template_reviewer'), ['templates.edit', 'templates.read', 'templates.review']);
    assert.deepEqual(of('template_publisher'), [
      'bulk.run',
      'templates.delete',
      'templates.edit',
      'templates.publish',
      'templates.read',
      'templates.review',
    ]);
    assert.deepEqual(of('task_operator'), ['bulk.run', 'tasks.delete', 'tasks.edit', 'tasks.read']);
    assert.deepEqual(of('viewer'), ['tasks.read', 'templates.read']);
    assert.deepEqual(of('release_manager'), ['releases.develop', 'releases.manage']);
    assert.deepEqual(of('developer'), ['releases.develop']);
  });

  it('a publisher holds everything a reviewer does', () => {
    const publisher = new Set(of('template_publisher'));
    for (const permission of of('template_reviewer')) assert.ok(publisher.has(permission), permission);
  });

  it('no role grants users.manage; a superuser holds every permission, with or without roles', () => {
    for (const role of ROLES) assert.ok(!of(role).includes('users.manage'), role);
    const all = [...PERMISSIONS].sort();
    assert.deepEqual(permissionsOf({ is_superuser: true, roles: [] }), all);
    assert.deepEqual(permissionsOf({ is_superuser: true, roles: ['viewer'] }), all);
    assert.equal(all.length, 12);
  });

  it('several roles add up, sorted and without repeats; no roles, no permissions', () => {
    assert.deepEqual(of('viewer', 'task_operator', 'viewer'), ['bulk.run', 'tasks.delete', 'tasks.edit', 'tasks.read', 'templates.read']);
    assert.deepEqual(of(), []);
  });

  it('every role has a name in both languages', () => {
    assert.deepEqual(Object.keys(ROLE_TABLE).sort(), [...ROLES].sort());
    assert.deepEqual(ROLE_TABLE.template_reviewer.label, { en: 'Template reviewer', 'zh-CN': '模板审核' });
    assert.deepEqual(ROLE_TABLE.template_publisher.label, { en: 'Template publisher', 'zh-CN': '模板运营' });
    assert.deepEqual(ROLE_TABLE.task_operator.label, { en: 'Task operator', 'zh-CN': '任务运营' });
    assert.deepEqual(ROLE_TABLE.viewer.label, { en: 'Viewer', 'zh-CN': '只读' });
    assert.deepEqual(ROLE_TABLE.release_manager.label, { en: 'Release manager', 'zh-CN': '发布管理' });
    assert.deepEqual(ROLE_TABLE.developer.label, { en: 'Developer', 'zh-CN': '开发者' });
    assert.deepEqual(SUPERUSER_LABEL, { en: 'Superuser', 'zh-CN': '超级管理员' });
  });

  it('isRole and sortRoles know only the table', () => {
    assert.ok(isRole('viewer'));
    assert.ok(!isRole('superuser'));
    assert.deepEqual(sortRoles(['viewer', 'nobody', 'template_reviewer', 'viewer']), ['template_reviewer', 'viewer']);
  });
});
