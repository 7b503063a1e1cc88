import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  TIMESTAMP_RE,
  UUID_RE,
  adminHeaders,
  assertDetail,
  assertValidationError,
  createUser,
  json,
  loginRequest,
  randomEmail,
  assertRefused,
} from '../../helpers/api.js';
import { ADMIN_EMAIL, buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const USER_KEYS = ['created_at', 'email', 'full_name', 'id', 'is_active', 'is_superuser', 'last_login_at', 'roles'];

/** The contract's fields plus `roles` and `last_login_at` (extensions); `/users/me` adds `permissions` too. */
function assertUserShape(user: Record<string, unknown>, extraKeys: string[] = []): void {
  assert.deepEqual(Object.keys(user).sort(), [...USER_KEYS, ...extraKeys].sort());
  assert.ok(Array.isArray(user.roles));
  assert.match(String(user.id), UUID_RE);
  assert.match(String(user.created_at), TIMESTAMP_RE);
  if (user.last_login_at !== null) assert.match(String(user.last_login_at), TIMESTAMP_RE);
  assert.equal(typeof user.is_active, 'boolean');
  assert.equal(typeof user.is_superuser, 'boolean');
}

describe('users: sign-up', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const signup = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/users/signup', payload: payload as object });

  it('creates an active regular user, never a superuser', async () => {
    const email = randomEmail('Signup');
    const response = await signup({ email, password: 'password-123', full_name: 'New Person', is_superuser: true, is_active: false });
    assert.equal(response.statusCode, 200, response.body);
    const user = json(response);
    assertUserShape(user);
    assert.equal(user.email, email);
    assert.equal(user.full_name, 'New Person');
    assert.equal(user.is_superuser, false);
    assert.equal(user.is_active, true);
    assert.equal((await loginRequest(t.app, email, 'password-123')).statusCode, 200);
  });

  it('full_name is optional', async () => {
    const response = await signup({ email: randomEmail(), password: 'password-123' });
    assert.equal(response.statusCode, 200);
    assert.equal(json(response).full_name, null);
  });

  it('refuses a taken e-mail, whatever its case', async () => {
    const email = randomEmail();
    assert.equal((await signup({ email, password: 'password-123' })).statusCode, 200);
    for (const variant of [email, email.toUpperCase()]) {
      assertDetail(
        await signup({ email: variant, password: 'password-123' }),
        400,
        'The user with this email already exists in the system',
      );
    }
  });

  it('two sign-ups racing for one address: one wins, the other gets the 400', async () => {
    const email = randomEmail('race');
    const results = await Promise.all([
      signup({ email, password: 'password-123' }),
      signup({ email: email.toUpperCase(), password: 'password-123' }),
    ]);
    assert.deepEqual(results.map((response) => response.statusCode).sort(), [200, 400]);
  });

  it('validates e-mail, password and full_name', async () => {
    assertValidationError(await signup({ email: 'not-an-email', password: 'password-123' }), ['body', 'email'], 'value_error');
    assertValidationError(await signup({ email: 'a@b', password: 'password-123' }), ['body', 'email'], 'value_error');
    assertValidationError(await signup({ email: `${'a'.repeat(250)}@example.com`, password: 'password-123' }), ['body', 'email']);
    assertValidationError(await signup({ email: randomEmail(), password: 'short' }), ['body', 'password'], 'string_too_short');
    assertValidationError(await signup({ email: randomEmail(), password: 'p'.repeat(129) }), ['body', 'password'], 'string_too_long');
    assertValidationError(
      await signup({ email: randomEmail(), password: 'password-123', full_name: 'x'.repeat(256) }),
      ['body', 'full_name'],
      'string_too_long',
    );
    assertValidationError(await signup({ email: randomEmail(), password: 12345678 }), ['body', 'password'], 'string_type');
    assertValidationError(await signup({ password: 'password-123' }), ['body', 'email'], 'missing');
    assertValidationError(await signup([]), ['body'], 'model_attributes_type');
    // Limits are inclusive.
    assert.equal((await signup({ email: randomEmail(), password: 'p'.repeat(128), full_name: 'x'.repeat(255) })).statusCode, 200);
    assert.equal((await signup({ email: randomEmail(), password: 'p'.repeat(8) })).statusCode, 200);
  });
});

