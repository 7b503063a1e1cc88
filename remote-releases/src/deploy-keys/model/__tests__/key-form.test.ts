import { aKey } from '../../../testing/releases-fixtures';
import { keyBody, keyState } from '../key-form';

test('a key body needs a module and a purpose; no expiry is null, an expiry whole days', () => {
  const values = { module: 'remote-items', name: ' CI ', expiresInDays: '', canPromote: false };
  expect(keyBody(values)).toEqual({ module: 'remote-items', name: 'CI', expires_in_days: null, can_promote: false });
  expect(keyBody({ ...values, expiresInDays: '30' })?.expires_in_days).toBe(30);
  expect(keyBody({ ...values, expiresInDays: '0' })).toBeNull();
  expect(keyBody({ ...values, expiresInDays: '1.5' })).toBeNull();
  expect(keyBody({ ...values, module: '' })).toBeNull();
  expect(keyBody({ ...values, name: ' ' })).toBeNull();
});

test('a key is active, revoked or expired', () => {
  const now = Date.parse('2026-11-25T00:00:00Z');
  expect(keyState(aKey(), now)).toBe('active');
  expect(keyState(aKey({ revoked_at: '2026-11-21T00:00:00Z' }), now)).toBe('revoked');
  expect(keyState(aKey({ expires_at: '2026-11-24T00:00:00Z' }), now)).toBe('expired');
  expect(keyState(aKey({ expires_at: '2026-11-26T00:00:00Z' }), now)).toBe('active');
});
