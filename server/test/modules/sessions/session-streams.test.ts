import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, createUser, json } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { EVENTS, OWN_EVENTS, listen, openStream, type OpenStream } from '../changes/event-stream-client.js';

/** Resolves true once the stream ends, false if it is still open after `timeoutMs`. */
const endsWithin = (stream: OpenStream, timeoutMs: number) =>
  Promise.race([stream.ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs))]);

describe("sessions: an ended session's change streams end within seconds", () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await buildTestApp();
    base = await listen(t.app);
    // Rechecked every second here (5 s in the product): the end shows within the test's patience.
    t.app.eventStreams.recheckMs = 1000;
  });
  after(() => t.close());

  for (const path of [EVENTS, OWN_EVENTS]) {
    it(`${path}: ending the session ends its stream, another session's stream stays`, async () => {
      const user = await createUser(t.app, { roles: ['task_operator'] });
      const other = await createUser(t.app, { roles: ['task_operator'] });
      const ending = await openStream(base, user.headers, path);
      const staying = await openStream(base, other.headers, path);
      assert.equal(ending.status, 200);
      assert.equal(staying.status, 200);
      try {
        const id = json(await t.app.inject({ method: 'GET', url: '/api/v1/users/me/sessions', headers: user.headers })).data[0].id;
        const admin = await adminHeaders(t.app);
        assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${user.id}/sessions`, headers: admin })).statusCode, 200);
        assert.equal(await endsWithin(ending, 4000), true, `stream of session ${id} still open`);
        assert.equal(await endsWithin(staying, 200), false);
        // Opening it again with the ended token is refused.
        const again = await openStream(base, user.headers, path);
        assert.equal(again.status, 403);
        again.close();
      } finally {
        ending.close();
        staying.close();
      }
    });
  }
});