describe('users: superuser management', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('POST /users/ creates users, superusers included; 400 on a taken e-mail (any case)', async () => {
    const headers = await adminHeaders(t.app);
    const email = randomEmail('Created');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/',
      headers,
      payload: { email, password: 'password-123', full_name: 'Made By Admin', is_superuser: true, unknown_field: 'ignored' },
    });
    assert.equal(response.statusCode, 200, response.body);
    const user = json(response);
    assertUserShape(user);
    assert.equal(user.is_superuser, true);
    assert.equal(user.is_active, true);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/',
      headers,
      payload: { email: email.toLowerCase(), password: 'password-123' },
    });
    assertDetail(again, 400, 'The user with this email already exists in the system.');
    const inactive = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/',
      headers,
      payload: { email: randomEmail(), password: 'password-123', is_active: false },
    });
    assert.equal(json(inactive).is_active, false);
  });

  it('POST /users/ and GET /users/ are for superusers only', async () => {
    const user = await createUser(t.app);
    assertRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/',
        headers: user.headers,
        payload: { email: randomEmail(), password: 'password-123' },
      }),
      'users.manage',
    );
    assertRefused(await t.app.inject({ method: 'GET', url: '/api/v1/users/', headers: user.headers }), 'users.manage');
    assertDetail(await t.app.inject({ method: 'GET', url: '/api/v1/users/' }), 401, 'Not authenticated');
  });

  it('GET /users/ lists newest first with the total count, honouring skip and limit', async () => {
    const fresh = await buildTestApp();
    try {
      const headers = await adminHeaders(fresh.app);
      const created: string[] = [];
      for (let i = 0; i < 4; i++) created.push((await createUser(fresh.app)).email);
      const all = json(await fresh.app.inject({ method: 'GET', url: '/api/v1/users/', headers }));
      assert.equal(all.count, 5);
      assert.deepEqual(
        all.data.map((user: { email: string }) => user.email),
        [...created.reverse(), ADMIN_EMAIL],
      );
      all.data.forEach((user: Record<string, unknown>) => assertUserShape(user));
      const page = json(await fresh.app.inject({ method: 'GET', url: '/api/v1/users/?skip=1&limit=2', headers }));
      assert.equal(page.count, 5);
      assert.deepEqual(
        page.data.map((user: { email: string }) => user.email),
        created.slice(1, 3),
      );
      const beyond = json(await fresh.app.inject({ method: 'GET', url: '/api/v1/users/?skip=50', headers }));
      assert.deepEqual(beyond, { data: [], count: 5 });
    } finally {
      await fresh.close();
    }
  });

  it('GET /users/ validates skip and limit', async () => {
    const headers = await adminHeaders(t.app);
    const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/users/?${query}`, headers });
    assertValidationError(await get('skip=-1'), ['query', 'skip'], 'greater_than_equal');
    assertValidationError(await get('limit=0'), ['query', 'limit'], 'greater_than_equal');
    assertValidationError(await get('limit=1001'), ['query', 'limit'], 'less_than_equal');
    assertValidationError(await get('skip=abc'), ['query', 'skip'], 'int_parsing');
    assertValidationError(await get('limit=1.5'), ['query', 'limit']);
    assertValidationError(await get('skip=1&skip=2'), ['query', 'skip']);
    assertValidationError(await get('skip=99999999999999999999'), ['query', 'skip']);
    assert.equal((await get('limit=1000&skip=0')).statusCode, 200);
  });

  it('GET /users/{id}: a superuser reads anyone; 404 for an unknown id; 422 for a malformed one', async () => {
    const headers = await adminHeaders(t.app);
    const user = await createUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/users/${user.id}`, headers });
    assert.equal(response.statusCode, 200);
    assert.equal(json(response).email, user.email);
    const upper = await t.app.inject({ method: 'GET', url: `/api/v1/users/${user.id.toUpperCase()}`, headers });
    assert.equal(json(upper).id, user.id);
    assertDetail(await t.app.inject({ method: 'GET', url: `/api/v1/users/${randomUUID()}`, headers }), 404, 'User not found');
    assertValidationError(
      await t.app.inject({ method: 'GET', url: '/api/v1/users/not-a-uuid', headers }),
      ['path', 'user_id'],
      'uuid_parsing',
    );
  });

  it('GET /users/{id}: a user reads themselves, not others (403 even for unknown ids)', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const self = await t.app.inject({ method: 'GET', url: `/api/v1/users/${user.id}`, headers: user.headers });
    assert.equal(self.statusCode, 200);
    assert.equal(json(self).id, user.id);
    assertRefused(await t.app.inject({ method: 'GET', url: `/api/v1/users/${other.id}`, headers: user.headers }), 'users.manage');
    assertRefused(await t.app.inject({ method: 'GET', url: `/api/v1/users/${randomUUID()}`, headers: user.headers }), 'users.manage');
  });

  it('PATCH /users/{id} updates fields, password included', async () => {
    const headers = await adminHeaders(t.app);
    const user = await createUser(t.app, { full_name: 'Before' });
    const newEmail = randomEmail('Patched');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}`,
      headers,
      payload: { email: newEmail, full_name: 'After', is_superuser: true, password: 'patched-password' },
    });
    assert.equal(response.statusCode, 200, response.body);
    const body = json(response);
    assert.equal(body.email, newEmail);
    assert.equal(body.full_name, 'After');
    assert.equal(body.is_superuser, true);
    assert.equal((await loginRequest(t.app, newEmail, 'patched-password')).statusCode, 200);
    // Absent and null e-mail/password leave them; a null full_name clears it.
    const cleared = json(
      await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/users/${user.id}`,
        headers,
        payload: { full_name: null, email: null, password: null },
      }),
    );
    assert.equal(cleared.full_name, null);
    assert.equal(cleared.email, newEmail);
    assert.equal((await loginRequest(t.app, newEmail, 'patched-password')).statusCode, 200);
  });

  it('PATCH /users/{id}: 404 unknown id, 409 e-mail of another user (any case), own e-mail fine', async () => {
    const headers = await adminHeaders(t.app);
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    assertDetail(
      await t.app.inject({ method: 'PATCH', url: `/api/v1/users/${randomUUID()}`, headers, payload: { full_name: 'x' } }),
      404,
      'The user with this id does not exist in the system',
    );
    assertDetail(
      await t.app.inject({ method: 'PATCH', url: `/api/v1/users/${user.id}`, headers, payload: { email: other.email.toUpperCase() } }),
      409,
      'User with this email already exists',
    );
    const same = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}`,
      headers,
      payload: { email: user.email.toUpperCase() },
    });
    assert.equal(same.statusCode, 200, same.body);
    assert.equal(json(same).email, user.email.toUpperCase());
  });

  it('PATCH /users/{id}: superuser only, validated', async () => {
    const headers = await adminHeaders(t.app);
    const user = await createUser(t.app);
    assertRefused(
      await t.app.inject({ method: 'PATCH', url: `/api/v1/users/${user.id}`, headers: user.headers, payload: { full_name: 'x' } }),
      'users.manage',
    );
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: `/api/v1/users/${user.id}`, headers, payload });
    assertValidationError(await patch({ email: 'nope' }), ['body', 'email'], 'value_error');
    assertValidationError(await patch({ password: 'short' }), ['body', 'password'], 'string_too_short');
    assertValidationError(await patch({ is_active: 'maybe' }), ['body', 'is_active'], 'bool_type');
    assertValidationError(await patch({ is_superuser: null }), ['body', 'is_superuser'], 'bool_type');
    assertValidationError(
      await t.app.inject({ method: 'PATCH', url: '/api/v1/users/123', headers, payload: {} }),
      ['path', 'user_id'],
      'uuid_parsing',
    );
  });

  it('DELETE /users/{id} deletes the user and their items; 404 unknown; 403 self', async () => {
    const headers = await adminHeaders(t.app);
    const user = await createUser(t.app);
    const item = json(await t.app.inject({ method: 'POST', url: '/api/v1/items/', headers: user.headers, payload: { title: 'doomed' } }));
    const response = await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${user.id}`, headers });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(json(response), { message: 'User deleted successfully' });
    assertDetail(await t.app.inject({ method: 'GET', url: `/api/v1/users/${user.id}`, headers }), 404, 'User not found');
    assertDetail(await t.app.inject({ method: 'GET', url: `/api/v1/items/${item.id}`, headers }), 404, 'Item not found');
    assertDetail(await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${user.id}`, headers }), 404, 'User not found');
    const me = json(await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers }));
    assertDetail(
      await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${me.id}`, headers }),
      403,
      'Super users are not allowed to delete themselves',
    );
  });

  it('DELETE /users/{id} is for superusers only', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    assertRefused(await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${other.id}`, headers: user.headers }), 'users.manage');
    assertDetail(await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${other.id}` }), 401, 'Not authenticated');
  });
});

