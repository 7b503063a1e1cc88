import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, createUser, type CreatedUser } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { listen, openStream } from '../changes/event-stream-client.js';

describe("users: a change of rights reaches the person's own streams", () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await buildTestApp();
    base = await listen(t.app);
  });
  after(() => t.close());

  const patch = async (user: CreatedUser, payload: object) => {
    const response = await t.app.inject({ method: 'PATCH', url: `/api/v1/users/${user.id}`, headers: await adminHeaders(t.app), payload });
    assert.equal(response.statusCode, 200, response.body);
  };

  it('a role added is announced to that person only, at once; a name change is not announced', async () => {
    const person = await createUser(t.app, { roles: ['viewer'] });
    const other = await createUser(t.app, { roles: ['viewer'] });
    const [mine, theirs] = await Promise.all([openStream(base, person.headers), openStream(base, other.headers)]);
    try {
      await Promise.all([mine.waitFor(/: connected/), theirs.waitFor(/: connected/)]);
      await patch(person, { full_name: 'Renamed' });
      await patch(person, { roles: ['viewer', 'template_publisher'] });
      const event = await mine.waitFor(/event: change\ndata: (\{"kind":"user"[^\n]*\})/);
      assert.deepEqual(JSON.parse(event[1]!), { kind: 'user', op: 'updated', id: person.id });
      assert.equal([...mine.text().matchAll(/"kind":"user"/g)].length, 1, 'the rename is not announced');
      // A marker change the other person hears shows their stream was live, yet heard nothing of this.
      await patch(other, { roles: ['task_operator'] });
      await theirs.waitFor(new RegExp(`"kind":"user","op":"updated","id":"${other.id}"`));
      assert.doesNotMatch(theirs.text(), new RegExp(person.id));
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('becoming a superuser, or losing one role, is announced too', async () => {
    const person = await createUser(t.app, { roles: ['viewer', 'task_operator'] });
    const stream = await openStream(base, person.headers);
    try {
      await stream.waitFor(/: connected/);
      await patch(person, { roles: ['viewer'] });
      await stream.waitFor(/"kind":"user"/);
      const from = stream.text().length;
      await patch(person, { is_superuser: true });
      await stream.waitFor(/"kind":"user"/, 2000, from);
    } finally {
      stream.close();
    }
  });
});
