import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TIMESTAMP_RE, adminHeaders, assertDetail, assertValidationError, json } from '../../helpers/api.js';
import { TASKS, createTask } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const FIELDS = [
  'create_task_params',
  'create_task_rsp',
  'created_at',
  'first_image',
  'is_read',
  'merged_image',
  'original_template_id',
  'platform',
  'platform_task_id',
  'query_task_rsp',
  'second_image',
  'task_id',
  'task_status',
  'template_id',
  'updated_at',
  'user_id',
  'video_url',
];

describe('video tasks: create, get, update, delete', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('POST records a task (pending by default) and answers it', async () => {
    const task = await createTask(t.app, {
      template_id: 12,
      original_template_id: 3,
      user_id: 1008611,
      platform: 'minimax',
      first_image: 'https://cdn.example.com/a.png',
      create_task_params: { prompt: 'p', duration: 6 },
      task_id: 999,
    });
    assert.deepEqual(Object.keys(task).sort(), FIELDS);
    assert.ok(Number.isInteger(task.task_id) && task.task_id !== 999);
    assert.equal(task.task_status, 1);
    assert.equal(task.is_read, false);
    assert.equal(task.template_id, 12);
    assert.equal(task.original_template_id, 3);
    assert.equal(task.user_id, 1008611);
    assert.equal(task.platform, 'minimax');
    assert.equal(task.platform_task_id, null);
    assert.deepEqual(task.create_task_params, { prompt: 'p', duration: 6 });
    assert.equal(task.create_task_rsp, null);
    assert.match(task.created_at, TIMESTAMP_RE);
    const done = await createTask(t.app, {
      task_status: 3,
      is_read: true,
      video_url: '/media/v.mp4',
      platform_task_id: 'abc',
      query_task_rsp: { ok: true },
    });
    assert.equal(done.task_status, 3);
    assert.equal(done.is_read, true);
    assert.equal(done.video_url, '/media/v.mp4');
    assert.deepEqual(done.query_task_rsp, { ok: true });
  });

  it('POST validates its body', async () => {
    const headers = await adminHeaders(t.app);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: `${TASKS}/`, headers, payload: { template_id: 1, user_id: 1, platform: 'keling', ...payload } });
    assertValidationError(
      await t.app.inject({ method: 'POST', url: `${TASKS}/`, headers, payload: {} }),
      ['body', 'template_id'],
      'missing',
    );
    assertValidationError(await post({ platform: 'runway' }), ['body', 'platform'], 'enum');
    assertValidationError(await post({ task_status: 5 }), ['body', 'task_status'], 'less_than_equal');
    assertValidationError(await post({ task_status: 0 }), ['body', 'task_status'], 'greater_than_equal');
    assertValidationError(await post({ user_id: -1 }), ['body', 'user_id'], 'greater_than_equal');
    assertValidationError(await post({ user_id: 'u1' }), ['body', 'user_id'], 'int_type');
    assertValidationError(await post({ template_id: 2 ** 31 }), ['body', 'template_id'], 'less_than_equal');
    assertValidationError(await post({ video_url: 'javascript:alert(1)' }), ['body', 'video_url'], 'url_parsing');
    assertValidationError(await post({ merged_image: 'data:image/png;base64,AA' }), ['body', 'merged_image'], 'url_parsing');
    assertValidationError(await post({ create_task_rsp: [] }), ['body', 'create_task_rsp']);
    assertValidationError(await post({ is_read: 'no' }), ['body', 'is_read'], 'bool_type');
  });

  it('GET /{id}: the task; 404 Video task not found; 422 for a bad id', async () => {
    const task = await createTask(t.app);
    const headers = await adminHeaders(t.app);
    const response = await t.app.inject({ method: 'GET', url: `${TASKS}/${task.task_id}`, headers });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(json(response), task);
    assertDetail(await t.app.inject({ method: 'GET', url: `${TASKS}/2147483000`, headers }), 404, 'Video task not found');
    assertValidationError(await t.app.inject({ method: 'GET', url: `${TASKS}/abc`, headers }), ['path', 'id'], 'int_parsing');
    assertValidationError(await t.app.inject({ method: 'GET', url: `${TASKS}/0`, headers }), ['path', 'id'], 'greater_than_equal');
    assertValidationError(await t.app.inject({ method: 'GET', url: `${TASKS}/99999999999`, headers }), ['path', 'id'], 'less_than_equal');
  });

  it('PUT /{id} changes task_status and is_read only', async () => {
    const task = await createTask(t.app);
    const headers = await adminHeaders(t.app);
    const put = (payload: object, id = task.task_id) => t.app.inject({ method: 'PUT', url: `${TASKS}/${id}`, headers, payload });
    const read = await put({ is_read: true });
    assert.equal(read.statusCode, 200, read.body);
    assert.equal(json(read).is_read, true);
    assert.equal(json(read).task_status, 1);
    const done = json(await put({ task_status: 3, platform: 'jimeng', video_url: 'https://x.example/v.mp4' }));
    assert.equal(done.task_status, 3);
    assert.equal(done.platform, 'keling');
    assert.equal(done.video_url, null);
    const both = json(await put({ task_status: 4, is_read: false }));
    assert.equal(both.task_status, 4);
    assert.equal(both.is_read, false);
    assertValidationError(await put({ task_status: 9 }), ['body', 'task_status'], 'less_than_equal');
    assertValidationError(await put({ is_read: 1 }), ['body', 'is_read'], 'bool_type');
    assertDetail(await put({ is_read: true }, 2147483000), 404, 'Video task not found');
  });

  it('DELETE /{id}', async () => {
    const task = await createTask(t.app);
    const headers = await adminHeaders(t.app);
    const response = await t.app.inject({ method: 'DELETE', url: `${TASKS}/${task.task_id}`, headers });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(json(response), { message: 'Video task deleted successfully' });
    assertDetail(await t.app.inject({ method: 'GET', url: `${TASKS}/${task.task_id}`, headers }), 404, 'Video task not found');
    assertDetail(await t.app.inject({ method: 'DELETE', url: `${TASKS}/${task.task_id}`, headers }), 404, 'Video task not found');
  });
});

