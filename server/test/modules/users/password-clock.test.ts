import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { nowIso } from '../../../src/lib/time.js';
import { authHeaders, changeOwnPassword, createUser } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

// Row times (nowIso) advance at least 1 ms per call, so a burst of writes runs them ahead of the
// clock; a token's `iat` is the clock. The time of a password's last change is compared with
// `iat`, so it must be the clock too, or tokens issued right after it would be refused.
describe('password changes and the clock under a burst of writes', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const runAhead = () => {
    for (let i = 0; i < 5000; i++) nowIso();
  };
  const me = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers })).statusCode;

  it('a token issued right after sign-up works while row times run seconds ahead', async () => {
    runAhead();
    const user = await createUser(t.app);
    assert.equal(await me(user.headers), 200);
  });

  it('a token issued right after a password change works while row times run seconds ahead', async () => {
    const user = await createUser(t.app);
    runAhead();
    await changeOwnPassword(t.app, user, 'another-password-1');
    assert.equal(await me(await authHeaders(t.app, user.email, 'another-password-1')), 200);
  });
});
