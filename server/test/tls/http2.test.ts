import assert from 'node:assert/strict';
import https from 'node:https';
import { mkdir, writeFile } from 'node:fs/promises';
import type { ClientHttp2Session } from 'node:http2';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { adminHeaders } from '../helpers/api.js';
import { TEMPLATES, createTask, createTemplate, multipart, pngImage } from '../helpers/backend.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { createTestCertificate, type TestCertificate } from '../helpers/tls-certificate.js';
import { EVENTS } from '../modules/changes/event-stream-client.js';
import { connectH2, h2Request } from './h2-client.js';

const MAIN_SCRIPT = 'main.1a2b3c4d.js';
/** Above 64 KB, so it is compressed as a stream, not in one call. */
const MAIN_JS = `console.log(${JSON.stringify('over one connection '.repeat(4000))});\n`;
const INDEX = `<!doctype html><html><head><script defer src="/${MAIN_SCRIPT}"></script></head><body><div id="root"></div></body></html>`;

describe('the server with TLS_CERT_FILE and TLS_KEY_FILE speaks HTTP/2 (and HTTP/1.1 to clients without h2)', () => {
  let certificate: TestCertificate;
  let t: TestApp;
  let base: string;
  let session: ClientHttp2Session;
  let admin: Record<string, string>;

  before(async () => {
    certificate = await createTestCertificate();
    t = await buildTestApp(certificate.env);
    for (const [path, content] of Object.entries({ 'shell/dist/index.html': INDEX, [`shell/dist/${MAIN_SCRIPT}`]: MAIN_JS })) {
      await mkdir(dirname(join(t.config.webRoot, path)), { recursive: true });
      await writeFile(join(t.config.webRoot, path), content);
    }
    admin = await adminHeaders(t.app);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    session = await connectH2(base, certificate.cert);
  });
  after(async () => {
    session?.close();
    await t?.close();
    await certificate?.remove();
  });

  it('answers the health check and a signed-in API call over h2', async () => {
    assert.match(base, /^https:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(session.alpnProtocol, 'h2');
    const health = await h2Request(session, { ':path': '/api/v1/utils/health-check/' });
    assert.equal(health.status, 200);
    assert.equal(health.body.toString(), 'true');
    const me = await h2Request(session, { ':path': '/api/v1/users/me', ...admin });
    assert.equal(me.status, 200, me.body.toString());
    assert.equal(JSON.parse(me.body.toString()).email, 'admin@example.com');
  });

  it('still answers HTTP/1.1 over TLS on the same port', async () => {
    const answer = await new Promise<{ status: number; version: string; body: string }>((resolve, reject) => {
      const request = https.get(`${base}/api/v1/utils/health-check/`, { ca: certificate.cert, agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, version: response.httpVersion, body }));
      });
      request.on('error', reject);
    });
    assert.deepEqual(answer, { status: 200, version: '1.1', body: 'true' });
  });

  it('serves /login with its per-browser headers, and the script it names compressed with brotli', async () => {
    const page = await h2Request(session, { ':path': '/login', 'accept-encoding': 'identity' });
    assert.equal(page.status, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.equal(page.headers['cache-control'], 'private, no-cache');
    assert.equal(page.headers.vary, 'Cookie');
    assert.match(String(page.headers['strict-transport-security']), /max-age=/);
    const cookies = page.headers['set-cookie'] ?? [];
    // Over TLS the browser's cookie is Secure.
    assert.ok(
      cookies.some((cookie) => /^fe_browser=[^;]+;.*; HttpOnly; SameSite=Lax; Secure$/.test(cookie)),
      cookies.join('\n'),
    );
    const script = new RegExp(`src="/(${MAIN_SCRIPT.replace(/\./g, '\\.')})"`).exec(page.body.toString())?.[1];
    assert.equal(script, MAIN_SCRIPT);

    const js = await h2Request(session, { ':path': `/${script}`, 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(js.status, 200);
    assert.equal(js.headers['content-encoding'], 'br');
    assert.equal(js.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(brotliDecompressSync(js.body).toString(), MAIN_JS);
  });

  it('delivers a change on the event stream over h2', async () => {
    const stream = session.request({ ':path': EVENTS, accept: 'text/event-stream', ...admin });
    try {
      const headers = await new Promise<Record<string, unknown>>((resolve) => stream.once('response', resolve));
      assert.equal(headers[':status'], 200);
      assert.match(String(headers['content-type']), /^text\/event-stream/);
      // One listener for the stream's whole life: a stream left without one keeps flowing and drops
      // what arrives meanwhile (the change can come while the task is still being created).
      let received = '';
      const waiting = new Set<() => void>();
      stream.on('data', (chunk: Buffer) => {
        received += chunk.toString();
        for (const check of waiting) check();
      });
      const heard = (pattern: RegExp) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => {
            waiting.delete(check);
            reject(new Error(`no ${pattern}; received:\n${received}`));
          }, 2000);
          const check = () => {
            if (!pattern.test(received)) return;
            clearTimeout(timer);
            waiting.delete(check);
            resolve();
          };
          waiting.add(check);
          check();
        });
      await heard(/: connected\n\n/);
      const task = await createTask(t.app);
      await heard(new RegExp(`event: change\\ndata: \\{"kind":"task","op":"created","id":${task.task_id}[,}]`));
    } finally {
      stream.close();
    }
  });

  it('takes an upload and sends the stored file back, whole and as a byte range', async () => {
    const template = await createTemplate(t.app, { template_platform: 'jimeng', template_prompt: 'h2' });
    const image = pngImage(16, 16);
    const form = multipart({ template_id: String(template.template_id), reference_image_index: '1' }, [
      { name: 'reference_image', filename: 'a.png', contentType: 'image/png', data: image },
    ]);
    const upload = await h2Request(
      session,
      { ':method': 'POST', ':path': `${TEMPLATES}/generate-reference-video`, ...admin, ...form.headers },
      form.payload,
    );
    assert.equal(upload.status, 200, upload.body.toString());
    const url = JSON.parse(upload.body.toString()).reference_image_url as string;
    const whole = await h2Request(session, { ':path': url });
    assert.equal(whole.status, 200);
    assert.equal(whole.headers['content-type'], 'image/png');
    assert.deepEqual(whole.body, image);
    const part = await h2Request(session, { ':path': url, range: 'bytes=0-7' });
    assert.equal(part.status, 206);
    assert.deepEqual(part.body, image.subarray(0, 8));
  });
});
