import { aUser } from '../../testing/current-user';
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
