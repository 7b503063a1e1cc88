import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import { adminHeaders, assertDetail, createUser, json, loginRequest, randomEmail } from '../../helpers/api.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import type { AuditDatabase } from '../../../src/modules/audit/audit.tables.js';
import { FLOW_COOKIE, flowCookie, flowFrom } from '../../../src/modules/oidc/oidc-flow-cookie.js';
import { createOidcRepository } from '../../../src/modules/oidc/oidc.repository.js';
import type { OidcDatabase } from '../../../src/modules/oidc/oidc.tables.js';
import { signInAtProvider, startTestProvider, type TestProvider } from './test-provider.js';

const CALLBACK = 'http://frontend.test/api/v1/login/oidc/callback';
const MAPPING = 'reviewers=template_reviewer;publishers=template_publisher;admins=superuser';

const ssoEnv = (provider: TestProvider, extra: Record<string, string> = {}) => ({
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: provider.clientId,
  OIDC_CLIENT_SECRET: provider.clientSecret,
  OIDC_DISPLAY_NAME: 'Acme SSO',
  OIDC_ROLE_CLAIM: 'groups',
  OIDC_ROLE_MAPPING: MAPPING,
  ...extra,
});

/** One browser's side of a sign-in through the app and the provider. */
interface Started {
  authorizationUrl: string;
  /** The browser's flow cookie, as its Cookie header sends it. */
  cookie: string;
}

async function start(t: TestApp): Promise<Started> {
  const started = await t.app.inject({ method: 'GET', url: '/api/v1/login/oidc' });
  assert.equal(started.statusCode, 302, started.body);
  const setCookie = String(started.headers['set-cookie']);
  assert.match(setCookie, /^sso_flow=[^;]+; Path=\/api\/v1\/login\/oidc; Max-Age=600; HttpOnly; SameSite=Lax$/);
  return { authorizationUrl: String(started.headers.location), cookie: setCookie.split(';')[0]! };
}

/** Where the callback sends the browser, with the sso_code cookie it set there (as a Cookie header sends it), if any. */
type Landed = URL & { codeCookie: string | undefined };

