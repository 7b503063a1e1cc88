import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertDetail, assertValidationError, createUser, json, assertRefused } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { startSmtpSink } from '../../helpers/smtp-sink.js';

describe('GET /api/v1/utils/health-check/', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('answers true to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/utils/health-check/' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, 'true');
    assert.match(String(response.headers['content-type']), /application\/json/);
    // Without the trailing slash too.
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/utils/health-check' })).body, 'true');
  });
});

describe('POST /api/v1/utils/test-email/', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  before(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SMTP_TLS: 'false', PROJECT_NAME: 'Acme' });
  });
  after(async () => {
    await t.close();
    await sink.close();
  });

  it('sends a test mail and answers 201', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/utils/test-email/?email_to=ops@example.com',
      headers: await adminHeaders(t.app),
    });
    assert.equal(response.statusCode, 201, response.body);
    assert.deepEqual(json(response), { message: 'Test email sent' });
    const mail = await sink.waitFor((message) => message.to.includes('ops@example.com'));
    assert.equal(mail.subject, 'Acme - Test email');
    assert.match(mail.text, /can send e-mail/);
    assert.match(mail.html, /<html/);
  });

  it('is for superusers, and validates email_to', async () => {
    const user = await createUser(t.app);
    assertRefused(
      await t.app.inject({ method: 'POST', url: '/api/v1/utils/test-email/?email_to=ops@example.com', headers: user.headers }),
      'users.manage',
    );
    assertDetail(
      await t.app.inject({ method: 'POST', url: '/api/v1/utils/test-email/?email_to=ops@example.com' }),
      401,
      'Not authenticated',
    );
    const headers = await adminHeaders(t.app);
    assertValidationError(
      await t.app.inject({ method: 'POST', url: '/api/v1/utils/test-email/', headers }),
      ['query', 'email_to'],
      'missing',
    );
    assertValidationError(
      await t.app.inject({ method: 'POST', url: '/api/v1/utils/test-email/?email_to=nope', headers }),
      ['query', 'email_to'],
      'value_error',
    );
  });
});

describe('POST /api/v1/utils/test-email/ without a reachable mail server', () => {
  it('answers 502 with a clear detail instead of a 500', async () => {
    const sink = await startSmtpSink();
    const port = sink.port;
    await sink.close();
    const t = await buildTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_TLS: 'false' });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/utils/test-email/?email_to=ops@example.com',
        headers: await adminHeaders(t.app),
      });
      assertDetail(response, 502, 'Could not send the email: the mail server did not accept it');
    } finally {
      await t.close();
    }
  });
});

describe('POST /api/v1/utils/test-email/ with no SMTP configured', () => {
  it('logs the mail and answers 201', async () => {
    const logLines: string[] = [];
    const t = await buildTestApp({ PROJECT_NAME: 'Acme' }, { logLines });
    try {
      assert.equal(t.app.mailer.delivers, false);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/utils/test-email/?email_to=ops@example.com',
        headers: await adminHeaders(t.app),
      });
      assert.equal(response.statusCode, 201);
      const entry = logLines.map((line) => JSON.parse(line)).find((log) => log.mail?.subject === 'Acme - Test email');
      assert.ok(entry, 'mail not logged');
      assert.equal(entry.mail.to, 'ops@example.com');
      assert.match(entry.msg, /can send e-mail/);
    } finally {
      await t.close();
    }
  });
});
