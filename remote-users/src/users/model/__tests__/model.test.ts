import { aUserRow } from '../../../testing/users-handlers';
import { userQuery } from '../filters';
import { isLastActiveSuperuser, userLimits } from '../superuser-rule';
import { formValuesOf, newUserBody, userChanges } from '../user-form';

test('the list query: page to skip, a trimmed search, a known role only', () => {
  expect(userQuery({ q: '  ann ', role: 'viewer' }, 3, 20)).toEqual({ skip: 40, limit: 20, q: 'ann', role: 'viewer' });
  expect(userQuery({ q: ' ', role: 'admin' }, 1, 10)).toEqual({ skip: 0, limit: 10 });
});

test('the last active superuser: active, superuser, and no other active superuser', () => {
  const boss = aUserRow(1, { is_superuser: true });
  expect(isLastActiveSuperuser(boss, 1)).toBe(true);
  expect(isLastActiveSuperuser(boss, 2)).toBe(false);
  expect(isLastActiveSuperuser(boss, undefined)).toBe(false);
  expect(isLastActiveSuperuser({ ...boss, is_active: false }, 1)).toBe(false);
  expect(isLastActiveSuperuser(aUserRow(2), 1)).toBe(false);
  expect(userLimits(boss, 'u1', 1)).toEqual({ lastSuperuser: true, deleteBlocked: 'self' });
  expect(userLimits(boss, 'other', 1)).toEqual({ lastSuperuser: true, deleteBlocked: 'lastSuperuser' });
  expect(userLimits(boss, 'other', 3)).toEqual({ lastSuperuser: false, deleteBlocked: null });
});

test('an invitation carries no password; a creation with a password does; an empty name is null', () => {
  const values = {
    email: ' a@example.com ',
    fullName: ' ',
    roles: ['viewer', 'template_reviewer'] as const,
    isSuperuser: false,
    isActive: true,
    password: 'secret-123',
  };
  expect(newUserBody('invite', { ...values, roles: [...values.roles] })).toEqual({
    email: 'a@example.com',
    full_name: null,
    roles: ['template_reviewer', 'viewer'],
    is_superuser: false,
    is_active: true,
    invite: true,
  });
  expect(newUserBody('password', { ...values, roles: [] })).toMatchObject({ password: 'secret-123', roles: [] });
  expect(newUserBody('password', { ...values, roles: [] })).not.toHaveProperty('invite');
});

test('an edit sends only the fields that changed', () => {
  const user = aUserRow(1, { roles: ['viewer'] });
  const values = formValuesOf(user);
  expect(userChanges(user, values)).toEqual({});
  expect(userChanges(user, { ...values, fullName: '', isActive: false })).toEqual({ full_name: null, is_active: false });
  expect(userChanges(user, { ...values, roles: ['viewer', 'task_operator'] })).toEqual({ roles: ['task_operator', 'viewer'] });
});
