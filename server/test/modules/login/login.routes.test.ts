import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SignJWT, decodeJwt } from 'jose';
import { buildApp } from '../../../src/app.js';
import { TokenService } from '../../../src/lib/tokens.js';
import { backoffSeconds } from '../../../src/modules/login/login-throttle.js';
import {
  adminHeaders,
  assertDetail,
  assertValidationError,
  authHeaders,
  createUser,
  json,
  loginRequest,
  randomEmail,
  tokenFor,
  assertRefused,
} from '../../helpers/api.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

describe('POST /api/v1/login/access-token', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('returns a bearer token for the right e-mail and password', async () => {
    const response = await loginRequest(t.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    assert.equal(response.statusCode, 200);
    const body = json(response);
    assert.deepEqual(Object.keys(body).sort(), ['access_token', 'token_type']);
    assert.equal(body.token_type, 'bearer');
    const claims = decodeJwt(body.access_token);
    const me = json(
      await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${body.access_token}` } }),
    );
    assert.equal(claims.sub, me.id);
    // Lifetime: ACCESS_TOKEN_EXPIRE_MINUTES, 8 days by default.
    assert.ok(Math.abs(claims.exp! - claims.iat! - 8 * 24 * 3600) < 2);
  });

  it('accepts the e-mail in any case', async () => {
    const response = await loginRequest(t.app, ADMIN_EMAIL.toUpperCase(), ADMIN_PASSWORD);
    assert.equal(response.statusCode, 200, response.body);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    assertDetail(await loginRequest(t.app, ADMIN_EMAIL, 'wrong-password'), 400, 'Incorrect email or password');
    assertDetail(await loginRequest(t.app, randomEmail(), 'whatever-1234'), 400, 'Incorrect email or password');
  });

  it('refuses an inactive user', async () => {
    const user = await createUser(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}`,
      headers: await adminHeaders(t.app),
      payload: { is_active: false },
    });
    assertDetail(await loginRequest(t.app, user.email, user.password), 400, 'Inactive user');
  });

  it('wants form fields username and password', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      payload: 'username=someone%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assertValidationError(missing, ['body', 'password'], 'missing');
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/login/access-token' });
    assert.equal(empty.statusCode, 422, empty.body);
    const badGrant = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      payload: new URLSearchParams({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD, grant_type: 'client_credentials' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assertValidationError(badGrant, ['body', 'grant_type'], 'string_pattern_mismatch');
    const withGrant = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      payload: new URLSearchParams({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD, grant_type: 'password' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(withGrant.statusCode, 200, withGrant.body);
  });

  it('treats repeated form fields as a validation error, not a crash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      payload: 'username=a%40example.com&username=b%40example.com&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assertValidationError(response, ['body', 'username'], 'string_type');
  });
});

describe('POST /api/v1/login/test-token and bearer-token errors', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const testToken = (headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/v1/login/test-token', headers });

  it('returns the signed-in user', async () => {
    const user = await createUser(t.app, { full_name: 'Tess Token' });
    const response = await testToken(user.headers);
    assert.equal(response.statusCode, 200);
    const body = json(response);
    assert.equal(body.email, user.email);
    assert.equal(body.full_name, 'Tess Token');
    assert.equal(body.is_superuser, false);
    assert.equal('hashed_password' in body, false);
  });

  it('401 Not authenticated with WWW-Authenticate: Bearer without a token or with another scheme', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Basic YWRtaW46Y2hhbmdldGhpcw==' },
      { authorization: 'Bearer' },
    ]) {
      const response = await testToken(headers);
      assertDetail(response, 401, 'Not authenticated');
      assert.equal(response.headers['www-authenticate'], 'Bearer');
    }
  });

  it('403 Could not validate credentials for garbage, forged, expired and reset tokens', async () => {
    const me = json(await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: await adminHeaders(t.app) }));
    const forged = await new SignJWT({ type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(me.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-key-not-the-server-key'));
    const key = new TextEncoder().encode(t.config.secretKey);
    const expired = await new SignJWT({ type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(me.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: me.id, type: 'access' })).toString('base64url')}.`;
    const resetToken = await new TokenService(t.config.secretKey, 60, 48).createPasswordResetToken(ADMIN_EMAIL, 'any-hash');
    for (const token of ['garbage', 'a.b.c', forged, expired, unsigned, resetToken]) {
      assertDetail(await testToken({ authorization: `Bearer ${token}` }), 403, 'Could not validate credentials');
    }
  });

  it('404 User not found for the token of a deleted user', async () => {
    const user = await createUser(t.app);
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: user.headers });
    assert.equal(response.statusCode, 200);
    assertDetail(await testToken(user.headers), 404, 'User not found');
  });

  it('400 Inactive user for the token of a deactivated user', async () => {
    const user = await createUser(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}`,
      headers: await adminHeaders(t.app),
      payload: { is_active: false },
    });
    assertDetail(await testToken(user.headers), 400, 'Inactive user');
  });
});

