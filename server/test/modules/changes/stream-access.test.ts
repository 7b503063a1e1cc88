import assert from 'node:assert/strict';
import { get, type IncomingMessage } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, changeOwnPassword, createUser, json, type CreatedUser } from '../../helpers/api.js';
import { createTask, createTemplate } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { EVENTS, listen, openStream, type OpenStream } from './event-stream-client.js';

/** The kinds of change a stream carried (resets left out). */
const kindsIn = (text: string) => [...text.matchAll(/data: \{"kind":"(\w+)"/g)].map((match) => match[1]).filter((kind) => kind !== 'reset');

/** Waits until `condition` holds, failing after `timeoutMs`. */
async function until(condition: () => boolean, what: string, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) assert.fail(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Resolves true once the stream ends, false if it is still open after `timeoutMs`. */
const endsWithin = (stream: OpenStream, timeoutMs: number) =>
  Promise.race([stream.ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs))]);

describe('the event stream: what each person hears, and for how long', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await buildTestApp();
    base = await listen(t.app);
    // Read the people with streams open often, so a lost right shows within the test's patience.
    t.app.eventStreams.recheckMs = 50;
  });
  after(() => t.close());

  const patchUser = async (user: CreatedUser, payload: object) => {
    const response = await t.app.inject({ method: 'PATCH', url: `/api/v1/users/${user.id}`, headers: await adminOf(), payload });
    assert.equal(response.statusCode, 200, response.body);
  };
  const adminOf = () => adminHeaders(t.app);

  it('gives a template reviewer template changes only and a task operator task changes only', async () => {
    const reviewer = await createUser(t.app, { roles: ['template_reviewer'] });
    const operator = await createUser(t.app, { roles: ['task_operator'] });
    const viewer = await createUser(t.app, { roles: ['viewer'] });
    const streams = await Promise.all([reviewer, operator, viewer].map((user) => openStream(base, user.headers)));
    try {
      for (const stream of streams) assert.equal(stream.status, 200);
      await Promise.all(streams.map((stream) => stream.waitFor(/: connected/)));
      await createTask(t.app);
      await createTemplate(t.app);
      await createTask(t.app);
      // Every stream hears a reset, after everything published before it.
      t.app.changeFeed.publish({ kind: 'reset' });
      await Promise.all(streams.map((stream) => stream.waitFor(/event: reset/)));
      const [forReviewer, forOperator, forViewer] = streams.map((stream) => kindsIn(stream.text()));
      assert.deepEqual(forReviewer, ['template'], streams[0]!.text());
      assert.deepEqual(forOperator, ['task', 'task'], streams[1]!.text());
      assert.deepEqual(forViewer, ['task', 'template', 'task'], streams[2]!.text());
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('gives a resumed stream only the missed changes of the kinds its person may read', async () => {
    const reviewer = await createUser(t.app, { roles: ['template_reviewer'] });
    const first = await openStream(base, reviewer.headers);
    const [, lastId] = await first.waitFor(/id: (\S+)\n\n/);
    first.close();
    await first.ended;
    const template = await createTemplate(t.app);
    await createTask(t.app);
    const resumed = await openStream(base, { ...reviewer.headers, 'last-event-id': lastId! });
    try {
      await resumed.waitFor(new RegExp(`"kind":"template","op":"created","id":${template.template_id}`));
      t.app.changeFeed.publish({ kind: 'reset' });
      await resumed.waitFor(/event: reset/);
      assert.deepEqual(kindsIn(resumed.text()), ['template'], resumed.text());
    } finally {
      resumed.close();
    }
  });

  it('ends a stream within seconds once its person lost the roles that let them read', async () => {
    const viewer = await createUser(t.app, { roles: ['viewer'] });
    const stream = await openStream(base, viewer.headers);
    try {
      await stream.waitFor(/: connected/);
      await patchUser(viewer, { roles: ['release_manager'] });
      assert.ok(await endsWithin(stream, 2000), 'the stream is still open');
      assert.equal(t.app.eventStreams.openBy(viewer.id), 0);
      // Reconnecting is refused as any call would be.
      const again = await openStream(base, viewer.headers);
      assert.equal(again.status, 403);
    } finally {
      stream.close();
    }
  });

  it('narrows a stream whose person keeps one read permission and lost the other', async () => {
    const viewer = await createUser(t.app, { roles: ['viewer'] });
    const stream = await openStream(base, viewer.headers);
    try {
      await stream.waitFor(/: connected/);
      await patchUser(viewer, { roles: ['template_reviewer'] });
      // Two checks later the new roles are in force (a check may have been under way already).
      const checked = Date.now();
      await until(() => Date.now() - checked > 3 * t.app.eventStreams.recheckMs, 'checks');
      await t.app.eventStreams.recheck();
      const from = stream.text().length;
      await createTask(t.app);
      await createTemplate(t.app);
      t.app.changeFeed.publish({ kind: 'reset' });
      await stream.waitFor(/event: reset/, 2000, from);
      assert.deepEqual(kindsIn(stream.text().slice(from)), ['template'], stream.text().slice(from));
      assert.equal(t.app.eventStreams.openBy(viewer.id), 1);
    } finally {
      stream.close();
    }
  });

  it('ends the streams of a person deactivated, deleted, or whose password changed', async () => {
    const deactivated = await createUser(t.app, { roles: ['viewer'] });
    const deleted = await createUser(t.app, { roles: ['viewer'] });
    const renewed = await createUser(t.app, { roles: ['viewer'] });
    const [a, b, c] = await Promise.all([deactivated, deleted, renewed].map((user) => openStream(base, user.headers)));
    try {
      await Promise.all([a, b, c].map((stream) => stream!.waitFor(/: connected/)));
      await patchUser(deactivated, { is_active: false });
      const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${deleted.id}`, headers: await adminOf() });
      assert.equal(removed.statusCode, 200, removed.body);
      await changeOwnPassword(t.app, renewed, 'another-password-5678');
      assert.deepEqual(await Promise.all([a, b, c].map((stream) => endsWithin(stream!, 2000))), [true, true, true]);
    } finally {
      for (const stream of [a, b, c]) stream!.close();
    }
  });
});

describe('the event stream: open-stream limits', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await buildTestApp({ EVENT_STREAMS_MAX_PER_USER: '2', EVENT_STREAMS_MAX: '3' });
    base = await listen(t.app);
  });
  after(() => t.close());

  const refused = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: EVENTS, headers: { ...headers, accept: 'text/event-stream' } });
    assert.equal(response.statusCode, 429, response.body);
    assert.equal(response.headers['retry-after'], '10');
    return json<{ detail: string }>(response).detail;
  };

  it('answers 429 beyond the per-person and the per-instance limit; a closed stream frees its place', async () => {
    const first = await createUser(t.app, { roles: ['viewer'] });
    const second = await createUser(t.app, { roles: ['task_operator'] });
    const open: OpenStream[] = [];
    try {
      for (let i = 0; i < 2; i++) open.push(await openStream(base, first.headers));
      assert.deepEqual(
        open.map((stream) => stream.status),
        [200, 200],
      );
      assert.equal(
        await refused(first.headers),
        'Too many open change streams for this user (at most 2): close one (another tab or window) and try again',
      );

      open.push(await openStream(base, second.headers));
      assert.equal(open[2]!.status, 200);
      assert.equal(await refused(second.headers), 'Too many open change streams on this server (at most 3): try again later');

      // The first person closes a tab: its place is free again at once, for anyone.
      open[0]!.close();
      await until(() => t.app.eventStreams.size === 2, 'the closed stream is forgotten');
      const replacement = await openStream(base, second.headers);
      open.push(replacement);
      assert.equal(replacement.status, 200);
      await replacement.waitFor(/: connected/);
      assert.equal(t.app.eventStreams.openBy(second.id), 2);
      assert.match(await refused(first.headers), /on this server/);
    } finally {
      for (const stream of open) stream.close();
    }
  });
});

describe('the event stream: a reader that falls behind', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await buildTestApp();
    base = await listen(t.app);
  });
  after(() => t.close());

  it('is cut once its stream holds more than its bound, which the stream never exceeds', async () => {
    const reader = await createUser(t.app, { roles: ['template_reviewer'] });
    const request = get(`${base}${EVENTS}`, { agent: false, headers: { ...reader.headers, accept: 'text/event-stream' } });
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      request.once('response', resolve);
      request.once('error', reject);
    });
    assert.equal(response.statusCode, 200);
    // The client stops reading: what the server sends piles up in the sockets, then in the stream.
    response.pause();
    response.socket.pause();
    const closed = new Promise<void>((resolve) => response.socket.once('close', () => resolve()));
    request.on('error', () => {});
    response.on('error', () => {});

    const streams = t.app.eventStreams;
    await until(() => streams.size === 1, 'the stream is open');
    // Events of about 4 KB, so the sockets' buffers fill after a few thousand.
    const padding = 'x'.repeat(4096);
    const bound = streams.maxQueuedBytes;
    let largest = 0;
    // Subscribed after the stream, so it measures right after each event was written to it.
    const unsubscribe = t.app.changeFeed.subscribe(() => (largest = Math.max(largest, streams.queuedBytes)));
    let sent = 0;
    // A few events at a time, as writes come: a reader that reads would keep up with them.
    while (streams.size === 1) {
      assert.ok(sent < 10_000, `the stream was not cut after ${sent} events`);
      for (let i = 0; i < 10; i++) t.app.changeFeed.publish({ kind: 'template', op: 'updated', id: sent++, template_status: padding });
      await new Promise((resolve) => setImmediate(resolve));
    }
    unsubscribe();
    console.log(`# cut after ${sent} events; the stream held at most ${largest} bytes (bound ${bound})`);
    // One event may be written past the bound before the check that cuts the stream.
    assert.ok(largest <= bound + 4096 + 200, `the stream held ${largest} bytes`);
    assert.equal(streams.queuedBytes, 0);
    // Its connection is closed too, so nothing stays queued for the reader in the server's socket.
    const connections = () =>
      new Promise<number>((resolve, reject) => t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
    const deadline = Date.now() + 2000;
    while ((await connections()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal(await connections(), 0);
    // The reader sees its connection end once it reads again (and would resume with Last-Event-ID).
    response.socket.resume();
    response.resume();
    await closed;
  });
});
