import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TokenService } from '../../../src/lib/tokens.js';
import { createUser, json } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

describe('login: GET /api/v1/reset-password/check', () => {
  let t: TestApp;
  let tokens: TokenService;
  before(async () => {
    t = await buildTestApp();
    tokens = new TokenService(t.config.secretKey, 60, t.config.emailResetTokenExpireHours);
  });
  after(() => t.close());

  const check = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/reset-password/check?token=${encodeURIComponent(token)}` });
  const hashOf = async (email: string) => (await t.app.usersRepository.findByEmail(email))!.hashed_password;

  it('says a fresh link is valid, for whom, without using it, and is never cached', async () => {
    const user = await createUser(t.app);
    const token = await tokens.createPasswordResetToken(user.email, await hashOf(user.email));
    for (let i = 0; i < 2; i++) {
      const response = await check(token);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(json(response), { status: 'valid', email: user.email });
      assert.equal(response.headers['cache-control'], 'no-store');
    }
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password/',
      payload: { token, new_password: 'a-new-password-1' },
    });
    assert.equal(reset.statusCode, 200, reset.body);
  });

  it('says a link already used is used, naming its account, as the reset refuses it', async () => {
    const user = await createUser(t.app);
    const token = await tokens.createPasswordResetToken(user.email, await hashOf(user.email));
    await t.app.inject({ method: 'POST', url: '/api/v1/reset-password/', payload: { token, new_password: 'first-choice-1' } });
    assert.deepEqual(json(await check(token)), { status: 'used', email: user.email });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password/',
      payload: { token, new_password: 'second-choice-2' },
    });
    assert.equal(again.statusCode, 400);
  });

  it('says an expired link is expired, naming its account', async () => {
    const user = await createUser(t.app);
    const issued = Date.now() - (t.config.emailResetTokenExpireHours + 1) * 3600_000;
    const token = await tokens.createPasswordResetToken(user.email, await hashOf(user.email), issued);
    assert.deepEqual(json(await check(token)), { status: 'expired', email: user.email });
  });

  it('names no account for a forged, foreign, malformed or access token, or an unknown account', async () => {
    const user = await createUser(t.app);
    const forged = await new TokenService('x'.repeat(64), 60, 48).createPasswordResetToken(user.email, await hashOf(user.email));
    const access = await tokens.createAccessToken(user.id);
    const unknown = await tokens.createPasswordResetToken('nobody@example.com', 'any-hash');
    for (const token of [forged, access, unknown, 'not-a-token', '']) {
      const response = await check(token);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(json(response), { status: 'invalid', email: null }, token);
    }
  });

  it('refuses a missing or oversized token with a 422', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/reset-password/check' })).statusCode, 422);
    assert.equal((await check('x'.repeat(5000))).statusCode, 422);
  });

  it('is in the OpenAPI document', async () => {
    const spec = json(await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' }));
    assert.equal(spec.paths['/api/v1/reset-password/check'].get.operationId, 'login-check_reset_token');
  });
});