describe('password recovery and reset (tokens as the product mails them)', () => {
  let t: TestApp;
  let tokens: TokenService;
  before(async () => {
    t = await buildTestApp();
    tokens = new TokenService(t.config.secretKey, 60, t.config.emailResetTokenExpireHours);
  });
  after(() => t.close());

  const recover = (email: string) => t.app.inject({ method: 'POST', url: `/api/v1/password-recovery/${encodeURIComponent(email)}` });
  const reset = (token: string, newPassword: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/reset-password/', payload: { token, new_password: newPassword } });
  /** The token of the reset link the product would mail now, read from the superuser's preview. */
  const mailedResetToken = async (email: string) => {
    const preview = await t.app.inject({
      method: 'POST',
      url: `/api/v1/password-recovery-html-content/${encodeURIComponent(email)}`,
      headers: await adminHeaders(t.app),
    });
    assert.equal(preview.statusCode, 200, preview.body);
    return decodeURIComponent(/reset-password\?token=([^"&]+)/.exec(preview.body)![1]!);
  };

  it('password-recovery answers 200 with the same message whether or not the e-mail exists', async () => {
    const user = await createUser(t.app);
    for (const email of [user.email, randomEmail(), 'not-even-an-email']) {
      const response = await recover(email);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(json(response), { message: 'If that email is registered, we sent a password recovery link' });
    }
  });

  it('reset-password sets the new password once; the same token then fails', async () => {
    const user = await createUser(t.app);
    const token = await mailedResetToken(user.email);
    const first = await reset(token, 'brand-new-password');
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(json(first), { message: 'Password updated successfully' });
    assertDetail(await loginRequest(t.app, user.email, user.password), 400, 'Incorrect email or password');
    assert.equal((await loginRequest(t.app, user.email, 'brand-new-password')).statusCode, 200);
    assertDetail(await reset(token, 'another-password-1'), 400, 'Invalid token');
    assert.equal((await loginRequest(t.app, user.email, 'brand-new-password')).statusCode, 200);
  });

  it('a token issued in the same instant as the account was created works (no clock comparison)', async () => {
    const user = await createUser(t.app);
    const token = await mailedResetToken(user.email);
    assert.equal((await reset(token, 'fresh-password-1')).statusCode, 200);
  });

  it('refuses a token issued before the last password change', async () => {
    const user = await createUser(t.app);
    const token = await mailedResetToken(user.email);
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/password',
      headers: user.headers,
      payload: { current_password: user.password, new_password: 'changed-password-1' },
    });
    assert.equal(change.statusCode, 200);
    assertDetail(await reset(token, 'from-old-token-1'), 400, 'Invalid token');
  });

  it('two uses of one token at the same time: only one wins', async () => {
    const user = await createUser(t.app);
    const token = await mailedResetToken(user.email);
    const results = await Promise.all([reset(token, 'racer-password-1'), reset(token, 'racer-password-2')]);
    assert.deepEqual(results.map((response) => response.statusCode).sort(), [200, 400]);
  });

  it('400 Invalid token for garbage, expired, forged, access and unknown-user tokens', async () => {
    const user = await createUser(t.app);
    const key = new TextEncoder().encode(t.config.secretKey);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ type: 'password_reset' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.email)
      .setIssuedAt(now - 100 * 3600)
      .setExpirationTime(now - 52 * 3600)
      .sign(key);
    const forged = await new TokenService('x'.repeat(64), 60, 48).createPasswordResetToken(user.email, 'any-hash');
    const accessToken = await tokenFor(t.app, user.email, user.password);
    const unknown = await tokens.createPasswordResetToken(randomEmail('nobody'), 'any-hash');
    for (const token of ['garbage', expired, forged, accessToken, unknown]) {
      assertDetail(await reset(token, 'new-password-123'), 400, 'Invalid token');
    }
  });

  it('reset tokens live EMAIL_RESET_TOKEN_EXPIRE_HOURS (48 by default)', async () => {
    const token = await tokens.createPasswordResetToken('someone@example.com', 'any-hash');
    const claims = decodeJwt(token);
    assert.equal(claims.sub, 'someone@example.com');
    assert.ok(Math.abs(claims.exp! - claims.iat! - 48 * 3600) < 2);
  });

  it('400 Inactive user for a deactivated account', async () => {
    const user = await createUser(t.app);
    const token = await mailedResetToken(user.email);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}`,
      headers: await adminHeaders(t.app),
      payload: { is_active: false },
    });
    assertDetail(await reset(token, 'new-password-123'), 400, 'Inactive user');
  });

  it('validates the body', async () => {
    assertValidationError(await reset('whatever', 'short'), ['body', 'new_password'], 'string_too_short');
    assertValidationError(await reset('whatever', 'x'.repeat(129)), ['body', 'new_password'], 'string_too_long');
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/reset-password/', payload: {} });
    assertValidationError(missing, ['body', 'token'], 'missing');
    assertValidationError(missing, ['body', 'new_password'], 'missing');
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password/',
      payload: { token: 5, new_password: 'long-enough' },
    });
    assertValidationError(wrongType, ['body', 'token'], 'string_type');
  });
});

describe('POST /api/v1/password-recovery-html-content/{email}', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ PROJECT_NAME: 'Acme Admin' });
  });
  after(() => t.close());

  it('returns the reset e-mail as HTML to a superuser', async () => {
    const user = await createUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/password-recovery-html-content/${user.email}`,
      headers: await adminHeaders(t.app),
    });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    assert.equal(response.headers.subject, `Acme Admin - Password recovery for user ${user.email}`);
    assert.match(response.body, /<html/);
    const link = /href="(http:\/\/frontend\.test\/reset-password\?token=([^"]+))"/.exec(response.body);
    assert.ok(link, response.body);
    // The token in the preview is a real one for that user.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password/',
      payload: { token: decodeURIComponent(link[2]!), new_password: 'from-preview-1' },
    });
    assert.equal(reset.statusCode, 200, reset.body);
  });

  it('404 for an unknown e-mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/password-recovery-html-content/${randomEmail()}`,
      headers: await adminHeaders(t.app),
    });
    assertDetail(response, 404, 'The user with this username does not exist in the system.');
  });

  it('is for superusers only', async () => {
    const user = await createUser(t.app);
    const url = `/api/v1/password-recovery-html-content/${user.email}`;
    assertRefused(await t.app.inject({ method: 'POST', url, headers: user.headers }), 'users.manage');
    assertDetail(await t.app.inject({ method: 'POST', url }), 401, 'Not authenticated');
  });
});

