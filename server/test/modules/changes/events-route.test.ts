import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertDetail, createUser, json, assertRefused } from '../../helpers/api.js';
import { TASKS, TEMPLATES, createTask, createTemplate, postJson } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { EVENTS, listen, openStream } from './event-stream-client.js';

describe('GET /api/backend/video-tasks/events', () => {
  let t: TestApp;
  let base: string;
  let admin: Record<string, string>;
  before(async () => {
    t = await buildTestApp();
    admin = await adminHeaders(t.app);
    base = await listen(t.app);
  });
  after(() => t.close());

  it('401 without a token, 403 for a regular user, 406 without Accept: text/event-stream', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: EVENTS, headers: { accept: 'text/event-stream' } });
    assertDetail(anonymous, 401, 'Not authenticated');
    assert.equal(anonymous.headers['www-authenticate'], 'Bearer');
    const user = await createUser(t.app);
    assertRefused(
      await t.app.inject({ method: 'GET', url: EVENTS, headers: { ...user.headers, accept: 'text/event-stream' } }),
      'templates.read',
    );
    const plain = await t.app.inject({ method: 'GET', url: EVENTS, headers: admin });
    assert.equal(plain.statusCode, 406);
    assert.match(json(plain).detail, /text\/event-stream/);
  });

  it('streams uncompressed, with the usual security headers, a change to a task within a second', async () => {
    const stream = await openStream(base, { ...admin, 'accept-encoding': 'gzip, br' });
    try {
      assert.equal(stream.status, 200);
      assert.match(stream.headers['content-type'] ?? '', /^text\/event-stream/);
      assert.equal(stream.headers['content-encoding'], undefined);
      assert.equal(stream.headers['cache-control'], 'no-cache, no-transform');
      assert.ok(stream.headers['content-security-policy'], 'helmet headers');
      await stream.waitFor(/: connected\n\n/);

      const started = Date.now();
      const task = await createTask(t.app);
      const [created] = await stream.waitFor(
        new RegExp(`id: \\S+\\nevent: change\\ndata: (\\{"kind":"task","op":"created","id":${task.task_id}[^\\n]*)\\n\\n`),
        1000,
      );
      assert.ok(Date.now() - started < 1000);
      const event = JSON.parse(/data: (.*)/.exec(created)![1]!);
      assert.deepEqual(event, {
        kind: 'task',
        op: 'created',
        id: task.task_id,
        template_id: task.template_id,
        task_status: task.task_status,
      });

      const from = stream.text().length;
      const updated = await t.app.inject({ method: 'PUT', url: `${TASKS}/${task.task_id}`, headers: admin, payload: { task_status: 2 } });
      assert.equal(updated.statusCode, 200, updated.body);
      await stream.waitFor(new RegExp(`"op":"updated","id":${task.task_id},"template_id":\\d+,"task_status":2`), 1000, from);
      await t.app.inject({ method: 'DELETE', url: `${TASKS}/${task.task_id}`, headers: admin });
      await stream.waitFor(new RegExp(`"op":"deleted","id":${task.task_id}`), 1000, from);
    } finally {
      stream.close();
    }
  });

  it('tells of template writes once their transaction committed, and not of one that was refused', async () => {
    const stream = await openStream(base, admin);
    try {
      const template = await createTemplate(t.app);
      await stream.waitFor(new RegExp(`"kind":"template","op":"created","id":${template.template_id},"template_status":"[^"]+"`));
      const from = stream.text().length;
      // 已上架 needs every publish field: refused, the transaction rolls back, nothing is told.
      const refused = await postJson(t.app, `${TEMPLATES}/update`, { template_id: template.template_id, template_status: '已上架' });
      assert.notEqual(refused.statusCode, 200);
      const renamed = await postJson(t.app, `${TEMPLATES}/update`, { template_id: template.template_id, template_name: 'Renamed' });
      assert.equal(renamed.statusCode, 200, renamed.body);
      await stream.waitFor(new RegExp(`"kind":"template","op":"updated","id":${template.template_id}`), 1000, from);
      assert.equal(
        stream
          .text()
          .slice(from)
          .match(/"kind":"template"/g)?.length,
        1,
        stream.text().slice(from),
      );
    } finally {
      stream.close();
    }
  });

  it('sends a heartbeat comment while idle', async () => {
    t.app.eventStreams.heartbeatMs = 50;
    const stream = await openStream(base, admin);
    try {
      await stream.waitFor(/: heartbeat\n\n/, 1000);
    } finally {
      stream.close();
      t.app.eventStreams.heartbeatMs = 15_000;
    }
  });

  it('ends a stream after its maximum age, so the client reconnects and its token is checked again', async () => {
    t.app.eventStreams.maxAgeMs = 100;
    const stream = await openStream(base, admin);
    try {
      await stream.waitFor(/: connected/);
      await stream.ended;
    } finally {
      stream.close();
      t.app.eventStreams.maxAgeMs = 10 * 60_000;
    }
  });

  it('resumes after Last-Event-ID with what was missed; an id it cannot resume from gets a reset', async () => {
    const first = await openStream(base, admin);
    const [, lastId] = await first.waitFor(/id: (\S+)\n\n/);
    first.close();
    await first.ended;
    const task = await createTask(t.app);

    const resumed = await openStream(base, { ...admin, 'last-event-id': lastId! });
    try {
      await resumed.waitFor(new RegExp(`"op":"created","id":${task.task_id}`), 1000);
    } finally {
      resumed.close();
    }
    for (const unknown of ['00000000-5', 'not an id']) {
      const stale = await openStream(base, { ...admin, 'last-event-id': unknown });
      try {
        await stale.waitFor(/event: reset\ndata: \{"kind":"reset"\}\n\n/, 1000);
      } finally {
        stale.close();
      }
    }
  });

  it('forgets a closed stream', async () => {
    const stream = await openStream(base, admin);
    await stream.waitFor(/: connected/);
    const open = t.app.eventStreams.size;
    assert.ok(open >= 1);
    stream.close();
    await stream.ended;
    const deadline = Date.now() + 2000;
    while (t.app.eventStreams.size >= open && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal(t.app.eventStreams.size, open - 1);
  });
});

describe('shutdown with an open event stream', () => {
  it('ends the stream and app.close() does not wait for the client', async () => {
    const t = await buildTestApp();
    const base = await listen(t.app);
    const stream = await openStream(base, await adminHeaders(t.app));
    await stream.waitFor(/: connected/);
    const started = Date.now();
    await t.close();
    const took = Date.now() - started;
    await stream.ended;
    assert.ok(took < 1500, `app.close() took ${took} ms`);
  });
});

describe('the event stream from another origin', () => {
  it('may send Last-Event-ID (allowed in its preflight only)', async () => {
    const t = await buildTestApp({ CORS_ORIGINS: 'https://admin.example.com' });
    try {
      const preflight = (url: string) =>
        t.app.inject({
          method: 'OPTIONS',
          url,
          headers: {
            origin: 'https://admin.example.com',
            'access-control-request-method': 'GET',
            'access-control-request-headers': 'authorization,last-event-id',
          },
        });
      assert.equal((await preflight(EVENTS)).headers['access-control-allow-headers'], 'authorization, content-type, last-event-id');
      assert.equal((await preflight(`${TASKS}/`)).headers['access-control-allow-headers'], 'authorization, content-type');
    } finally {
      await t.close();
    }
  });
});
