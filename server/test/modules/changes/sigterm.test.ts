import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createStore, startServerProcess } from '../../helpers/server-process.js';
import { openStream } from './event-stream-client.js';

describe('server process with an open event stream', () => {
  it('exits promptly on SIGTERM, ending the stream', async () => {
    const store = await createStore(null);
    const server = await startServerProcess(store);
    try {
      const login = await fetch(`${server.url}/api/v1/login/access-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'admin@example.com', password: 'changethis' }),
      });
      assert.equal(login.status, 200);
      const { access_token: token } = (await login.json()) as { access_token: string };
      const stream = await openStream(server.url, { authorization: `Bearer ${token}` });
      await stream.waitFor(/: connected/);

      const started = Date.now();
      server.child.kill('SIGTERM');
      assert.equal(await server.exited, 0, server.output());
      const took = Date.now() - started;
      await stream.ended;
      // The drain waits up to 2 s for connections still arriving; the open stream adds nothing.
      assert.ok(took < 4000, `exited ${took} ms after SIGTERM`);
      console.log(`# exited ${took} ms after SIGTERM with a stream open`);
    } finally {
      await server.stop();
      await store.remove();
    }
  });
});