describe('video tasks: list and stats', () => {
  let t: TestApp;
  const created: any[] = [];
  before(async () => {
    t = await buildTestApp();
    const specs = [
      { template_id: 10, original_template_id: null, user_id: 501, platform: 'keling', task_status: 1 },
      { template_id: 10, original_template_id: 2, user_id: 502, platform: 'jimeng', task_status: 2, platform_task_id: 'j-1' },
      { template_id: 11, original_template_id: 2, user_id: 501, platform: 'minimax', task_status: 3, is_read: true },
      { template_id: 12, original_template_id: null, user_id: 503, platform: 'keling', task_status: 3 },
      { template_id: 12, original_template_id: 5, user_id: 504, platform: 'keling', task_status: 4, is_read: true },
    ];
    for (const spec of specs) {
      created.push(await createTask(t.app, spec));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // The second task is touched last, so updated_at order differs from created_at order.
    await t.app.inject({
      method: 'PUT',
      url: `${TASKS}/${created[1].task_id}`,
      headers: await adminHeaders(t.app),
      payload: { is_read: false },
    });
  });
  after(() => t.close());

  const list = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `${TASKS}/${query ? `?${query}` : ''}`, headers: await adminHeaders(t.app) });
    assert.equal(response.statusCode, 200, response.body);
    return json<{ data: any[]; count: number }>(response);
  };
  const ids = (body: { data: any[] }) => body.data.map((task) => task.task_id);
  const id = (i: number) => created[i].task_id;

  it('defaults to created_at desc; sorts by created_at, updated_at or task_id either way', async () => {
    assert.deepEqual(ids(await list()), [id(4), id(3), id(2), id(1), id(0)]);
    assert.deepEqual(ids(await list('sort_by=created_at&sort_order=asc')), [id(0), id(1), id(2), id(3), id(4)]);
    assert.deepEqual(ids(await list('sort_by=task_id&sort_order=asc')), [id(0), id(1), id(2), id(3), id(4)]);
    assert.deepEqual(ids(await list('sort_by=task_id')), [id(4), id(3), id(2), id(1), id(0)]);
    assert.equal(ids(await list('sort_by=updated_at&sort_order=desc'))[0], id(1));
    assert.equal(ids(await list('sort_by=updated_at&sort_order=asc')).at(-1), id(1));
    const page = await list('skip=1&limit=2');
    assert.equal(page.count, 5);
    assert.deepEqual(ids(page), [id(3), id(2)]);
  });

  it('filters by every field exactly; empty values mean no filter', async () => {
    assert.deepEqual(ids(await list(`task_id=${id(2)}`)), [id(2)]);
    assert.deepEqual(ids(await list('template_id=10')), [id(1), id(0)]);
    assert.deepEqual(ids(await list('original_template_id=2')), [id(2), id(1)]);
    assert.deepEqual(ids(await list('user_id=501')), [id(2), id(0)]);
    assert.deepEqual(ids(await list('platform=keling')), [id(4), id(3), id(0)]);
    assert.deepEqual(ids(await list('task_status=3')), [id(3), id(2)]);
    const combined = await list('platform=keling&task_status=3&user_id=503');
    assert.deepEqual(ids(combined), [id(3)]);
    assert.equal(combined.count, 1);
    assert.equal((await list('task_id=&platform=&task_status=&user_id=')).count, 5);
    assert.equal((await list('template_id=999')).count, 0);
  });

  it('bad query values are a 422', async () => {
    const headers = await adminHeaders(t.app);
    const get = (query: string) => t.app.inject({ method: 'GET', url: `${TASKS}/?${query}`, headers });
    assertValidationError(await get('sort_by=user_id'), ['query', 'sort_by'], 'enum');
    assertValidationError(await get('sort_order=up'), ['query', 'sort_order'], 'enum');
    assertValidationError(await get('task_status=7'), ['query', 'task_status'], 'less_than_equal');
    assertValidationError(await get('platform=sora'), ['query', 'platform'], 'enum');
    assertValidationError(await get('user_id=x'), ['query', 'user_id'], 'int_parsing');
    assertValidationError(await get('limit=1001'), ['query', 'limit'], 'less_than_equal');
  });

  it('stats/summary counts by status, unread and platform', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${TASKS}/stats/summary`, headers: await adminHeaders(t.app) });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(json(response), {
      status_stats: { total: 5, pending: 1, running: 1, completed: 2, failed: 1, unread: 3 },
      platform_stats: { keling: 3, jimeng: 1, minimax: 1 },
    });
  });

  it("stats/summary under the list's filters counts what the list shows for each status", async () => {
    const headers = await adminHeaders(t.app);
    const summary = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `${TASKS}/stats/summary?${query}`, headers });
      assert.equal(response.statusCode, 200, response.body);
      return json<{ status_stats: Record<string, number>; platform_stats: Record<string, number> }>(response);
    };
    const names = { 1: 'pending', 2: 'running', 3: 'completed', 4: 'failed' } as const;
    for (const filter of [
      'platform=keling',
      'user_id=501',
      'template_id=10',
      `task_id=${id(2)}`,
      'platform=keling&user_id=503',
      'template_id=999',
    ]) {
      const stats = await summary(filter);
      assert.equal(stats.status_stats.total, (await list(filter)).count, filter);
      for (const [status, name] of Object.entries(names)) {
        assert.equal(stats.status_stats[name], (await list(`${filter}&task_status=${status}`)).count, `${filter}: ${name}`);
      }
      const unread = (await list(filter)).data.filter((task) => !task.is_read).length;
      assert.equal(stats.status_stats.unread, unread, `${filter}: unread`);
    }
    assert.deepEqual((await summary('platform=keling')).platform_stats, { keling: 3, jimeng: 0, minimax: 0 });
    assertValidationError(
      await t.app.inject({ method: 'GET', url: `${TASKS}/stats/summary?platform=sora`, headers }),
      ['query', 'platform'],
      'enum',
    );
  });

  it('stats of an empty table', async () => {
    const empty = await buildTestApp();
    try {
      const response = await empty.app.inject({ method: 'GET', url: `${TASKS}/stats/summary`, headers: await adminHeaders(empty.app) });
      assert.deepEqual(json(response), {
        status_stats: { total: 0, pending: 0, running: 0, completed: 0, failed: 0, unread: 0 },
        platform_stats: { keling: 0, jimeng: 0, minimax: 0 },
      });
    } finally {
      await empty.close();
    }
  });
});
