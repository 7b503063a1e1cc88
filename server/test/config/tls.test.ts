import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createTestCertificate, type TestCertificate } from '../helpers/tls-certificate.js';

describe('TLS_CERT_FILE and TLS_KEY_FILE', () => {
  let cwd: string;
  let certificate: TestCertificate;
  before(async () => {
    cwd = await mkdtemp(join(tmpdir(), 'server-config-tls-'));
    certificate = await createTestCertificate();
  });
  after(async () => {
    await rm(cwd, { recursive: true, force: true });
    await certificate.remove();
  });

  const load = (env: Record<string, string>) => loadConfig({ cwd, env: { SECRET_KEY: 'k'.repeat(40), ...env } });
  const refused = (env: Record<string, string>, message: string | RegExp) =>
    assert.throws(
      () => load(env),
      (error: Error) =>
        error instanceof ConfigError && (typeof message === 'string' ? error.message === message : message.test(error.message)),
    );

  it('neither set: plain HTTP', () => {
    assert.equal(load({}).tls, null);
  });

  it('both set: the certificate and key are read at start', () => {
    const { tls } = load(certificate.env);
    assert.ok(tls);
    assert.deepEqual(tls.cert, certificate.cert);
    assert.match(tls.key.toString(), /^-----BEGIN PRIVATE KEY-----/);
  });

  it('one alone is refused with one line naming both', () => {
    const message = 'TLS_CERT_FILE and TLS_KEY_FILE must be set together';
    refused({ TLS_CERT_FILE: certificate.certFile }, message);
    refused({ TLS_KEY_FILE: certificate.keyFile }, message);
  });

  it('a file that cannot be read is refused, naming the setting and the path', () => {
    const missing = join(cwd, 'missing.pem');
    refused({ TLS_CERT_FILE: missing, TLS_KEY_FILE: certificate.keyFile }, `TLS_CERT_FILE: cannot read "${missing}" (ENOENT)`);
    // A relative path is read from the server's folder, and named as resolved there.
    refused({ TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: 'tls' }, `TLS_KEY_FILE: cannot read "${join(cwd, 'tls')}" (ENOENT)`);
    refused({ TLS_CERT_FILE: cwd, TLS_KEY_FILE: certificate.keyFile }, /^TLS_CERT_FILE: cannot read ".+" \(EISDIR\)$/);
  });
});
