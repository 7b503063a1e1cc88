import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { aUser } from '../../testing/current-user';
import { PERMISSIONS } from '../permission-names';
import { hasPermission } from '../permissions';

test('a superuser holds every permission, whatever /users/me lists', () => {
  expect(hasPermission(aUser({ is_superuser: true, permissions: [] }), 'users.manage')).toBe(true);
});

test('anyone else holds exactly the permissions listed', () => {
  const reviewer = aUser({ roles: ['template_reviewer'], permissions: ['templates.edit', 'templates.read', 'templates.review'] });
  expect(hasPermission(reviewer, 'templates.review')).toBe(true);
  expect(hasPermission(reviewer, 'templates.publish')).toBe(false);
  expect(hasPermission(reviewer, 'tasks.read')).toBe(false);
});

test('no user yet (or an answer without permissions) holds nothing', () => {
  expect(hasPermission(undefined, 'templates.read')).toBe(false);
  const { permissions: _none, ...withoutPermissions } = aUser();
  expect(hasPermission(withoutPermissions, 'templates.read')).toBe(false);
});

test('the list of permissions is the contract’s, in its order', () => {
  const contract = readFileSync(join(__dirname, '..', '..', 'api', 'contract.gen.ts'), 'utf8');
  const union = /permissions: \(([^)]*)\)\[\];/.exec(contract)?.[1];
  expect(union?.split(' | ').map((name) => JSON.parse(name) as string)).toEqual([...PERMISSIONS]);
});
