import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createUser, json, loginRequest, randomEmail } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { resetLink, startSmtpSink } from '../../helpers/smtp-sink.js';

describe('password recovery through a real SMTP server', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;

  before(async () => {
    sink = await startSmtpSink({ user: 'mailer', pass: 'mail-secret' });
    t = await buildTestApp({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      SMTP_TLS: 'false',
      SMTP_USER: 'mailer',
      SMTP_PASSWORD: 'mail-secret',
      EMAILS_FROM_EMAIL: 'noreply@acme.test',
      EMAILS_FROM_NAME: 'Acme Admin',
      PROJECT_NAME: 'Acme Admin',
      FRONTEND_HOST: 'https://admin.acme.test/',
    });
  });
  after(async () => {
    await t.close();
    await sink.close();
  });

  it('mails a reset link that works once', async () => {
    const user = await createUser(t.app);
    const unknown = randomEmail('ghost');
    assert.equal((await t.app.inject({ method: 'POST', url: `/api/v1/password-recovery/${unknown}` })).statusCode, 200);
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/password-recovery/${user.email.toUpperCase()}` });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(json(response), { message: 'If that email is registered, we sent a password recovery link' });

    const mail = await sink.waitFor((message) => message.to.includes(user.email));
    assert.equal(mail.from, 'noreply@acme.test');
    assert.equal(mail.subject, `Acme Admin - Password recovery for user ${user.email}`);
    assert.match(mail.raw, /^From: "?Acme Admin"? <noreply@acme\.test>/m);
    assert.match(mail.raw, /multipart\/alternative/);
    // FRONTEND_HOST's trailing slash is dropped: no "//reset-password".
    const { token, url } = resetLink(mail, 'https://admin.acme.test');
    assert.ok(mail.html.includes(`href="${url.replace(/&/g, '&amp;')}"`), mail.html);
    assert.equal(
      sink.messages.some((message) => message.to.includes(unknown)),
      false,
    );

    const reset = await t.app.inject({ method: 'POST', url: '/api/v1/reset-password/', payload: { token, new_password: 'via-mail-123' } });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal((await loginRequest(t.app, user.email, 'via-mail-123')).statusCode, 200);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/reset-password/', payload: { token, new_password: 'via-mail-456' } });
    assert.deepEqual([again.statusCode, json(again)], [400, { detail: 'Invalid token' }]);
  });

  it('does not mail inactive accounts', async () => {
    const user = await createUser(t.app);
    const marker = await createUser(t.app);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      payload: 'username=admin%40example.com&password=changethis',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const headers = { authorization: `Bearer ${json(admin).access_token}` };
    await t.app.inject({ method: 'PATCH', url: `/api/v1/users/${user.id}`, headers, payload: { is_active: false } });
    await t.app.inject({ method: 'POST', url: `/api/v1/password-recovery/${user.email}` });
    await t.app.inject({ method: 'POST', url: `/api/v1/password-recovery/${marker.email}` });
    await sink.waitFor((message) => message.to.includes(marker.email));
    assert.equal(
      sink.messages.some((message) => message.to.includes(user.email)),
      false,
    );
  });
});

describe('password recovery when the mail server is down', () => {
  it('still answers 200 (the failure is logged, not shown)', async () => {
    const sink = await startSmtpSink();
    const port = sink.port;
    await sink.close();
    const t = await buildTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_TLS: 'false' });
    try {
      const user = await createUser(t.app);
      const response = await t.app.inject({ method: 'POST', url: `/api/v1/password-recovery/${user.email}` });
      assert.equal(response.statusCode, 200);
    } finally {
      await t.close();
    }
  });
});

describe('password recovery with no SMTP configured', () => {
  it('writes the mail, link included, to the log', async () => {
    const logLines: string[] = [];
    const t = await buildTestApp({ FRONTEND_HOST: 'http://localhost:8000' }, { logLines });
    try {
      const user = await createUser(t.app);
      assert.equal((await t.app.inject({ method: 'POST', url: `/api/v1/password-recovery/${user.email}` })).statusCode, 200);
      await t.app.close(); // waits for the background send
      const entry = logLines.map((line) => JSON.parse(line)).find((log) => log.mail?.to === user.email);
      assert.ok(entry, 'recovery mail not logged');
      assert.match(entry.mail.subject, /Password recovery for user/);
      const token = /http:\/\/localhost:8000\/reset-password\?token=([\w.-]+)/.exec(entry.msg)?.[1];
      assert.ok(token, entry.msg);
    } finally {
      await t.close();
    }
  });
});

describe('secrets stay out of the log', () => {
  it('in production, a mail that cannot be sent is logged without its text or link', async () => {
    const logLines: string[] = [];
    const t = await buildTestApp({ NODE_ENV: 'production', FIRST_SUPERUSER_PASSWORD: 'an-own-first-password' }, { logLines });
    try {
      const user = { email: randomEmail() };
      const signup = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/signup',
        payload: { email: user.email, password: 'password-1234' },
      });
      assert.equal(signup.statusCode, 200, signup.body);
      assert.equal((await t.app.inject({ method: 'POST', url: `/api/v1/password-recovery/${user.email}` })).statusCode, 200);
      await t.app.close();
      const entries = logLines.map((line) => JSON.parse(line));
      assert.ok(
        entries.some((entry) => entry.msg === 'mail not sent: no SMTP_HOST is configured'),
        'the failure to send is logged',
      );
      assert.ok(!logLines.some((line) => /reset-password\?token=|token=ey/.test(line)), 'no reset link in the log');
    } finally {
      await t.close();
    }
  });

  it('request log lines blank out tokens in URLs', async () => {
    const logLines: string[] = [];
    const t = await buildTestApp({}, { logLines });
    try {
      await t.app.inject({ method: 'GET', url: '/reset-password?token=eyJ.secret.part&next=1' });
      await t.app.inject({ method: 'GET', url: '/api/v1/users/me?access_token=another-secret' });
      const urls = logLines.map((line) => JSON.parse(line)).flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
      assert.ok(urls.includes('/reset-password?token=[redacted]&next=1'), urls.join('\n'));
      assert.ok(urls.includes('/api/v1/users/me?access_token=[redacted]'), urls.join('\n'));
      assert.ok(!logLines.some((line) => line.includes('secret')));
    } finally {
      await t.close();
    }
  });
});
