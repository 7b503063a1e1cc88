import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { AuditDatabase } from '../../../src/modules/audit/audit.tables.js';
import { assertDetail, createUser, json, loginRequest, type CreatedUser } from '../../helpers/api.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const BASE = '/api/v1/users/me/two-factor';
const SECOND_STEP = '/api/v1/login/second-factor';
const STEP_MS = 30_000;

/** The code an authenticator app shows for `secret` at `atMs`. */
const codeAt = (secret: string, atMs = Date.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: atMs });

describe('two-factor: enrolling, the second step of a password sign-in, its lock, and who must use one', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ REQUIRE_TWO_FACTOR_ROLES: 'release_manager' });
  });
  after(() => t.close());

  const status = async (user: CreatedUser) => {
    const response = await t.app.inject({ method: 'GET', url: BASE, headers: user.headers });
    assert.equal(response.statusCode, 200, response.body);
    return json(response) as { enabled: boolean; required: boolean; recovery_codes_left: number };
  };
  const setUp = async (user: CreatedUser) => {
    const response = await t.app.inject({ method: 'POST', url: `${BASE}/setup`, headers: user.headers });
    assert.equal(response.statusCode, 200, response.body);
    return json(response) as { secret: string; otpauth_url: string; qr_svg: string };
  };
  /** A person with two factors on: their secret and recovery codes. */
  const enrolled = async (user?: CreatedUser) => {
    const person = user ?? (await createUser(t.app));
    const { secret } = await setUp(person);
    // A code of the step before now: the sign-ins below use the current one, which must not count as used.
    const response = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: person.headers,
      payload: { code: codeAt(secret, Date.now() - STEP_MS) },
    });
    assert.equal(response.statusCode, 200, response.body);
    return { person, secret, recoveryCodes: json(response).recovery_codes as string[] };
  };
  const ticketOf = async (person: CreatedUser): Promise<string> => {
    const response = await loginRequest(t.app, person.email, person.password);
    assert.equal(response.statusCode, 401, response.body);
    const body = json(response);
    assert.equal(body.detail, 'Second factor required');
    assert.deepEqual(body.second_factor.methods, ['totp', 'recovery_code']);
    assert.equal(body.access_token, undefined);
    return body.second_factor.ticket;
  };
  const secondStep = (ticket: string, code: string) => t.app.inject({ method: 'POST', url: SECOND_STEP, payload: { ticket, code } });
  const meWith = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } });

  it('sets up a secret (QR drawn by the server), turns it on with a right code and answers ten recovery codes once', async () => {
    const person = await createUser(t.app);
    assert.deepEqual(await status(person), { enabled: false, required: false, recovery_codes_left: 0 });
    const setup = await setUp(person);
    assert.match(setup.secret, /^[A-Z2-7]{32}$/);
    assert.match(setup.otpauth_url, /^otpauth:\/\/totp\/.*secret=[A-Z2-7]+.*algorithm=SHA1&digits=6&period=30/);
    assert.match(setup.qr_svg, /^<svg[\s\S]*<\/svg>\s*$/);
    // A pending secret never counts: the password alone still signs in.
    assert.equal((await loginRequest(t.app, person.email, person.password)).statusCode, 200);
    const wrong = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: person.headers,
      payload: { code: '000000' === codeAt(setup.secret) ? '111111' : '000000' },
    });
    assertDetail(wrong, 400, 'Incorrect code');
    assert.equal((await status(person)).enabled, false);
    const on = await t.app.inject({ method: 'POST', url: BASE, headers: person.headers, payload: { code: codeAt(setup.secret) } });
    assert.equal(on.statusCode, 200, on.body);
    const codes = json(on).recovery_codes as string[];
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    for (const code of codes) assert.match(code, /^[a-z2-9]{5}-[a-z2-9]{5}$/);
    assert.deepEqual(await status(person), { enabled: true, required: false, recovery_codes_left: 10 });
    // On: a second setup or enabling is refused; the secret is stored encrypted, never as given.
    assert.equal((await t.app.inject({ method: 'POST', url: `${BASE}/setup`, headers: person.headers })).statusCode, 409);
    const stored = await t.app.db.selectFrom('two_factor').selectAll().where('user_id', '=', person.id).executeTakeFirstOrThrow();
    assert.ok(stored.secret && !stored.secret.includes(setup.secret));
    const hashes = await t.app.db.selectFrom('two_factor_recovery_codes').select('code_hash').where('user_id', '=', person.id).execute();
    assert.ok(hashes.every(({ code_hash }) => !codes.some((code) => code_hash.includes(code.replace('-', '')))));
  });

  it('refuses a malformed code before looking at it', async () => {
    const person = await createUser(t.app);
    await setUp(person);
    for (const code of ['12345', '1234567', 'abcdef', 42]) {
      const response = await t.app.inject({ method: 'POST', url: BASE, headers: person.headers, payload: { code } });
      assert.equal(response.statusCode, 422, `${String(code)}: ${response.body}`);
    }
  });

  it('signs in with a password and then a code: the token names a password session; the same code does not count twice', async () => {
    const { person, secret } = await enrolled();
    const ticket = await ticketOf(person);
    const response = await secondStep(ticket, codeAt(secret));
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(Object.keys(json(response)).sort(), ['access_token', 'token_type']);
    const me = await meWith(json(response).access_token);
    assert.equal(me.statusCode, 200);
    assert.equal(json(me).email, person.email);
    const sessions = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/sessions',
      headers: { authorization: `Bearer ${json(response).access_token}` },
    });
    assert.equal(json(sessions).data.find((s: { current: boolean }) => s.current).method, 'password');
    // The same code with a new ticket: already used in its step.
    assertDetail(await secondStep(await ticketOf(person), codeAt(secret)), 400, 'Incorrect code');
  });

  it('signs in with a recovery code, which then is gone', async () => {
    const { person, recoveryCodes } = await enrolled();
    const code = recoveryCodes[3]!;
    const response = await secondStep(await ticketOf(person), ` ${code.toUpperCase()} `);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((await status(person)).recovery_codes_left, 9);
    assertDetail(await secondStep(await ticketOf(person), code), 400, 'Incorrect code');
  });

  it('locks the second step after five wrong codes: the sixth, right, is refused with a 429 like the login limit', async () => {
    const { person, secret } = await enrolled();
    const ticket = await ticketOf(person);
    const wrong = codeAt(secret) === '123456' ? '654321' : '123456';
    for (let attempt = 1; attempt <= 5; attempt++) assertDetail(await secondStep(ticket, wrong), 400, 'Incorrect code');
    const locked = await secondStep(ticket, codeAt(secret));
    assertDetail(locked, 429, 'Too many login attempts, please try again later');
    assert.ok(Number(locked.headers['retry-after']) >= 1);
    // A new ticket does not unlock it: the lock is the person's.
    assert.equal((await secondStep(await ticketOf(person), codeAt(secret))).statusCode, 429);
  });

  it('refuses a forged, expired, or already used ticket', async () => {
    const { person, secret, recoveryCodes } = await enrolled();
    const invalid = 'The sign-in step has expired or is invalid: sign in with your password again';
    const ticket = await ticketOf(person);
    const [header, payload] = ticket.split('.');
    assertDetail(await secondStep(`${header}.${payload}.${'A'.repeat(43)}`, codeAt(secret)), 401, invalid);
    assertDetail(await secondStep('not-a-ticket', codeAt(secret)), 401, invalid);
    // Signed with the server's access-token key: not a ticket.
    const key = new TextEncoder().encode(t.config.secretKey);
    const forged = await new SignJWT({ type: 'second_factor', pwd: 'x', iat_ms: Date.now() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(person.id)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    assertDetail(await secondStep(forged, codeAt(secret)), 401, invalid);
    // Expired: issued six minutes ago.
    const realNow = Date.now;
    Date.now = () => realNow() - 6 * 60_000;
    let old: string;
    try {
      old = await ticketOf(person);
    } finally {
      Date.now = realNow;
    }
    assertDetail(await secondStep(old, recoveryCodes[0]!), 401, invalid);
    // Used once: the same ticket again is refused, even with another right code.
    assert.equal((await secondStep(ticket, recoveryCodes[1]!)).statusCode, 200);
    assertDetail(await secondStep(ticket, recoveryCodes[2]!), 401, invalid);
    assert.equal((await status(person)).recovery_codes_left, 9);
  });

  it('gives a person without a second factor the plain token, exactly as before', async () => {
    const person = await createUser(t.app);
    const response = await loginRequest(t.app, person.email, person.password);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(Object.keys(json(response)).sort(), ['access_token', 'token_type']);
    assert.equal(json(response).token_type, 'bearer');
  });

  it('renews the recovery codes for a right code: the old ones stop working', async () => {
    const { person, secret, recoveryCodes } = await enrolled();
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/recovery-codes`,
      headers: person.headers,
      payload: { code: codeAt(secret) },
    });
    assert.equal(response.statusCode, 200, response.body);
    const fresh = json(response).recovery_codes as string[];
    assert.equal(fresh.length, 10);
    assertDetail(await secondStep(await ticketOf(person), recoveryCodes[0]!), 400, 'Incorrect code');
    assert.equal((await secondStep(await ticketOf(person), fresh[0]!)).statusCode, 200);
  });

  it('turns off for the password (the password alone signs in again); a wrong password is refused', async () => {
    const { person } = await enrolled();
    const wrong = await t.app.inject({ method: 'DELETE', url: BASE, headers: person.headers, payload: { password: 'not-the-password' } });
    assertDetail(wrong, 400, 'Incorrect password');
    const off = await t.app.inject({ method: 'DELETE', url: BASE, headers: person.headers, payload: { password: person.password } });
    assert.equal(off.statusCode, 200, off.body);
    assert.deepEqual(await status(person), { enabled: false, required: false, recovery_codes_left: 0 });
    assert.equal((await loginRequest(t.app, person.email, person.password)).statusCode, 200);
  });

  it('requires it of the roles named (a required person still gets a token without one) and refuses to turn it off for them', async () => {
    const manager = await createUser(t.app, { roles: ['release_manager'] });
    const reviewer = await createUser(t.app, { roles: ['template_reviewer'] });
    const superuser = await createUser(t.app, { superuser: true });
    assert.equal((await status(manager)).required, true);
    assert.equal((await status(reviewer)).required, false);
    // The setting here names release_manager only.
    assert.equal((await status(superuser)).required, false);
    assert.equal((await loginRequest(t.app, manager.email, manager.password)).statusCode, 200);
    await enrolled(manager);
    const off = await t.app.inject({ method: 'DELETE', url: BASE, headers: manager.headers, payload: { password: manager.password } });
    assertDetail(off, 409, 'Your role requires two-step sign-in: it cannot be turned off');
    assert.equal((await status(manager)).enabled, true);
  });

  it('is required only of a session signed in with a password: not through single sign-on, nor with a passkey (turning it off stays refused)', async () => {
    const manager = await createUser(t.app, { roles: ['release_manager'] });
    const signedInWith = async (method: 'password' | 'sso' | 'passkey') => {
      const sessionId = await t.app.sessionsRepository.create({ userId: manager.id, method, userAgent: 'test', address: '127.0.0.1' });
      const headers = { authorization: `Bearer ${await t.app.tokens.createAccessToken(manager.id, Date.now(), sessionId)}` };
      return json(await t.app.inject({ method: 'GET', url: BASE, headers })) as { required: boolean };
    };
    assert.equal((await signedInWith('password')).required, true);
    assert.equal((await signedInWith('sso')).required, false);
    assert.equal((await signedInWith('passkey')).required, false);
    await enrolled(manager);
    const off = await t.app.inject({ method: 'DELETE', url: BASE, headers: manager.headers, payload: { password: manager.password } });
    assertDetail(off, 409, 'Your role requires two-step sign-in: it cannot be turned off');
  });

  it('audits turning it on, new recovery codes and turning it off', async () => {
    const { person, secret } = await enrolled();
    await t.app.inject({ method: 'POST', url: `${BASE}/recovery-codes`, headers: person.headers, payload: { code: codeAt(secret) } });
    await t.app.inject({ method: 'DELETE', url: BASE, headers: person.headers, payload: { password: person.password } });
    await t.app.auditLog.settled();
    const rows = await (t.app.db as unknown as Kysely<AuditDatabase>)
      .selectFrom('audit_log')
      .select('kind')
      .where('target', '=', `user:${person.email}`)
      .where('kind', 'like', 'two_factor.%')
      .orderBy('id')
      .execute();
    const kinds = rows.map((row) => row.kind);
    assert.deepEqual(kinds, ['two_factor.setup', 'two_factor.enabled', 'two_factor.recovery_codes', 'two_factor.disabled']);
  });
});

describe('two-factor: who must use one, by REQUIRE_TWO_FACTOR_ROLES', () => {
  it('by default requires it of superusers and release managers', async () => {
    const t = await buildTestApp();
    try {
      const headers = { authorization: `Bearer ${json(await loginRequest(t.app, ADMIN_EMAIL, ADMIN_PASSWORD)).access_token}` };
      const admin = await t.app.inject({ method: 'GET', url: BASE, headers });
      assert.equal(json(admin).required, true);
      const manager = await createUser(t.app, { roles: ['release_manager'] });
      const viewer = await createUser(t.app, { roles: ['viewer'] });
      assert.equal(json(await t.app.inject({ method: 'GET', url: BASE, headers: manager.headers })).required, true);
      assert.equal(json(await t.app.inject({ method: 'GET', url: BASE, headers: viewer.headers })).required, false);
    } finally {
      await t.close();
    }
  });

  it('empty: nobody', async () => {
    const t = await buildTestApp({ REQUIRE_TWO_FACTOR_ROLES: '' });
    try {
      const headers = { authorization: `Bearer ${json(await loginRequest(t.app, ADMIN_EMAIL, ADMIN_PASSWORD)).access_token}` };
      assert.equal(json(await t.app.inject({ method: 'GET', url: BASE, headers })).required, false);
    } finally {
      await t.close();
    }
  });

  it('refuses to start with a role it does not know', async () => {
    await assert.rejects(buildTestApp({ REQUIRE_TWO_FACTOR_ROLES: 'superuser,release_managr' }), /REQUIRE_TWO_FACTOR_ROLES/);
  });
});
