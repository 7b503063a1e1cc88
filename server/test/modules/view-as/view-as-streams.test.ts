import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { authHeaders, createUser } from '../../helpers/api.js';
import { createTask, createTemplate } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { listen, openStream } from '../changes/event-stream-client.js';

const kindsIn = (text: string) => [...text.matchAll(/data: \{"kind":"(\w+)"/g)].map((match) => match[1]).filter((kind) => kind !== 'reset');

describe("view-as: the change stream hears what the viewed role would, also after rechecks beside the superuser's own stream", () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await buildTestApp();
    base = await listen(t.app);
  });
  after(() => t.close());

  it('a stream opened while viewing as 模板审核 gets template changes only; the same superuser’s own stream gets both', async () => {
    const superuser = await createUser(t.app, { superuser: true });
    // A second session of the same superuser, not viewing.
    const own = await authHeaders(t.app, superuser.email, superuser.password);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/view-as',
      headers: superuser.headers,
      payload: { role: 'template_reviewer' },
    });
    assert.equal(started.statusCode, 200, started.body);

    const viewing = await openStream(base, superuser.headers);
    const mine = await openStream(base, own);
    try {
      await Promise.all([viewing.waitFor(/: connected/), mine.waitFor(/: connected/)]);
      // Rechecks read each again: the viewing one as the reviewer, the other as the superuser.
      await t.app.eventStreams.recheck();
      await t.app.eventStreams.recheck();
      const [fromViewing, fromMine] = [viewing.text().length, mine.text().length];
      await createTask(t.app);
      await createTemplate(t.app);
      t.app.changeFeed.publish({ kind: 'reset' });
      await Promise.all([viewing.waitFor(/event: reset/, 2000, fromViewing), mine.waitFor(/event: reset/, 2000, fromMine)]);
      assert.deepEqual(kindsIn(viewing.text().slice(fromViewing)), ['template']);
      assert.deepEqual(kindsIn(mine.text().slice(fromMine)), ['task', 'template']);

      // Ending the view ends the stream read through it at the next check; the other stays.
      assert.equal((await t.app.inject({ method: 'DELETE', url: '/api/v1/view-as', headers: superuser.headers })).statusCode, 204);
      await t.app.eventStreams.recheck();
      await viewing.ended;
      const stays = await Promise.race([mine.ended.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), 200))]);
      assert.equal(stays, true);
    } finally {
      viewing.close();
      mine.close();
    }
  });
});
