import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  adminHeaders,
  assertDetail,
  changeOwnPassword,
  createUser,
  loginRequest,
  type CreatedUser,
  type Headers,
} from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

/**
 * A password change or reset signs out every session that signed in before it: their tokens are
 * refused exactly as an invalid token is.
 */
describe('sessions end when the password changes', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  /** A session from a minute ago, of a user whose password was set an hour ago. */
  async function earlierSession(user: CreatedUser): Promise<Headers> {
    await t.app.usersRepository.update(user.id, { password_changed_at: new Date(Date.now() - 3600_000).toISOString() });
    return { authorization: `Bearer ${await t.app.tokens.createAccessToken(user.id, Date.now() - 60_000)}` };
  }
  const me = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });

  it('an own password change refuses every earlier token; a new sign-in works', async () => {
    const user = await createUser(t.app);
    const earlier = await earlierSession(user);
    assert.equal((await me(earlier)).statusCode, 200);
    await changeOwnPassword(t.app, user, 'another-password-1');
    assertDetail(await me(earlier), 403, 'Could not validate credentials');
    const again = await loginRequest(t.app, user.email, 'another-password-1');
    assert.equal(again.statusCode, 200);
    assert.equal((await me({ authorization: `Bearer ${JSON.parse(again.body).access_token}` })).statusCode, 200);
  });

  it('a reset refuses every earlier token', async () => {
    const user = await createUser(t.app);
    const earlier = await earlierSession(user);
    const row = await t.app.usersRepository.findByEmail(user.email);
    const token = await t.app.tokens.createPasswordResetToken(user.email, row!.hashed_password);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password/',
      payload: { token, new_password: 'reset-password-1' },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    assertDetail(await me(earlier), 403, 'Could not validate credentials');
  });

  it("a superuser setting someone's password signs that user out; other changes do not", async () => {
    const user = await createUser(t.app);
    const earlier = await earlierSession(user);
    const admin = await adminHeaders(t.app);
    await t.app.inject({ method: 'PATCH', url: `/api/v1/users/${user.id}`, headers: admin, payload: { full_name: 'Renamed' } });
    assert.equal((await me(earlier)).statusCode, 200, 'a new name keeps the session');
    await t.app.inject({ method: 'PATCH', url: `/api/v1/users/${user.id}`, headers: admin, payload: { password: 'set-by-admin-1' } });
    assertDetail(await me(earlier), 403, 'Could not validate credentials');
  });

  it('the refusal holds for a token already checked and remembered', async () => {
    const user = await createUser(t.app);
    const earlier = await earlierSession(user);
    for (let i = 0; i < 2; i++) assert.equal((await me(earlier)).statusCode, 200);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}`,
      headers: await adminHeaders(t.app),
      payload: { password: 'set-by-admin-2' },
    });
    assertDetail(await me(earlier), 403, 'Could not validate credentials');
  });
});
