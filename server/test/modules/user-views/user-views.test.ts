import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  adminHeaders,
  assertDetail,
  assertValidationError,
  createUser,
  json,
  TIMESTAMP_RE,
  UUID_RE,
  type Headers,
} from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const VIEWS = '/api/v1/users/me/views/';

const STATE = {
  tab: 'pending',
  filters: { template_name: '可灵', platform: 'kling' },
  sort: { by: 'updated_at', order: 'desc' },
  columns: ['id', 'name', 'status', 'actions'],
  density: 'compact',
};

describe('saved views (/api/v1/users/me/views)', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
  const save = async (headers: Headers, body: object) => {
    const response = await call('POST', VIEWS, headers, { list: 'templates', name: 'Mine', state: STATE, ...body });
    assert.equal(response.statusCode, 201, response.body);
    return json(response);
  };
  const listed = async (headers: Headers, list?: string) => {
    const response = await call('GET', `${VIEWS}${list ? `?list=${list}` : ''}`, headers);
    assert.equal(response.statusCode, 200, response.body);
    return json<{ data: { id: string; name: string; is_default: boolean; read_only: boolean }[]; count: number }>(response);
  };

  it('saves a view and gives it back with its state, to its owner only', async () => {
    const ann = await createUser(t.app);
    const bob = await createUser(t.app);
    const view = await save(ann.headers, { name: '  可灵 pending  ' });
    assert.match(view.id, UUID_RE);
    assert.deepEqual(
      { ...view, id: undefined, created_at: undefined, updated_at: undefined },
      {
        id: undefined,
        list: 'templates',
        name: '可灵 pending',
        state: STATE,
        is_default: false,
        shared_with_role: null,
        owner_id: ann.id,
        read_only: false,
        created_at: undefined,
        updated_at: undefined,
      },
    );
    assert.match(view.created_at, TIMESTAMP_RE);
    assert.deepEqual((await listed(ann.headers)).data, [view]);
    assert.deepEqual(await listed(bob.headers), { data: [], count: 0 });
    // Another person's view is unknown to them: neither changed nor deleted, nor its existence told.
    assertDetail(await call('PUT', `${VIEWS}${view.id}`, bob.headers, { name: 'x' }), 404, 'View not found');
    assertDetail(await call('DELETE', `${VIEWS}${view.id}`, bob.headers), 404, 'View not found');
    assert.equal((await listed(ann.headers)).count, 1);
  });

  it('lists one list or every list; changes and deletes', async () => {
    const ann = await createUser(t.app);
    const users = await save(ann.headers, {
      list: 'users',
      name: 'B',
      state: { filters: {}, sort: null, columns: ['email'], density: 'comfortable' },
    });
    const audit = await save(ann.headers, {
      list: 'audit',
      name: 'A',
      state: { filters: { kind: 'user' }, sort: null, columns: [], density: 'compact' },
    });
    assert.deepEqual(
      (await listed(ann.headers, 'users')).data.map((view) => view.id),
      [users.id],
    );
    assert.deepEqual(new Set((await listed(ann.headers)).data.map((view) => view.id)), new Set([users.id, audit.id]));

    const changed = await call('PUT', `${VIEWS}${users.id}`, ann.headers, {
      name: 'Renamed',
      state: { ...users.state, density: 'compact' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(json(changed).name, 'Renamed');
    assert.equal(json(changed).state.density, 'compact');
    assert.deepEqual(json(changed).state.columns, ['email']);

    assert.deepEqual(json(await call('DELETE', `${VIEWS}${users.id}`, ann.headers)), { message: 'View deleted' });
    assert.deepEqual(
      (await listed(ann.headers)).data.map((view) => view.id),
      [audit.id],
    );
    assertDetail(await call('DELETE', `${VIEWS}${users.id}`, ann.headers), 404, 'View not found');
  });

  it('keeps one default per person and list', async () => {
    const ann = await createUser(t.app);
    const bob = await createUser(t.app);
    const first = await save(ann.headers, { name: 'First', is_default: true });
    const bobs = await save(bob.headers, { name: 'Bob', is_default: true });
    const tasks = await save(ann.headers, { list: 'tasks', name: 'Tasks', is_default: true });
    const second = await save(ann.headers, { name: 'Second', is_default: true });
    const defaults = async (headers: Headers) =>
      (await listed(headers)).data
        .filter((view) => view.is_default)
        .map((view) => view.id)
        .sort();
    assert.deepEqual(await defaults(ann.headers), [second.id, tasks.id].sort());
    // Marking the first again takes the mark from the second; another person's default stays.
    assert.equal((await call('PUT', `${VIEWS}${first.id}`, ann.headers, { is_default: true })).statusCode, 200);
    assert.deepEqual(await defaults(ann.headers), [first.id, tasks.id].sort());
    assert.deepEqual(await defaults(bob.headers), [bobs.id]);
    assert.equal((await call('PUT', `${VIEWS}${first.id}`, ann.headers, { is_default: false })).statusCode, 200);
    assert.deepEqual(await defaults(ann.headers), [tasks.id]);
  });

  it('a superuser shares a view with a role: its holders see it read-only, others do not', async () => {
    const admin = await adminHeaders(t.app);
    const reviewer = await createUser(t.app, { roles: ['template_reviewer'] });
    const operator = await createUser(t.app, { roles: ['task_operator'] });
    const shared = await save(admin, { name: 'For reviewers', shared_with_role: 'template_reviewer' });
    assert.equal(shared.shared_with_role, 'template_reviewer');

    const seen = (await listed(reviewer.headers, 'templates')).data;
    assert.deepEqual(
      seen.map((view) => [view.id, view.read_only]),
      [[shared.id, true]],
    );
    assert.deepEqual((await listed(operator.headers)).data, []);
    // Read-only for the role's holders (they copy it instead); unknown to anyone else.
    assertDetail(
      await call('PUT', `${VIEWS}${shared.id}`, reviewer.headers, { name: 'x' }),
      403,
      'This view is shared with you and cannot be changed: save a copy of it instead',
    );
    assertDetail(
      await call('DELETE', `${VIEWS}${shared.id}`, reviewer.headers),
      403,
      'This view is shared with you and cannot be changed: save a copy of it instead',
    );
    assertDetail(await call('PUT', `${VIEWS}${shared.id}`, operator.headers, { name: 'x' }), 404, 'View not found');
    const copy = await save(reviewer.headers, { name: 'My copy', state: STATE });
    assert.equal(copy.read_only, false);

    // Unshared, it is its owner's alone again.
    assert.equal((await call('PUT', `${VIEWS}${shared.id}`, admin, { shared_with_role: null })).statusCode, 200);
    assert.deepEqual(
      (await listed(reviewer.headers)).data.map((view) => view.id),
      [copy.id],
    );
  });

  it('only a superuser may share, and only with a role that exists', async () => {
    const reviewer = await createUser(t.app, { roles: ['template_reviewer'] });
    const refused = await call('POST', VIEWS, reviewer.headers, {
      list: 'templates',
      name: 'x',
      state: STATE,
      shared_with_role: 'template_reviewer',
    });
    assertDetail(refused, 403, 'Only a superuser may share a view with a role');
    const own = await save(reviewer.headers, {});
    assertDetail(
      await call('PUT', `${VIEWS}${own.id}`, reviewer.headers, { shared_with_role: 'viewer' }),
      403,
      'Only a superuser may share a view with a role',
    );
    const admin = await adminHeaders(t.app);
    assertValidationError(await call('POST', VIEWS, admin, { list: 'templates', name: 'x', state: STATE, shared_with_role: 'overlord' }), [
      'body',
      'shared_with_role',
    ]);
    assert.equal((await listed(reviewer.headers)).count, 1, 'nothing saved by the refused calls');
  });

  it('validates the list, the name, the state and its size', async () => {
    const ann = await createUser(t.app);
    const post = (body: object) => call('POST', VIEWS, ann.headers, { list: 'templates', name: 'x', state: STATE, ...body });
    assertValidationError(await post({ list: 'items' }), ['body', 'list']);
    assertValidationError(await post({ name: '' }), ['body', 'name']);
    assertValidationError(await post({ name: '   ' }), ['body', 'name']);
    assertValidationError(await post({ name: 'x'.repeat(61) }), ['body', 'name']);
    assert.equal((await post({ name: '名'.repeat(60) })).statusCode, 201);
    assertValidationError(await post({ state: { ...STATE, density: 'tiny' } }), ['body', 'state', 'density']);
    assertValidationError(await post({ state: { ...STATE, extra: 1 } }), ['body', 'state']);
    assertValidationError(await post({ state: { ...STATE, columns: ['<script>'] } }), ['body', 'state', 'columns', 0]);
    assertValidationError(await post({ state: { ...STATE, sort: { by: 'id', order: 'sideways' } } }), ['body', 'state', 'sort']);
    const big = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`f${i}`, 'x'.repeat(400)]));
    assertValidationError(await post({ state: { ...STATE, filters: big } }), ['body', 'state']);
    assertValidationError(await post({ owner_id: ann.id }), ['body']);
    const view = await save(ann.headers, {});
    assertValidationError(await call('PUT', `${VIEWS}${view.id}`, ann.headers, { list: 'tasks' }), ['body']);
    assertValidationError(await call('PUT', `${VIEWS}not-a-uuid`, ann.headers, { name: 'x' }), ['path', 'id']);
    assert.equal((await t.app.inject({ method: 'GET', url: VIEWS })).statusCode, 401);
  });

  it('keeps at most 50 views per person and list', async () => {
    const ann = await createUser(t.app);
    const state = { filters: {}, sort: null, columns: [], density: 'comfortable' };
    for (let i = 0; i < 50; i += 1) await save(ann.headers, { list: 'audit', name: `v${i}`, state });
    assertDetail(
      await call('POST', VIEWS, ann.headers, { list: 'audit', name: 'one more', state }),
      422,
      'At most 50 views per list: delete one first',
    );
    await save(ann.headers, { list: 'users', name: 'another list', state });
  });

  it("a person's views go with them", async () => {
    const ann = await createUser(t.app);
    await save(ann.headers, {});
    const deleted = await call('DELETE', `/api/v1/users/${ann.id}`, await adminHeaders(t.app));
    assert.equal(deleted.statusCode, 200, deleted.body);
    const left = await t.app.db.selectFrom('user_views').select('id').where('owner_id', '=', ann.id).execute();
    assert.deepEqual(left, []);
  });
});
