import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertDetail, createUser, json, type CreatedUser } from '../../helpers/api.js';
import { createTask, createTemplate } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { EVENTS, OWN_EVENTS, listen, openStream } from './event-stream-client.js';

describe("GET /api/v1/users/me/events: one's own rights, for anyone signed in", () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await buildTestApp();
    base = await listen(t.app);
    t.app.eventStreams.recheckMs = 50;
  });
  after(() => t.close());

  const patchUser = async (user: CreatedUser, payload: object) => {
    const response = await t.app.inject({ method: 'PATCH', url: `/api/v1/users/${user.id}`, headers: await adminHeaders(t.app), payload });
    assert.equal(response.statusCode, 200, response.body);
  };

  it('401 without a token, 406 without Accept: text/event-stream', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: OWN_EVENTS, headers: { accept: 'text/event-stream' } });
    assertDetail(anonymous, 401, 'Not authenticated');
    const user = await createUser(t.app);
    const plain = await t.app.inject({ method: 'GET', url: OWN_EVENTS, headers: user.headers });
    assert.equal(plain.statusCode, 406);
    assert.match(json(plain).detail, /text\/event-stream/);
  });

  it("tells a person with no role that a role was given, and nothing of the screens' changes", async () => {
    const person = await createUser(t.app);
    const other = await createUser(t.app);
    // The back office's stream is not theirs; this one is.
    assert.equal((await openStream(base, person.headers)).status, 403);
    const stream = await openStream(base, person.headers, OWN_EVENTS);
    try {
      assert.equal(stream.status, 200);
      await stream.waitFor(/: connected/);
      await createTask(t.app);
      await createTemplate(t.app);
      await patchUser(other, { roles: ['viewer'] });
      // Several rechecks pass: having no read permission does not end this stream.
      await new Promise((resolve) => setTimeout(resolve, 4 * t.app.eventStreams.recheckMs));
      await patchUser(person, { roles: ['template_reviewer'] });
      await stream.waitFor(new RegExp(`"kind":"user","op":"updated","id":"${person.id}"`));
      t.app.changeFeed.publish({ kind: 'reset' });
      await stream.waitFor(/event: reset/);
      const kinds = [...stream.text().matchAll(/data: \{"kind":"(\w+)"/g)].map((match) => match[1]);
      assert.deepEqual(kinds, ['user', 'reset'], stream.text());
      // With the role given, the back office's stream opens for them too.
      const screens = await openStream(base, person.headers);
      assert.equal(screens.status, 200);
      screens.close();
    } finally {
      stream.close();
    }
  });

  it('ends when its person is deactivated, and counts toward their open-stream limit', async () => {
    const person = await createUser(t.app);
    const streams = [];
    try {
      for (let i = 0; i < t.app.eventStreams.limits.maxPerUser; i++) streams.push(await openStream(base, person.headers, OWN_EVENTS));
      assert.equal((await openStream(base, person.headers, OWN_EVENTS)).status, 429);
      await patchUser(person, { is_active: false });
      await Promise.all(streams.map((stream) => stream.ended));
      assert.equal(t.app.eventStreams.openBy(person.id), 0);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it("is refused on the back office's path to a person without its read permissions, as before", async () => {
    const person = await createUser(t.app, { roles: ['release_manager'] });
    const refused = await t.app.inject({ method: 'GET', url: EVENTS, headers: { ...person.headers, accept: 'text/event-stream' } });
    assert.equal(refused.statusCode, 403);
  });
});
