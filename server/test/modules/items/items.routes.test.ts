import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  TIMESTAMP_RE,
  UUID_RE,
  adminHeaders,
  assertDetail,
  assertValidationError,
  createUser,
  json,
  type CreatedUser,
} from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

describe('items', () => {
  let t: TestApp;
  let alice: CreatedUser;
  let bob: CreatedUser;

  before(async () => {
    t = await buildTestApp();
    alice = await createUser(t.app);
    bob = await createUser(t.app);
  });
  after(() => t.close());

  const createItem = async (user: CreatedUser, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/items/', headers: user.headers, payload });
    assert.equal(response.statusCode, 200, response.body);
    return json(response);
  };

  it('POST /items/ creates an item owned by the caller', async () => {
    const item = await createItem(alice, { title: 'First', description: 'A thing', owner_id: bob.id, id: randomUUID() });
    assert.deepEqual(Object.keys(item).sort(), ['created_at', 'description', 'id', 'owner_id', 'title']);
    assert.equal(item.title, 'First');
    assert.equal(item.description, 'A thing');
    assert.equal(item.owner_id, alice.id);
    assert.match(item.id, UUID_RE);
    assert.match(item.created_at, TIMESTAMP_RE);
    const noDescription = await createItem(alice, { title: 'Bare' });
    assert.equal(noDescription.description, null);
  });

  it('POST /items/ validates title and description', async () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/items/', headers: alice.headers, payload });
    assertValidationError(await post({}), ['body', 'title'], 'missing');
    assertValidationError(await post({ title: '' }), ['body', 'title'], 'string_too_short');
    assertValidationError(await post({ title: 'x'.repeat(256) }), ['body', 'title'], 'string_too_long');
    assertValidationError(await post({ title: 7 }), ['body', 'title'], 'string_type');
    assertValidationError(await post({ title: null }), ['body', 'title'], 'string_type');
    assertValidationError(await post({ title: 'ok', description: 'd'.repeat(256) }), ['body', 'description'], 'string_too_long');
    assertValidationError(await post({ title: 'ok', description: ['list'] }), ['body', 'description'], 'string_type');
    assert.equal((await post({ title: 'x'.repeat(255), description: 'd'.repeat(255) })).statusCode, 200);
    assert.equal((await post({ title: 'ok', description: null })).statusCode, 200);
  });

  it('needs a signed-in user', async () => {
    assertDetail(await t.app.inject({ method: 'GET', url: '/api/v1/items/' }), 401, 'Not authenticated');
    assertDetail(await t.app.inject({ method: 'POST', url: '/api/v1/items/', payload: { title: 'x' } }), 401, 'Not authenticated');
    // Authentication is decided before validation: an anonymous caller learns nothing from a 422.
    assertDetail(await t.app.inject({ method: 'POST', url: '/api/v1/items/', payload: { title: '' } }), 401, 'Not authenticated');
    assertDetail(await t.app.inject({ method: 'GET', url: `/api/v1/items/${randomUUID()}` }), 401, 'Not authenticated');
  });

  it('GET /items/{id}: owner and superuser read it; others get 403; unknown 404; malformed 422', async () => {
    const item = await createItem(alice, { title: 'Private' });
    for (const headers of [alice.headers, await adminHeaders(t.app)]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/items/${item.id}`, headers });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(json(response), item);
    }
    assertDetail(
      await t.app.inject({ method: 'GET', url: `/api/v1/items/${item.id}`, headers: bob.headers }),
      403,
      'Not enough permissions',
    );
    assertDetail(
      await t.app.inject({ method: 'GET', url: `/api/v1/items/${randomUUID()}`, headers: alice.headers }),
      404,
      'Item not found',
    );
    assertValidationError(
      await t.app.inject({ method: 'GET', url: '/api/v1/items/42', headers: alice.headers }),
      ['path', 'id'],
      'uuid_parsing',
    );
    assertValidationError(
      await t.app.inject({ method: 'GET', url: `/api/v1/items/${item.id}x`, headers: alice.headers }),
      ['path', 'id'],
      'uuid_parsing',
    );
  });

  it('PUT /items/{id} updates what is sent; 403 for others; 404 unknown', async () => {
    const item = await createItem(alice, { title: 'Old', description: 'old text' });
    const put = (headers: Record<string, string>, payload: object, id = item.id) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/items/${id}`, headers, payload });
    const titled = await put(alice.headers, { title: 'New' });
    assert.equal(titled.statusCode, 200);
    assert.deepEqual(json(titled), { ...item, title: 'New' });
    const described = json(await put(alice.headers, { description: 'new text', owner_id: bob.id }));
    assert.deepEqual(described, { ...item, title: 'New', description: 'new text' });
    const cleared = json(await put(alice.headers, { description: null, title: null }));
    assert.deepEqual(cleared, { ...item, title: 'New', description: null });
    const byAdmin = await put(await adminHeaders(t.app), { title: 'By admin' });
    assert.equal(json(byAdmin).title, 'By admin');
    assert.equal(json(byAdmin).owner_id, alice.id);
    assertDetail(await put(bob.headers, { title: 'Hijack' }), 403, 'Not enough permissions');
    assertDetail(await put(alice.headers, { title: 'x' }, randomUUID()), 404, 'Item not found');
    assertValidationError(await put(alice.headers, { title: '' }), ['body', 'title'], 'string_too_short');
    assertValidationError(await put(alice.headers, { description: 'd'.repeat(256) }), ['body', 'description'], 'string_too_long');
    assertValidationError(await put(alice.headers, {}, 'nope'), ['path', 'id'], 'uuid_parsing');
  });

  it('DELETE /items/{id}: owner or superuser; 403 for others; 404 unknown', async () => {
    const mine = await createItem(alice, { title: 'Delete me' });
    const another = await createItem(alice, { title: 'Admin deletes me' });
    assertDetail(
      await t.app.inject({ method: 'DELETE', url: `/api/v1/items/${mine.id}`, headers: bob.headers }),
      403,
      'Not enough permissions',
    );
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/items/${mine.id}`, headers: alice.headers });
    assert.equal(deleted.statusCode, 200);
    assert.deepEqual(json(deleted), { message: 'Item deleted successfully' });
    assertDetail(await t.app.inject({ method: 'GET', url: `/api/v1/items/${mine.id}`, headers: alice.headers }), 404, 'Item not found');
    assertDetail(await t.app.inject({ method: 'DELETE', url: `/api/v1/items/${mine.id}`, headers: alice.headers }), 404, 'Item not found');
    const byAdmin = await t.app.inject({ method: 'DELETE', url: `/api/v1/items/${another.id}`, headers: await adminHeaders(t.app) });
    assert.equal(byAdmin.statusCode, 200);
    assertValidationError(await t.app.inject({ method: 'DELETE', url: '/api/v1/items/%00', headers: alice.headers }), ['path', 'id']);
  });
});

describe('items list', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('a user sees their own items newest first; a superuser sees everyone’s; count ignores paging', async () => {
    const alice = await createUser(t.app);
    const bob = await createUser(t.app);
    const titles: string[] = [];
    for (let i = 0; i < 5; i++) {
      const title = `alice-${i}`;
      titles.push(title);
      await t.app.inject({ method: 'POST', url: '/api/v1/items/', headers: alice.headers, payload: { title } });
    }
    await t.app.inject({ method: 'POST', url: '/api/v1/items/', headers: bob.headers, payload: { title: 'bob-0' } });

    const aliceList = json(await t.app.inject({ method: 'GET', url: '/api/v1/items/', headers: alice.headers }));
    assert.equal(aliceList.count, 5);
    assert.deepEqual(
      aliceList.data.map((item: { title: string }) => item.title),
      [...titles].reverse(),
    );

    const page = json(await t.app.inject({ method: 'GET', url: '/api/v1/items/?skip=1&limit=2', headers: alice.headers }));
    assert.equal(page.count, 5);
    assert.deepEqual(
      page.data.map((item: { title: string }) => item.title),
      ['alice-3', 'alice-2'],
    );

    const bobList = json(await t.app.inject({ method: 'GET', url: '/api/v1/items/', headers: bob.headers }));
    assert.deepEqual(
      bobList.data.map((item: { title: string }) => item.title),
      ['bob-0'],
    );
    assert.equal(bobList.count, 1);

    const all = json(await t.app.inject({ method: 'GET', url: '/api/v1/items/', headers: await adminHeaders(t.app) }));
    assert.equal(all.count, 6);
    assert.deepEqual(
      all.data.map((item: { title: string }) => item.title),
      ['bob-0', ...[...titles].reverse()],
    );

    const empty = await createUser(t.app);
    assert.deepEqual(json(await t.app.inject({ method: 'GET', url: '/api/v1/items/', headers: empty.headers })), { data: [], count: 0 });
  });

  it('validates skip and limit', async () => {
    const headers = await adminHeaders(t.app);
    const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/items/?${query}`, headers });
    assertValidationError(await get('skip=-5'), ['query', 'skip'], 'greater_than_equal');
    assertValidationError(await get('limit=0'), ['query', 'limit'], 'greater_than_equal');
    assertValidationError(await get('limit=5000'), ['query', 'limit'], 'less_than_equal');
    assertValidationError(await get('limit=ten'), ['query', 'limit'], 'int_parsing');
    assertValidationError(await get('limit=1.5'), ['query', 'limit'], 'int_parsing');
    assert.equal((await get('skip=0&limit=1')).statusCode, 200);
    assert.equal(json(await get('limit=1')).data.length, 1);
  });
});
