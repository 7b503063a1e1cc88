import assert from 'node:assert/strict';
import type { ClientHttp2Session } from 'node:http2';
import https from 'node:https';
import { describe, it } from 'node:test';
import { createStore, startServerProcess } from '../helpers/server-process.js';
import { createTestCertificate } from '../helpers/tls-certificate.js';
import { EVENTS } from '../modules/changes/event-stream-client.js';
import { connectH2, h2Request } from './h2-client.js';

/** An HTTP/1.1 request over TLS on a keep-alive connection, which stays open (idle) after the answer. */
function keepAliveGet(url: string, agent: https.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    https
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe('server process with TLS', () => {
  it('prints its https address; on SIGTERM answers new h2 sessions once, then exits within 3 s with sessions (one idle, one streaming) and an idle HTTP/1.1 connection open', async () => {
    const certificate = await createTestCertificate();
    const store = await createStore(null);
    const server = await startServerProcess(store, certificate.env);
    const idle = await connectH2(server.url, certificate.cert);
    const streaming = await connectH2(server.url, certificate.cert);
    const agent = new https.Agent({ keepAlive: true, ca: certificate.cert });
    try {
      const port = new URL(server.url).port;
      assert.match(server.output(), new RegExp(`\\n  App: +https://127\\.0\\.0\\.1:${port}\\n`));
      assert.match(server.output(), new RegExp(`\\n  API docs: +https://127\\.0\\.0\\.1:${port}/docs\\n`));

      assert.equal((await h2Request(idle, { ':path': '/api/v1/utils/health-check/' })).status, 200);
      assert.equal(await keepAliveGet(`${server.url}/api/v1/utils/health-check/`, agent), 200);
      const login = await h2Request(
        streaming,
        { ':method': 'POST', ':path': '/api/v1/login/access-token', 'content-type': 'application/x-www-form-urlencoded' },
        new URLSearchParams({ username: 'admin@example.com', password: 'changethis' }).toString(),
      );
      assert.equal(login.status, 200, login.body.toString());
      const { access_token: token } = JSON.parse(login.body.toString()) as { access_token: string };
      const stream = streaming.request({ ':path': EVENTS, accept: 'text/event-stream', authorization: `Bearer ${token}` });
      stream.on('error', () => {});
      let received = '';
      await new Promise<void>((resolve) =>
        stream.on('data', (chunk: Buffer) => {
          received += chunk.toString();
          if (received.includes(': connected')) resolve();
        }),
      );
      const streamEnded = new Promise<void>((resolve) => stream.once('close', () => resolve()));

      const started = Date.now();
      server.child.kill('SIGTERM');
      // While it drains, a session that comes is answered (readiness says draining), then sent GOAWAY.
      let drained: { session: ClientHttp2Session; goaway: Promise<void> } | null = null;
      for (let i = 0; i < 40 && !drained; i++) {
        const late = await connectH2(server.url, certificate.cert).catch(() => null);
        const goaway = late ? new Promise<void>((resolve) => late.once('goaway', () => resolve())) : null;
        const ready = late ? await h2Request(late, { ':path': '/api/v1/utils/ready/' }).catch(() => null) : null;
        if (late && goaway && ready?.status === 503) drained = { session: late, goaway };
        else late?.destroy();
      }
      assert.ok(drained, 'a session coming during the drain is answered');
      await drained.goaway;
      drained.session.destroy();
      assert.equal(await server.exited, 0, server.output());
      const took = Date.now() - started;
      await streamEnded;
      assert.ok(took < 3000, `exited ${took} ms after SIGTERM`);
      console.log(`# exited ${took} ms after SIGTERM with h2 sessions and an HTTP/1.1 connection open`);
    } finally {
      idle.destroy();
      streaming.destroy();
      agent.destroy();
      await server.stop();
      await store.remove();
      await certificate.remove();
    }
  });
});
