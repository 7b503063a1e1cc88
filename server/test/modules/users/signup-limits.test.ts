import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertDetail, json, loginRequest, randomEmail } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const PASSWORD = 'password-1234';
const CLOSED = 'Open user registration is forbidden on this server';

function signUp(t: TestApp, email: string, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/users/signup', payload: { email, password: PASSWORD }, remoteAddress });
}

describe('sign-up: the limit per source address', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ SIGNUP_RATE_LIMIT_IP_MAX: '3', SIGNUP_RATE_LIMIT_WINDOW_SECONDS: '600' });
  });
  after(() => t.close());

  it('answers 429 with Retry-After past the limit, creating nobody; another address is not affected', async () => {
    const registered = randomEmail('first');
    assert.equal((await signUp(t, registered, '10.1.0.1')).statusCode, 200);
    // An address already registered keeps the contract's answer, and counts.
    assertDetail(await signUp(t, registered, '10.1.0.1'), 400, 'The user with this email already exists in the system');
    assert.equal((await signUp(t, randomEmail('third'), '10.1.0.1')).statusCode, 200);

    const refusedEmail = randomEmail('fourth');
    const refused = await signUp(t, refusedEmail, '10.1.0.1');
    assertDetail(refused, 429, 'Too many sign-ups from this address, please try again later');
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 600, `Retry-After: ${refused.headers['retry-after']}`);
    assert.equal((await loginRequest(t.app, refusedEmail, PASSWORD)).statusCode, 400, 'the refused sign-up created no account');
    // Still refused, an address already registered too: the answer tells nothing more past the limit.
    assert.equal((await signUp(t, registered, '10.1.0.1')).statusCode, 429);

    const elsewhere = randomEmail('elsewhere');
    assert.equal((await signUp(t, elsewhere, '10.1.0.2')).statusCode, 200);
    assert.equal((await loginRequest(t.app, elsewhere, PASSWORD)).statusCode, 200);
  });

  it('counts in the shared rate_limits table, as sign-in does (every instance sees the count)', async () => {
    const rows = await t.app.db.selectFrom('rate_limits').select(['key', 'points']).where('key', 'like', 'signup-ip%').execute();
    assert.ok(
      rows.some((row) => row.key.includes('10.1.0.1') && Number(row.points) >= 3),
      JSON.stringify(rows),
    );
  });

  it('a request the schema refuses is not counted', async () => {
    for (let i = 0; i < 4; i += 1) {
      const invalid = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/signup',
        payload: { email: 'not-an-email', password: PASSWORD },
        remoteAddress: '10.1.0.3',
      });
      assert.equal(invalid.statusCode, 422);
    }
    assert.equal((await signUp(t, randomEmail('valid'), '10.1.0.3')).statusCode, 200);
  });

  it('does not limit a superuser adding users', async () => {
    for (let i = 0; i < 4; i += 1) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/',
        headers: await adminHeaders(t.app),
        payload: { email: randomEmail('added'), password: PASSWORD },
        remoteAddress: '10.1.0.4',
      });
      assert.equal(created.statusCode, 200, created.body);
    }
  });
});

describe('sign-up: USERS_OPEN_REGISTRATION=false', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ USERS_OPEN_REGISTRATION: 'false', SIGNUP_RATE_LIMIT_IP_MAX: '1' });
  });
  after(() => t.close());

  it("closes sign-up with the starter's 403, every time, creating nobody", async () => {
    const email = randomEmail('closed');
    for (let i = 0; i < 3; i += 1) assertDetail(await signUp(t, email, '10.2.0.1'), 403, CLOSED);
    assert.equal((await loginRequest(t.app, email, PASSWORD)).statusCode, 400);
  });

  it('a superuser still adds users, who sign in', async () => {
    const email = randomEmail('added');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/',
      headers: await adminHeaders(t.app),
      payload: { email, password: PASSWORD },
    });
    assert.equal(created.statusCode, 200, created.body);
    assert.equal((await loginRequest(t.app, email, PASSWORD)).statusCode, 200);
  });

  it('tells the screens in the runtime config', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/config.json' });
    assert.equal(config.statusCode, 200);
    assert.equal(json(config).openRegistration, false);
  });
});

describe('sign-up: open registration (the default)', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('leaves the runtime config as it was: no openRegistration field', async () => {
    const config = json(await t.app.inject({ method: 'GET', url: '/config.json' }));
    assert.equal('openRegistration' in config, false, JSON.stringify(config));
    assert.equal((await signUp(t, randomEmail('open'), '10.3.0.1')).statusCode, 200);
  });
});