describe('users: me', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('GET /users/me returns the current user', async () => {
    const user = await createUser(t.app, { full_name: 'Me Myself' });
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.headers });
    assert.equal(response.statusCode, 200);
    const body = json(response);
    assertUserShape(body, ['permissions']);
    assert.deepEqual(
      [body.id, body.email, body.full_name, body.is_superuser, body.is_active],
      [user.id, user.email, 'Me Myself', false, true],
    );
    assertDetail(await t.app.inject({ method: 'GET', url: '/api/v1/users/me' }), 401, 'Not authenticated');
  });

  it('PATCH /users/me changes name and e-mail; 409 for a taken e-mail; ignores unknown fields', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const newEmail = randomEmail('me');
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: user.headers,
      payload: { full_name: 'Renamed', email: newEmail, is_superuser: true },
    });
    assert.equal(response.statusCode, 200, response.body);
    const body = json(response);
    assert.equal(body.full_name, 'Renamed');
    assert.equal(body.email, newEmail);
    assert.equal(body.is_superuser, false);
    assertDetail(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/users/me',
        headers: user.headers,
        payload: { email: other.email.toUpperCase() },
      }),
      409,
      'User with this email already exists',
    );
    const unchanged = json(await t.app.inject({ method: 'PATCH', url: '/api/v1/users/me', headers: user.headers, payload: {} }));
    assert.equal(unchanged.email, newEmail);
    assert.equal(unchanged.full_name, 'Renamed');
    const cleared = json(
      await t.app.inject({ method: 'PATCH', url: '/api/v1/users/me', headers: user.headers, payload: { full_name: null } }),
    );
    assert.equal(cleared.full_name, null);
  });

  it('PATCH /users/me validates', async () => {
    const user = await createUser(t.app);
    const patch = (payload: unknown) =>
      t.app.inject({ method: 'PATCH', url: '/api/v1/users/me', headers: user.headers, payload: payload as object });
    assertValidationError(await patch({ email: 'bad' }), ['body', 'email'], 'value_error');
    assertValidationError(await patch({ full_name: 'x'.repeat(256) }), ['body', 'full_name'], 'string_too_long');
    assertValidationError(await patch({ full_name: 42 }), ['body', 'full_name'], 'string_type');
    const notAnObject = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '"a string"',
    });
    assertValidationError(notAnObject, ['body'], 'model_attributes_type');
  });

  it('PATCH /users/me/password: success, wrong current password, same password, validation', async () => {
    const user = await createUser(t.app);
    const change = (payload: object) => t.app.inject({ method: 'PATCH', url: '/api/v1/users/me/password', headers: user.headers, payload });
    assertDetail(await change({ current_password: 'wrong-password', new_password: 'new-password-1' }), 400, 'Incorrect password');
    assertDetail(
      await change({ current_password: user.password, new_password: user.password }),
      400,
      'New password cannot be the same as the current one',
    );
    assertValidationError(
      await change({ current_password: user.password, new_password: 'short' }),
      ['body', 'new_password'],
      'string_too_short',
    );
    assertValidationError(await change({ new_password: 'new-password-1' }), ['body', 'current_password'], 'missing');
    const ok = await change({ current_password: user.password, new_password: 'new-password-1' });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(json(ok), { message: 'Password updated successfully' });
    assertDetail(await loginRequest(t.app, user.email, user.password), 400, 'Incorrect email or password');
    assert.equal((await loginRequest(t.app, user.email, 'new-password-1')).statusCode, 200);
  });

  it('DELETE /users/me deletes the account and its items; superusers may not', async () => {
    const user = await createUser(t.app);
    const item = json(await t.app.inject({ method: 'POST', url: '/api/v1/items/', headers: user.headers, payload: { title: 'mine' } }));
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: user.headers });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(json(response), { message: 'User deleted successfully' });
    assertDetail(await loginRequest(t.app, user.email, user.password), 400, 'Incorrect email or password');
    const headers = await adminHeaders(t.app);
    assertDetail(await t.app.inject({ method: 'GET', url: `/api/v1/items/${item.id}`, headers }), 404, 'Item not found');
    const items = json(await t.app.inject({ method: 'GET', url: '/api/v1/items/', headers }));
    assert.equal(
      items.data.some((entry: { owner_id: string }) => entry.owner_id === user.id),
      false,
    );

    const superuser = await createUser(t.app, { superuser: true });
    assertDetail(
      await t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: superuser.headers }),
      403,
      'Super users are not allowed to delete themselves',
    );
  });

  it('the e-mail freed by a deleted account can be used again', async () => {
    const user = await createUser(t.app);
    await t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: user.headers });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/signup',
      payload: { email: user.email, password: 'password-999' },
    });
    assert.equal(again.statusCode, 200);
  });
});
