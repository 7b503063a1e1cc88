import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../src/config.js';
import { publicAddress } from '../../src/config/public-address.js';
import { adminHeaders, randomEmail } from '../helpers/api.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { resetLink, startSmtpSink } from '../helpers/smtp-sink.js';
import { createTestCertificate, type TestCertificate } from '../helpers/tls-certificate.js';

describe('links follow the address the server serves when FRONTEND_HOST is unset', () => {
  let cwd: string;
  let certificate: TestCertificate;
  before(async () => {
    cwd = await mkdtemp(join(tmpdir(), 'public-address-'));
    certificate = await createTestCertificate();
  });
  after(async () => {
    await rm(cwd, { recursive: true, force: true });
    await certificate.remove();
  });
  const frontendHostOf = (env: Record<string, string>) => loadConfig({ cwd, env: { SECRET_KEY: 'k'.repeat(40), ...env } }).frontendHost;

  it('takes PORT, HOST and TLS; every interface is localhost; FRONTEND_HOST still wins', () => {
    assert.equal(frontendHostOf({}), 'http://localhost:8000');
    assert.equal(frontendHostOf({ PORT: '9123' }), 'http://localhost:9123');
    assert.equal(frontendHostOf({ PORT: '9123', HOST: '127.0.0.1' }), 'http://127.0.0.1:9123');
    assert.equal(frontendHostOf({ PORT: '9123', HOST: '::' }), 'http://localhost:9123');
    assert.equal(frontendHostOf({ PORT: '9443', ...certificate.env }), 'https://localhost:9443');
    assert.equal(frontendHostOf({ PORT: '9123', FRONTEND_HOST: 'https://admin.example.com/' }), 'https://admin.example.com');
  });

  it("brackets an IPv6 address and leaves out the scheme's own port", () => {
    assert.equal(publicAddress({ host: '::1', port: 8000, tls: false }), 'http://[::1]:8000');
    assert.equal(publicAddress({ host: 'admin.internal', port: 80, tls: false }), 'http://admin.internal');
    assert.equal(publicAddress({ host: '0.0.0.0', port: 443, tls: true }), 'https://localhost');
  });
});

describe('an invitation link with PORT set and FRONTEND_HOST unset', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  before(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({
      FRONTEND_HOST: undefined,
      PORT: '9123',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      SMTP_TLS: 'false',
    });
  });
  after(async () => {
    await t.close();
    await sink.close();
  });

  it('opens the server on that port, not localhost:8000', async () => {
    const email = randomEmail('invited');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/',
      headers: await adminHeaders(t.app),
      payload: { email, invite: true, roles: ['viewer'] },
    });
    assert.equal(response.statusCode, 200, response.body);
    const mail = await sink.waitFor((message) => message.to.includes(email));
    assert.match(resetLink(mail, 'http://localhost:9123').url, /^http:\/\/localhost:9123\/reset-password\?token=/);
  });
});
