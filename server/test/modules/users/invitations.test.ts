import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  adminHeaders,
  assertDetail,
  assertRefused,
  assertValidationError,
  authHeaders,
  createUser,
  json,
  loginRequest,
  randomEmail,
} from '../../helpers/api.js';
import { ADMIN_EMAIL, buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { resetLink, startSmtpSink } from '../../helpers/smtp-sink.js';

/**
 * A subject with Chinese is sent as several RFC 2047 encoded words, which the test sink joins with
 * spaces; compared without white space.
 */
const sameSubject = (actual: string, expected: string) => assert.equal(actual.replace(/\s+/g, ''), expected.replace(/\s+/g, ''));

const HOST = 'https://admin.acme.test';

describe('users: adding a user by invitation', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;

  before(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      SMTP_TLS: 'false',
      EMAILS_FROM_EMAIL: 'noreply@acme.test',
      PROJECT_NAME: 'Acme Admin',
      FRONTEND_HOST: `${HOST}/`,
    });
  });
  after(async () => {
    await t.close();
    await sink.close();
  });

  const create = async (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/', headers: await adminHeaders(t.app), payload });
  const findUsers = async (email: string) =>
    json(await t.app.inject({ method: 'GET', url: `/api/v1/users/?q=${encodeURIComponent(email)}`, headers: await adminHeaders(t.app) }));

  it('creates the user active, mails a link that sets their password once, and they sign in with it', async () => {
    const email = randomEmail('invited');
    const response = await create({ email, invite: true, full_name: 'Invited Person', roles: ['viewer'] });
    assert.equal(response.statusCode, 200, response.body);
    const user = json(response);
    assert.deepEqual(
      { email: user.email, full_name: user.full_name, is_active: user.is_active, is_superuser: user.is_superuser, roles: user.roles },
      { email, full_name: 'Invited Person', is_active: true, is_superuser: false, roles: ['viewer'] },
    );
    assert.equal('invite' in user || 'password' in user || 'hashed_password' in user, false, response.body);

    const mail = await sink.waitFor((message) => message.to.includes(email));
    assert.equal(mail.from, 'noreply@acme.test');
    // Sent with no Accept-Language: the inviter's language is not known, so the mail is in both.
    sameSubject(mail.subject, `Acme Admin - Invitation for user ${email} / 账户邀请`);
    // Who invited them (the first superuser has no name: their e-mail), and what to do.
    assert.match(mail.text, new RegExp(`${ADMIN_EMAIL.replace('.', '\\.')} invited you to Acme Admin`));
    assert.match(mail.text, /Choose your password/);
    assert.match(mail.text, /valid for 48 hours/);
    assert.match(mail.text, /Your role: Viewer\./);
    assert.match(mail.text, /邀请你加入 Acme Admin/);
    assert.match(mail.text, /你的角色：只读。/);
    const { token, url } = resetLink(mail, HOST);
    // The link opens the password page as an invitation ("Set your password").
    assert.ok(mail.html.includes(`href="${url}&amp;invitation=1"`), mail.html);

    // Until then no password works, not even an empty-looking guess of the usual kind.
    assert.equal((await loginRequest(t.app, email, 'password-1234')).statusCode, 400);

    const set = await t.app.inject({ method: 'POST', url: '/api/v1/reset-password/', payload: { token, new_password: 'chosen-by-me-1' } });
    assert.equal(set.statusCode, 200, set.body);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: await authHeaders(t.app, email, 'chosen-by-me-1') });
    assert.equal(me.statusCode, 200, me.body);
    assert.deepEqual([json(me).email, json(me).roles, json(me).permissions], [email, ['viewer'], ['tasks.read', 'templates.read']]);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password/',
      payload: { token, new_password: 'someone-else-2' },
    });
    assertDetail(again, 400, 'Invalid token');
  });

  it('refuses a password and invite together, and neither, with a 422, creating nobody and mailing nobody', async () => {
    const both = randomEmail('both');
    assertValidationError(await create({ email: both, password: 'password-1234', invite: true }), ['body', 'invite'], 'value_error');
    const neither = randomEmail('neither');
    assertValidationError(await create({ email: neither }), ['body', 'password'], 'missing');
    const notInvited = randomEmail('not-invited');
    assertValidationError(await create({ email: notInvited, invite: false }), ['body', 'password'], 'missing');
    assertValidationError(await create({ email: randomEmail('typed'), invite: 'yes' }), ['body', 'invite'], 'bool_type');
    for (const email of [both, neither, notInvited]) assert.equal((await findUsers(email)).count, 0, email);

    // invite: false with a password is a plain create.
    const plain = randomEmail('plain');
    assert.equal((await create({ email: plain, password: 'password-1234', invite: false })).statusCode, 200);
    assert.equal((await loginRequest(t.app, plain, 'password-1234')).statusCode, 200);

    const marker = randomEmail('marker');
    assert.equal((await create({ email: marker, invite: true })).statusCode, 200);
    await sink.waitFor((message) => message.to.includes(marker));
    for (const email of [both, neither, notInvited, plain]) {
      assert.equal(
        sink.messages.some((message) => message.to.includes(email)),
        false,
        email,
      );
    }
  });

  it('an address already registered keeps the create answer, and nobody is mailed', async () => {
    const existing = await createUser(t.app);
    assertDetail(await create({ email: existing.email, invite: true }), 400, 'The user with this email already exists in the system.');
    const marker = randomEmail('marker');
    await create({ email: marker, invite: true });
    await sink.waitFor((message) => message.to.includes(marker));
    assert.equal(
      sink.messages.some((message) => message.to.includes(existing.email)),
      false,
    );
    assert.equal((await loginRequest(t.app, existing.email, existing.password)).statusCode, 200);
  });

  it('only a superuser invites', async () => {
    const user = await createUser(t.app);
    const email = randomEmail('uninvited');
    assertRefused(
      await t.app.inject({ method: 'POST', url: '/api/v1/users/', headers: user.headers, payload: { email, invite: true } }),
      'users.manage',
    );
    assert.equal((await findUsers(email)).count, 0);
  });

  it('documents invite in the OpenAPI document, password no longer required', async () => {
    const spec = json(await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' }));
    const body = spec.paths['/api/v1/users/'].post.requestBody.content['application/json'].schema;
    const schema = body.$ref ? spec.components.schemas[body.$ref.split('/').pop()] : body;
    assert.deepEqual(schema.required, ['email']);
    assert.equal(schema.properties.invite.type, 'boolean');
    assert.match(schema.properties.invite.description, /password/);
    assert.match(schema.description, /Exactly one of `password` and `"invite": true`/);
  });
});