describe('login rate limiting', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({
      LOGIN_RATE_LIMIT_ACCOUNT_MAX: '3',
      LOGIN_RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: '900',
      LOGIN_RATE_LIMIT_IP_MAX: '8',
      LOGIN_RATE_LIMIT_IP_WINDOW_SECONDS: '60',
    });
  });
  after(() => t.close());

  it('failures slow down their source at that account, never the owner signing in from elsewhere', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 3; i++) {
      assertDetail(await loginRequest(t.app, user.email, 'wrong-password', '10.0.1.1'), 400, 'Incorrect email or password');
    }
    const waiting = await loginRequest(t.app, user.email.toUpperCase(), user.password, '10.0.1.1');
    assertDetail(waiting, 429, 'Too many login attempts, please try again later');
    assert.equal(waiting.headers['retry-after'], '1');
    // The owner, from a source that never failed, signs in at once; so does everyone else.
    assert.equal((await loginRequest(t.app, user.email, user.password, '10.0.1.99')).statusCode, 200);
    assert.equal((await loginRequest(t.app, ADMIN_EMAIL, ADMIN_PASSWORD, '10.0.1.1')).statusCode, 200);
  });

  it('each further failure doubles the wait', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 3; i++) await loginRequest(t.app, user.email, 'wrong-password', '10.0.5.1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assertDetail(await loginRequest(t.app, user.email, 'wrong-password', '10.0.5.1'), 400, 'Incorrect email or password');
    const waiting = await loginRequest(t.app, user.email, user.password, '10.0.5.1');
    assertDetail(waiting, 429, 'Too many login attempts, please try again later');
    assert.equal(waiting.headers['retry-after'], '2');
  });

  it('a successful login clears the count of its source', async () => {
    const user = await createUser(t.app);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) await loginRequest(t.app, user.email, 'wrong-password', '10.0.2.1');
      assert.equal((await loginRequest(t.app, user.email, user.password, '10.0.2.1')).statusCode, 200);
    }
  });

  it('blocks a client IP after too many attempts of any kind', async () => {
    const ip = '10.0.3.1';
    for (let i = 0; i < 8; i++) {
      const response = await loginRequest(t.app, randomEmail(), 'wrong-password', ip);
      assert.equal(response.statusCode, 400, response.body);
    }
    assertDetail(await loginRequest(t.app, ADMIN_EMAIL, ADMIN_PASSWORD, ip), 429, 'Too many login attempts, please try again later');
    assert.equal((await loginRequest(t.app, ADMIN_EMAIL, ADMIN_PASSWORD, '10.0.3.2')).statusCode, 200);
  });

  it('counts parallel guesses too', async () => {
    const user = await createUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => loginRequest(t.app, user.email, `wrong-password-${i}`, '10.0.4.1')),
    );
    const statuses = results.map((response) => response.statusCode).sort();
    assert.deepEqual(statuses, [400, 400, 400, 429, 429, 429]);
  });

  it('instances on one database share the counts', async () => {
    const other = await buildApp(t.config, { logger: false });
    try {
      await other.ready();
      const user = await createUser(t.app);
      for (let i = 0; i < 3; i++) await loginRequest(t.app, user.email, 'wrong-password', '10.0.6.1');
      assertDetail(
        await loginRequest(other, user.email, user.password, '10.0.6.1'),
        429,
        'Too many login attempts, please try again later',
      );
    } finally {
      await other.close();
    }
  });
});