/** The login page address the callback sends the browser to, for the provider's answer `callback` and the browser's `cookie`. */
async function callback(t: TestApp, answer: URL, cookie: string | undefined): Promise<Landed> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/login/oidc/callback${answer.search}`,
    headers: cookie ? { cookie } : {},
  });
  assert.equal(response.statusCode, 302, response.body);
  assert.equal(response.headers['cache-control'], 'no-store');
  const location = new URL(String(response.headers.location));
  assert.equal(`${location.origin}${location.pathname}`, 'http://frontend.test/login');
  const setCookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const codeCookie = setCookies.find((header) => /^sso_code=[^;]/.test(header));
  if (location.searchParams.has('sso')) {
    assert.match(codeCookie ?? '', /^sso_code=[^;]+; Path=\/api\/v1\/login\/oidc\/token; Max-Age=60; HttpOnly; SameSite=Strict$/);
  }
  return Object.assign(location, { codeCookie: codeCookie?.split(';')[0] });
}

/** A whole sign-in as `account` at the provider: where the browser lands (/login?sso=… or ?sso_error=…). */
async function signIn(t: TestApp, account: string): Promise<Landed> {
  const started = await start(t);
  const answer = await signInAtProvider(started.authorizationUrl, account);
  assert.equal(`${answer.origin}${answer.pathname}`, CALLBACK);
  return callback(t, answer, started.cookie);
}

const exchange = (t: TestApp, code: string, cookie: string | undefined) =>
  t.app.inject({ method: 'POST', url: '/api/v1/login/oidc/token', payload: { code }, headers: cookie ? { cookie } : {} });

async function tokenOf(t: TestApp, landed: Landed): Promise<string> {
  const code = landed.searchParams.get('sso');
  assert.ok(code, `signed in, not ${landed.search}`);
  const exchanged = await exchange(t, code, landed.codeCookie);
  assert.equal(exchanged.statusCode, 200, exchanged.body);
  assert.equal(json(exchanged).token_type, 'bearer');
  return json(exchanged).access_token as string;
}

const me = async (t: TestApp, token: string) =>
  json(await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } }));

async function auditOf(t: TestApp, email: string) {
  await t.app.auditLog.settled();
  const rows = await (t.app.db as unknown as Kysely<AuditDatabase>)
    .selectFrom('audit_log')
    .select(['kind', 'actor', 'summary'])
    .where('target', '=', `user:${email}`)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ kind: row.kind, actor: row.actor, summary: JSON.parse(row.summary ?? 'null') as Record<string, unknown> }));
}

describe('single sign-on with an OpenID Connect provider', () => {
  let provider: TestProvider;
  let t: TestApp;
  before(async () => {
    provider = await startTestProvider(CALLBACK);
    t = await buildTestApp(ssoEnv(provider));
  });
  after(async () => {
    await t.close();
    await provider.close();
  });

  it('starts the code flow with PKCE (S256), state and nonce, the redirect URI on FRONTEND_HOST', async () => {
    const { authorizationUrl } = await start(t);
    const url = new URL(authorizationUrl);
    assert.equal(url.origin, provider.issuer);
    const query = url.searchParams;
    assert.equal(query.get('response_type'), 'code');
    assert.equal(query.get('client_id'), provider.clientId);
    assert.equal(query.get('redirect_uri'), CALLBACK);
    assert.equal(query.get('code_challenge_method'), 'S256');
    assert.match(query.get('code_challenge') ?? '', /^[A-Za-z0-9_-]{43}$/);
    assert.ok(query.get('state') && query.get('nonce'));
    assert.match(query.get('scope') ?? '', /\bopenid\b.*\bemail\b/);
  });

  it('a first sign-in creates the person with the mapped role, audited with source sso; the session is an SSO one', async () => {
    const email = randomEmail('Ann');
    provider.accounts.set('ann', { email, email_verified: true, name: 'Ann Example', groups: ['reviewers', 'unmapped'] });
    const token = await tokenOf(t, await signIn(t, 'ann'));
    const person = await me(t, token);
    assert.equal(person.email, email);
    assert.equal(person.full_name, 'Ann Example');
    assert.deepEqual(person.roles, ['template_reviewer']);
    assert.equal(person.is_superuser, false);
    const sessions = json(
      await t.app.inject({ method: 'GET', url: '/api/v1/users/me/sessions', headers: { authorization: `Bearer ${token}` } }),
    );
    const list = (Array.isArray(sessions) ? sessions : sessions.data) as { method: string }[];
    assert.deepEqual(
      list.map((session) => session.method),
      ['sso'],
    );
    const audit = await auditOf(t, email);
    assert.deepEqual(
      audit.map((entry) => [entry.kind, entry.actor, entry.summary.source]),
      [
        ['user.create', email, 'sso'],
        ['signin.sso', email, 'sso'],
      ],
    );
    assert.deepEqual(audit[0]!.summary.roles, ['template_reviewer']);
    // The client secret went as HTTP Basic, OAuth's default, which the discovery document allows.
    assert.equal(provider.tokenAuth.at(-1), 'basic');
    // The password nobody knows signs no one in.
    assert.equal((await loginRequest(t.app, email, 'a-guessed-password')).statusCode, 400);
  });

  it('roles follow the claim at every sign-in (the superuser flag too), each change audited with source sso', async () => {
    const email = randomEmail('bob');
    provider.accounts.set('bob', { email, email_verified: true, name: 'Bob', groups: ['reviewers'] });
    await tokenOf(t, await signIn(t, 'bob'));
    // A role the mapping never names is the users screen's: SSO leaves it.
    const row = await t.app.usersRepository.findByEmail(email);
    await t.app.usersRepository.update(row!.id, { roles: ['template_reviewer', 'task_operator'] });

    provider.accounts.set('bob', { email, email_verified: true, name: 'Bob', groups: ['publishers', 'admins'] });
    const person = await me(t, await tokenOf(t, await signIn(t, 'bob')));
    assert.deepEqual(person.roles, ['template_publisher', 'task_operator']);
    assert.equal(person.is_superuser, true);

    provider.accounts.set('bob', { email, email_verified: true, name: 'Bob', groups: [] });
    const demoted = await me(t, await tokenOf(t, await signIn(t, 'bob')));
    assert.deepEqual(demoted.roles, ['task_operator']);
    assert.equal(demoted.is_superuser, false);

    const changes = (await auditOf(t, email)).filter((entry) => entry.kind !== 'signin.sso' && entry.kind !== 'user.create');
    assert.deepEqual(changes, [
      { kind: 'user.update', actor: email, summary: { is_superuser: [false, true], source: 'sso' } },
      {
        kind: 'user.roles',
        actor: email,
        summary: {
          roles: [
            ['template_reviewer', 'task_operator'],
            ['template_publisher', 'task_operator'],
          ],
          source: 'sso',
        },
      },
      { kind: 'user.update', actor: email, summary: { is_superuser: [true, false], source: 'sso' } },
      { kind: 'user.roles', actor: email, summary: { roles: [['template_publisher', 'task_operator'], ['task_operator']], source: 'sso' } },
    ]);
  });

  it('matches an existing person by verified e-mail in any case, and later by the remembered subject', async () => {
    const existing = await createUser(t.app, { email: randomEmail('carol') });
    provider.accounts.set('carol', { email: existing.email.toUpperCase(), email_verified: true, groups: ['reviewers'] });
    assert.equal((await me(t, await tokenOf(t, await signIn(t, 'carol')))).id, existing.id);
    // The provider now says another address: the subject still names the same person.
    provider.accounts.set('carol', { email: randomEmail('carol-new'), email_verified: true, groups: ['reviewers'] });
    assert.equal((await me(t, await tokenOf(t, await signIn(t, 'carol')))).id, existing.id);
  });

  it('refuses an e-mail the provider does not vouch for, and creates no one', async () => {
    const email = randomEmail('dave');
    provider.accounts.set('dave', { email, email_verified: false, groups: ['reviewers'] });
    assert.equal((await signIn(t, 'dave')).search, '?sso_error=email');
    provider.accounts.set('dave', { groups: ['reviewers'] });
    assert.equal((await signIn(t, 'dave')).search, '?sso_error=email');
    assert.equal(await t.app.usersRepository.findByEmail(email), null);
  });

  it('refuses a deactivated person', async () => {
    const user = await createUser(t.app, { email: randomEmail('erin') });
    await t.app.usersRepository.update(user.id, { is_active: false });
    provider.accounts.set('erin', { email: user.email, email_verified: true });
    assert.equal((await signIn(t, 'erin')).search, '?sso_error=inactive');
  });

  it('refuses a tampered state, a missing flow cookie, and an answer replayed into another browser', async () => {
    provider.accounts.set('frank', { email: randomEmail('frank'), email_verified: true });
    const started = await start(t);
    const answer = await signInAtProvider(started.authorizationUrl, 'frank');
    const tampered = new URL(answer);
    tampered.searchParams.set('state', `${answer.searchParams.get('state')}x`);
    assert.equal((await callback(t, tampered, started.cookie)).search, '?sso_error=state');
    assert.equal((await callback(t, answer, undefined)).search, '?sso_error=state');
    const forged = `${FLOW_COOKIE}=${started.cookie.slice(FLOW_COOKIE.length + 1, -4)}AAAA`;
    assert.equal((await callback(t, answer, forged)).search, '?sso_error=state');
    const otherBrowser = await start(t);
    assert.equal((await callback(t, answer, otherBrowser.cookie)).search, '?sso_error=state');
    // The refusals spent nothing: the right browser still signs in with it.
    assert.ok((await callback(t, answer, started.cookie)).searchParams.get('sso'));
  });

  it("refuses an ID token issued for another sign-in's nonce", async () => {
    provider.accounts.set('gina', { email: randomEmail('gina'), email_verified: true });
    const started = await start(t);
    const answer = await signInAtProvider(started.authorizationUrl, 'gina');
    // The same state and PKCE verifier (so only the nonce differs), signed as the server would.
    const flow = flowFrom(started.cookie, t.config.secretKey)!;
    const otherNonce = flowCookie(t.config.secretKey, { ...flow, nonce: 'another-nonce-of-another-sign-in' }, false).split(';')[0]!;
    assert.equal((await callback(t, answer, otherNonce)).search, '?sso_error=nonce');
  });

  it("passes on the provider's refusal", async () => {
    const started = await start(t);
    const state = new URL(started.authorizationUrl).searchParams.get('state')!;
    const denied = new URL(`${CALLBACK}?error=access_denied&state=${state}`);
    assert.equal((await callback(t, denied, started.cookie)).search, '?sso_error=denied');
    const failed = new URL(`${CALLBACK}?error=server_error&state=${state}`);
    assert.equal((await callback(t, failed, started.cookie)).search, '?sso_error=provider');
  });

  it('a sign-in code works once and for a minute only', async () => {
    provider.accounts.set('hank', { email: randomEmail('hank'), email_verified: true });
    const landed = await signIn(t, 'hank');
    const code = landed.searchParams.get('sso')!;
    assert.equal((await exchange(t, code, landed.codeCookie)).statusCode, 200);
    assertDetail(await exchange(t, code, landed.codeCookie), 400, 'The sign-in code is invalid, used or expired: sign in again');
    assertDetail(await exchange(t, 'not-a-code', landed.codeCookie), 400, 'The sign-in code is invalid, used or expired: sign in again');
    assert.equal((await exchange(t, 'bad code!', landed.codeCookie)).statusCode, 422);

    const repo = createOidcRepository(t.app.db as unknown as Kysely<OidcDatabase>);
    const user = await t.app.usersRepository.findByEmail(provider.accounts.get('hank')!.email!);
    const late = await repo.issueCode(user!.id);
    assert.equal(await repo.redeemCode(late, Date.now() + 61_000), null);
    assert.equal(await repo.redeemCode(late), null, 'a late try used it up too');
  });

  it("a sign-in code works only in the browser that finished the sign-in (its sso_code cookie), and another's attempt leaves it unused", async () => {
    provider.accounts.set('ivan', { email: randomEmail('ivan'), email_verified: true });
    provider.accounts.set('judy', { email: randomEmail('judy'), email_verified: true });
    const ivan = await signIn(t, 'ivan');
    const judy = await signIn(t, 'judy');
    const code = ivan.searchParams.get('sso')!;
    const refused = 'The sign-in code is invalid, used or expired: sign in again';
    // Someone who read the address: no cookie, a forged one, or the cookie of their own sign-in.
    assertDetail(await exchange(t, code, undefined), 400, refused);
    assertDetail(await exchange(t, code, 'sso_code=forged.value'), 400, refused);
    assertDetail(await exchange(t, code, judy.codeCookie), 400, refused);
    // The browser that finished it still signs in with it, as Ivan.
    const token = await tokenOf(t, ivan);
    assert.equal((await me(t, token)).email, provider.accounts.get('ivan')!.email);
  });
  it('tells the screens its name; password sign-in stays on', async () => {
    const config = json(await t.app.inject({ method: 'GET', url: '/config.json' }));
    assert.deepEqual(config.singleSignOn, { name: 'Acme SSO' });
    assert.equal('passwordSignIn' in config, false);
  });
});

describe('OIDC_ONLY: password sign-in for the break-glass superuser alone', () => {
  let provider: TestProvider;
  let t: TestApp;
  before(async () => {
    provider = await startTestProvider(CALLBACK);
    t = await buildTestApp(ssoEnv(provider, { OIDC_ONLY: 'true' }));
  });
  after(async () => {
    await t.close();
    await provider.close();
  });

  it('refuses a password sign-in with a clear reason, and lets FIRST_SUPERUSER in', async () => {
    const user = await createUser(t.app, { email: randomEmail('ivy') }).catch(() => null);
    // createUser signs in with the password, which is refused: make the person directly.
    assert.equal(user, null);
    const row = await t.app.usersRepository.create({
      email: randomEmail('ivy'),
      hashed_password: await t.app.passwords.hash('password-1234'),
      full_name: null,
      is_active: true,
      is_superuser: true,
    });
    assertDetail(
      await loginRequest(t.app, row.email, 'password-1234'),
      403,
      'Password sign-in is off on this server: sign in with Acme SSO (only the break-glass administrator may use a password)',
    );
    // A wrong password is the usual answer: the rule tells nothing to whoever lacks the password.
    assert.equal((await loginRequest(t.app, row.email, 'wrong-password')).statusCode, 400);
    assert.equal((await loginRequest(t.app, ADMIN_EMAIL.toUpperCase(), ADMIN_PASSWORD)).statusCode, 200);
    assert.ok(await adminHeaders(t.app));
  });

  it('closes sign-up, and tells the screens to hide the password form', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/signup',
      payload: { email: randomEmail('joe'), password: 'password-1234' },
    });
    assert.equal(signup.statusCode, 403);
    const config = json(await t.app.inject({ method: 'GET', url: '/config.json' }));
    assert.deepEqual(config.singleSignOn, { name: 'Acme SSO' });
    assert.equal(config.passwordSignIn, false);
    assert.equal(config.openRegistration, false);
  });

  it('still signs people in through the provider', async () => {
    provider.accounts.set('kim', { email: randomEmail('kim'), email_verified: true, groups: ['reviewers'] });
    assert.deepEqual((await me(t, await tokenOf(t, await signIn(t, 'kim')))).roles, ['template_reviewer']);
  });
});

describe('without single sign-on', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('its calls send the browser back to /login saying so, and the screens hear nothing of it', async () => {
    const started = await t.app.inject({ method: 'GET', url: '/api/v1/login/oidc' });
    assert.equal(started.statusCode, 302);
    assert.equal(started.headers.location, 'http://frontend.test/login?sso_error=off');
    const config = json(await t.app.inject({ method: 'GET', url: '/config.json' }));
    assert.equal('singleSignOn' in config, false);
    assert.equal('passwordSignIn' in config, false);
  });
});

describe('a provider that takes the client secret only in the form body', () => {
  let provider: TestProvider;
  let t: TestApp;
  before(async () => {
    provider = await startTestProvider(CALLBACK, { tokenEndpointAuth: 'client_secret_post' });
    t = await buildTestApp(ssoEnv(provider));
  });
  after(async () => {
    await t.close();
    await provider.close();
  });

  it('gets the secret in the form (client_secret_post), the one method its discovery document lists', async () => {
    provider.accounts.set('lena', { email: randomEmail('lena'), email_verified: true, groups: ['reviewers'] });
    assert.deepEqual((await me(t, await tokenOf(t, await signIn(t, 'lena')))).roles, ['template_reviewer']);
    assert.deepEqual(provider.tokenAuth, ['post']);
  });
});