describe('users: an invitation with no SMTP configured', () => {
  it('writes the mail, link included, to the log, as the recovery mail is', async () => {
    const logLines: string[] = [];
    const t = await buildTestApp({ FRONTEND_HOST: 'http://localhost:8000' }, { logLines });
    try {
      const email = randomEmail('logged');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/',
        headers: await adminHeaders(t.app),
        payload: { email, invite: true },
      });
      assert.equal(created.statusCode, 200, created.body);
      await t.app.close(); // waits for the background send
      const entry = logLines.map((line) => JSON.parse(line)).find((log) => log.mail?.to === email);
      assert.ok(entry, 'invitation not logged');
      assert.match(entry.mail.subject, /Invitation for user/);
      assert.match(entry.msg, /invited you/);
      assert.ok(/http:\/\/localhost:8000\/reset-password\?token=([\w.-]+)/.test(entry.msg), entry.msg);
    } finally {
      await t.close();
    }
  });
});

describe("users: the invitation in the inviter's language", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;

  before(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SMTP_TLS: 'false', PROJECT_NAME: 'Acme Admin' });
  });
  after(async () => {
    await t.close();
    await sink.close();
  });

  const invite = async (payload: object, acceptLanguage: string) => {
    const headers = { ...(await adminHeaders(t.app)), 'accept-language': acceptLanguage };
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/users/', headers, payload });
    assert.equal(response.statusCode, 200, response.body);
    return sink.waitFor((message) => message.to.includes((payload as { email: string }).email));
  };

  it('a Chinese inviter sends it in Chinese only, naming the product and the roles', async () => {
    const email = randomEmail('zh');
    const mail = await invite({ email, invite: true, roles: ['template_reviewer', 'task_operator'] }, 'zh-CN,zh;q=0.9,en;q=0.8');
    sameSubject(mail.subject, 'Acme Admin - 账户邀请');
    assert.match(mail.text, /邀请你加入 Acme Admin/);
    assert.match(mail.text, /你的角色：模板审核、任务运营。/);
    assert.match(mail.text, /设置密码: http:\/\/frontend\.test\/reset-password\?token=[\w.-]+&invitation=1/);
    assert.doesNotMatch(mail.text, /invited you/);
    assert.match(mail.html, /<html lang="zh-CN">/);
  });

  it('an English inviter sends it in English only; a superuser is named as one', async () => {
    const email = randomEmail('en');
    const mail = await invite({ email, invite: true, is_superuser: true }, 'en-GB,en;q=0.9');
    assert.equal(mail.subject, `Acme Admin - Invitation for user ${email}`);
    assert.match(mail.text, /Your role: Superuser\./);
    assert.match(mail.text, /Set your password: /);
    assert.doesNotMatch(mail.text, /邀请/);
  });

  it('weights decide, and a language neither English nor Chinese leaves both', async () => {
    const weighted = randomEmail('weighted');
    sameSubject((await invite({ email: weighted, invite: true }, 'en;q=0.5, zh;q=0.8')).subject, 'Acme Admin - 账户邀请');
    const other = randomEmail('other');
    const mail = await invite({ email: other, invite: true }, 'fr-FR');
    sameSubject(mail.subject, `Acme Admin - Invitation for user ${other} / 账户邀请`);
    assert.match(mail.text, /no back-office role yet/);
    assert.match(mail.text, /暂时还没有后台角色/);
  });
});