describe('backoffSeconds', () => {
  const config = { accountMax: 5, accountWindowSeconds: 900 };
  it('nothing below the allowance, then 1 s doubling, never beyond the window', () => {
    assert.deepEqual(
      [1, 4, 5, 6, 7, 14, 15, 200].map((failures) => backoffSeconds(failures, config)),
      [0, 0, 1, 2, 4, 512, 900, 900],
    );
  });
});

describe('tokens of a user whose e-mail changed', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('an access token keeps working (it names the user id, not the e-mail)', async () => {
    const user = await createUser(t.app);
    const newEmail = randomEmail('renamed');
    const patch = await t.app.inject({ method: 'PATCH', url: '/api/v1/users/me', headers: user.headers, payload: { email: newEmail } });
    assert.equal(patch.statusCode, 200);
    const me = await t.app.inject({ method: 'POST', url: '/api/v1/login/test-token', headers: user.headers });
    assert.equal(json(me).email, newEmail);
    assert.match(String((await authHeaders(t.app, newEmail, user.password)).authorization), /^Bearer /);
  });
});

describe('login rate limiting behind a proxy (TRUST_PROXY)', () => {
  it('limits by the forwarded client address', async () => {
    const t = await buildTestApp({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT_IP_MAX: '2' });
    try {
      const attempt = (client: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/login/access-token',
          payload: new URLSearchParams({ username: randomEmail(), password: 'wrong-password' }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client },
        });
      assert.equal((await attempt('203.0.113.5')).statusCode, 400);
      assert.equal((await attempt('203.0.113.5')).statusCode, 400);
      assertDetail(await attempt('203.0.113.5'), 429, 'Too many login attempts, please try again later');
      assert.equal((await attempt('203.0.113.6')).statusCode, 400);
    } finally {
      await t.close();
    }
  });
});

describe('a client cannot choose its address for the limits', () => {
  const attempt = (t: TestApp, forwardedFor: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      payload: new URLSearchParams({ username: randomEmail(), password: 'wrong-password' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });

  it('with one proxy in front (TRUST_PROXY=1) only the address that proxy saw counts', async () => {
    const t = await buildTestApp({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT_IP_MAX: '2' });
    try {
      // The proxy appends the real client (198.51.100.7) to whatever the client sent.
      for (const forged of ['1.1.1.1, 198.51.100.7', '2.2.2.2, 198.51.100.7']) assert.equal((await attempt(t, forged)).statusCode, 400);
      assertDetail(await attempt(t, '3.3.3.3, 198.51.100.7'), 429, 'Too many login attempts, please try again later');
    } finally {
      await t.close();
    }
  });

  it('with listed proxies, the header of any other peer is ignored', async () => {
    const t = await buildTestApp({ TRUST_PROXY: '10.9.0.0/16', LOGIN_RATE_LIMIT_IP_MAX: '2' });
    try {
      for (const forged of ['1.1.1.1', '2.2.2.2']) assert.equal((await attempt(t, forged, '192.0.2.50')).statusCode, 400);
      assertDetail(await attempt(t, '3.3.3.3', '192.0.2.50'), 429, 'Too many login attempts, please try again later');
      assert.equal((await attempt(t, '4.4.4.4', '10.9.1.1')).statusCode, 400, 'a listed proxy is believed');
    } finally {
      await t.close();
    }
  });
});
