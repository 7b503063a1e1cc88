import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TIMESTAMP_RE, adminHeaders, json, loginRequest, randomEmail } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

describe('users: last sign-in', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const PASSWORD = 'password-1234';

  /** Created by a superuser, never signed in. */
  async function newUser(fields: object = {}): Promise<{ id: string; email: string }> {
    const email = randomEmail('last-login');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/',
      headers: await adminHeaders(t.app),
      payload: { email, password: PASSWORD, ...fields },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(json(response).last_login_at, null);
    return { id: json(response).id, email };
  }

  const lastLogin = async (id: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/users/${id}`, headers: await adminHeaders(t.app) });
    assert.equal(response.statusCode, 200, response.body);
    return json(response).last_login_at as string | null;
  };

  const listed = async (email: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/?q=${encodeURIComponent(email)}`,
      headers: await adminHeaders(t.app),
    });
    assert.equal(response.statusCode, 200, response.body);
    return json(response).data.find((user: { email: string }) => user.email === email);
  };

  it('is null before the first sign-in, in the user and in the list', async () => {
    const user = await newUser();
    assert.equal(await lastLogin(user.id), null);
    assert.equal((await listed(user.email)).last_login_at, null);
  });

  it('is set by a successful sign-in, to the time of it, and moves with the next one', async () => {
    const user = await newUser();
    const before = Date.now();
    assert.equal((await loginRequest(t.app, user.email, PASSWORD)).statusCode, 200);
    const first = await lastLogin(user.id);
    assert.match(String(first), TIMESTAMP_RE);
    assert.ok(Date.parse(first!) >= Math.floor(before / 1000) * 1000 && Date.parse(first!) <= Date.now(), first!);
    assert.equal((await listed(user.email)).last_login_at, first);

    const response = await loginRequest(t.app, user.email, PASSWORD);
    assert.equal(response.statusCode, 200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${json(response).access_token}` },
    });
    assert.match(String(json(me).last_login_at), TIMESTAMP_RE);
    assert.ok(json(me).last_login_at >= first!);
  });

  it('a failed sign-in leaves it as it was', async () => {
    const never = await newUser();
    assert.equal((await loginRequest(t.app, never.email, 'wrong-password-1')).statusCode, 400);
    assert.equal(await lastLogin(never.id), null);

    const signedIn = await newUser();
    assert.equal((await loginRequest(t.app, signedIn.email, PASSWORD)).statusCode, 200);
    const stamped = await lastLogin(signedIn.id);
    assert.notEqual(stamped, null);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assert.equal((await loginRequest(t.app, signedIn.email, 'wrong-password-1')).statusCode, 400);
    assert.equal(await lastLogin(signedIn.id), stamped);
  });

  it('a deactivated user’s refused sign-in (right password) leaves it', async () => {
    const user = await newUser({ is_active: false });
    assert.equal((await loginRequest(t.app, user.email, PASSWORD)).statusCode, 400);
    assert.equal(await lastLogin(user.id), null);
  });
});
