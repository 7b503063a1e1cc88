import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCertificate {
  certFile: string;
  keyFile: string;
  /** The certificate's PEM text, for clients to trust (`ca`). */
  cert: Buffer;
  /** The settings that make the server terminate TLS with it. */
  env: { TLS_CERT_FILE: string; TLS_KEY_FILE: string };
  remove(): Promise<void>;
}

/** Whom the certificate is for: the address the tests connect to. */
const SUBJECT = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];

/** A self-signed certificate for 127.0.0.1, valid one day, made with openssl into a temporary folder. */
export async function createTestCertificate(): Promise<TestCertificate> {
  const dir = await mkdtemp(join(tmpdir(), 'server-tls-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '1', ...SUBJECT],
    { stdio: 'ignore' },
  );
  return {
    certFile,
    keyFile,
    cert: await readFile(certFile),
    env: { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
