import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  adminHeaders,
  assertDetail,
  assertValidationError,
  createUser,
  json,
  TIMESTAMP_RE,
  UUID_RE,
  assertRefused,
} from '../../helpers/api.js';
import { ADMIN_EMAIL, buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { deployKeyActor, isDeployKeySecret } from '../../../src/modules/deploy-keys/deploy-keys.service.js';

const KEYS = '/api/v1/deploy-keys/';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('deploy keys', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers?: Record<string, string>) =>
    t.app.inject({ method, url, payload, headers: headers ?? (await adminHeaders(t.app)) });

  const create = async (body: object) => {
    const response = await call('POST', KEYS, body);
    assert.equal(response.statusCode, 201, response.body);
    return json(response);
  };

  it('creates a key: the secret is shown once, only its SHA-256 is stored', async () => {
    const before = Date.now();
    const created = await create({ module: 'remote-items', name: 'items CI', expires_in_days: 90, can_promote: true });
    assert.deepEqual(Object.keys(created).sort(), [
      'can_promote',
      'created_at',
      'created_by',
      'expires_at',
      'id',
      'key',
      'last_used_at',
      'module',
      'name',
    ]);
    assert.match(created.id, UUID_RE);
    assert.equal(created.module, 'remote-items');
    assert.equal(created.name, 'items CI');
    assert.equal(created.can_promote, true);
    assert.equal(created.created_by, ADMIN_EMAIL);
    assert.match(created.created_at, TIMESTAMP_RE);
    assert.equal(created.last_used_at, null);
    assert.match(created.key, /^dk_[A-Za-z0-9_-]{43}$/);
    assert.equal(Buffer.from(created.key.slice(3), 'base64url').length, 32);
    const expires = Date.parse(created.expires_at);
    assert.ok(Math.abs(expires - (before + 90 * DAY_MS)) < 5000, created.expires_at);

    const row = await t.app.db.selectFrom('deploy_keys').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    assert.equal(row.key_hash, createHash('sha256').update(created.key).digest('hex'));
    assert.ok(!JSON.stringify(row).includes(created.key.slice(3)), 'the secret is not stored');

    const listed = json(await call('GET', `${KEYS}?module=remote-items`)).data;
    const mine = listed.find((key: { id: string }) => key.id === created.id);
    const { key: _secret, ...shown } = created;
    assert.deepEqual(mine, { ...shown, revoked_at: null });
    assert.ok(!JSON.stringify(listed).includes(created.key.slice(3)), 'the secret is never listed');
    assert.ok(!JSON.stringify(listed).includes(row.key_hash), 'nor its hash');
  });

  it('defaults: never expires, cannot promote; null expiry also means never', async () => {
    const plain = await create({ module: 'remote-account', name: 'account CI' });
    assert.equal(plain.expires_at, null);
    assert.equal(plain.can_promote, false);
    assert.equal((await create({ module: 'remote-account', name: 'n', expires_in_days: null })).expires_at, null);
    const key = await t.app.deployKeys.authenticate(plain.key);
    assert.deepEqual(key, { id: plain.id, module: 'remote-account', name: 'account CI', canPromote: false });
  });

  it('refuses an unknown or retired module (404) and invalid bodies (422)', async () => {
    assertDetail(await call('POST', KEYS, { module: 'remote-nope', name: 'x' }), 404, 'Module not found');
    await t.app.frontendModules.register(
      { name: 'remote-gone', segment: 'gone', configKey: 'gone', displayName: { en: 'Gone', 'zh-CN': '无' } },
      'test',
    );
    await t.app.frontendModules.retire('remote-gone', 'test');
    assertDetail(await call('POST', KEYS, { module: 'remote-gone', name: 'x' }), 404, 'Module not found');
    for (const [body, loc] of [
      [{ module: 'remote-items', name: 'x', expires_in_days: 0 }, ['body', 'expires_in_days']],
      [{ module: 'remote-items', name: 'x', expires_in_days: 3651 }, ['body', 'expires_in_days']],
      [{ module: 'remote-items', name: 'x', expires_in_days: 1.5 }, ['body', 'expires_in_days']],
      [{ module: 'remote-items', name: '' }, ['body', 'name']],
      [{ module: 'remote-items' }, ['body', 'name']],
      [{ name: 'x' }, ['body', 'module']],
      [{ module: 'remote-items', name: 'x', can_promote: 'yes' }, ['body', 'can_promote']],
    ] as const) {
      assertValidationError(await call('POST', KEYS, body), [...loc]);
    }
    assert.equal((await t.app.deployKeys.list('remote-gone')).length, 0);
  });

  it('lists newest first, all modules or one, with revoked_at', async () => {
    const first = await create({ module: 'remote-templates', name: 'first' });
    const second = await create({ module: 'remote-templates', name: 'second' });
    const other = await create({ module: 'remote-video-tasks', name: 'other' });
    const templates = json(await call('GET', `${KEYS}?module=remote-templates`)).data;
    assert.deepEqual(
      templates.map((key: { id: string }) => key.id),
      [second.id, first.id],
    );
    const all = json(await call('GET', KEYS)).data.map((key: { id: string }) => key.id);
    assert.deepEqual(all.slice(0, 3), [other.id, second.id, first.id]);
    assert.deepEqual(json(await call('GET', `${KEYS}?module=`)).data.length, all.length);
    assert.deepEqual(json(await call('GET', `${KEYS}?module=remote-nope`)).data, []);
  });

  it('authenticates a good key, and records its use at most once a minute', async () => {
    const created = await create({ module: 'remote-items', name: 'usage', can_promote: true });
    const key = await t.app.deployKeys.authenticate(created.key);
    assert.deepEqual(key, { id: created.id, module: 'remote-items', name: 'usage', canPromote: true });
    const used = (await t.app.deployKeys.list('remote-items')).find((each) => each.id === created.id)!;
    assert.ok(used.lastUsedAt);
    const listed = json(await call('GET', `${KEYS}?module=remote-items`)).data.find((each: { id: string }) => each.id === created.id);
    assert.match(listed.last_used_at, TIMESTAMP_RE);

    // Within the minute: not written again.
    await t.app.deployKeys.authenticate(created.key);
    const again = (await t.app.deployKeys.list('remote-items')).find((each) => each.id === created.id)!;
    assert.equal(again.lastUsedAt, used.lastUsedAt);
    // Over a minute later: written again.
    const longAgo = new Date(Date.now() - 2 * 60_000).toISOString();
    await t.app.db.updateTable('deploy_keys').set({ last_used_at: longAgo }).where('id', '=', created.id).execute();
    await t.app.deployKeys.authenticate(created.key);
    const later = (await t.app.deployKeys.list('remote-items')).find((each) => each.id === created.id)!;
    assert.ok(later.lastUsedAt! > longAgo);
  });

  it('authenticate answers null for an unknown, malformed, revoked or expired key, or a retired module', async () => {
    const unknown = `dk_${Buffer.alloc(32, 7).toString('base64url')}`;
    assert.equal(await t.app.deployKeys.authenticate(unknown), null);
    for (const malformed of ['', 'dk_', 'dk_short', 'not-a-key', `dk_${'A'.repeat(44)}`]) {
      assert.equal(await t.app.deployKeys.authenticate(malformed), null, malformed);
    }

    const revoked = await create({ module: 'remote-items', name: 'to revoke' });
    assert.ok(await t.app.deployKeys.authenticate(revoked.key));
    const revokeAnswer = await call('DELETE', `${KEYS}${revoked.id}`);
    assert.equal(revokeAnswer.statusCode, 200);
    assert.deepEqual(json(revokeAnswer), { message: 'Deploy key revoked' });
    assert.equal(await t.app.deployKeys.authenticate(revoked.key), null);
    const listed = json(await call('GET', `${KEYS}?module=remote-items`)).data.find((key: { id: string }) => key.id === revoked.id);
    assert.match(listed.revoked_at, TIMESTAMP_RE);
    // Revoking again changes nothing; an unknown id is a 404.
    assert.equal((await call('DELETE', `${KEYS}${revoked.id}`)).statusCode, 200);
    const stillRevoked = (await t.app.deployKeys.list('remote-items')).find((key) => key.id === revoked.id)!;
    assert.equal(
      stillRevoked.revokedAt,
      (await t.app.db.selectFrom('deploy_keys').select('revoked_at').where('id', '=', revoked.id).executeTakeFirstOrThrow()).revoked_at,
    );
    assertDetail(await call('DELETE', `${KEYS}00000000-0000-4000-8000-000000000000`), 404, 'Deploy key not found');
    assertValidationError(await call('DELETE', `${KEYS}not-a-uuid`), ['path', 'id']);

    const expiring = await create({ module: 'remote-items', name: 'expiring', expires_in_days: 1 });
    assert.ok(await t.app.deployKeys.authenticate(expiring.key));
    await t.app.db
      .updateTable('deploy_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expiring.id)
      .execute();
    assert.equal(await t.app.deployKeys.authenticate(expiring.key), null);

    await t.app.frontendModules.register(
      { name: 'remote-short', segment: 'short', configKey: 'short', displayName: { en: 'S', 'zh-CN': 'S' } },
      'test',
    );
    const ofRetired = await create({ module: 'remote-short', name: 'short CI' });
    assert.ok(await t.app.deployKeys.authenticate(ofRetired.key));
    // Retired straight in the database (as another instance would): its keys no longer work even unrevoked.
    await t.app.db
      .updateTable('frontend_modules')
      .set({ retired_at: new Date().toISOString() })
      .where('name', '=', 'remote-short')
      .execute();
    assert.equal(await t.app.deployKeys.authenticate(ofRetired.key), null);
  });

  it('names a key as an actor, and tells deploy keys from other bearer tokens', () => {
    assert.equal(deployKeyActor({ id: 'abc', name: 'items CI' }), 'deploy key "items CI" (abc)');
    assert.equal(isDeployKeySecret('dk_anything'), true);
    assert.equal(isDeployKeySecret('eyJhbGciOiJIUzI1NiJ9.x.y'), false);
  });

  it('is for superusers only', async () => {
    const user = await createUser(t.app);
    const created = await create({ module: 'remote-items', name: 'guarded' });
    for (const [method, url, payload] of [
      ['POST', KEYS, { module: 'remote-items', name: 'x' }],
      ['GET', KEYS, undefined],
      ['DELETE', `${KEYS}${created.id}`, undefined],
    ] as const) {
      assertDetail(await call(method, url, payload, {}), 401, 'Not authenticated');
      assertRefused(await call(method, url, payload, user.headers), 'releases.manage');
      // A deploy key is no user's access token.
      assertDetail(await call(method, url, payload, { authorization: `Bearer ${created.key}` }), 403, 'Could not validate credentials');
    }
    assert.ok(await t.app.deployKeys.authenticate(created.key), 'still valid');
  });

  it('is in the OpenAPI document', async () => {
    const spec = json(await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' }));
    assert.equal(spec.paths['/api/v1/deploy-keys/'].post.operationId, 'deploy_keys-create_deploy_key');
    assert.equal(spec.paths['/api/v1/deploy-keys/'].get.operationId, 'deploy_keys-list_deploy_keys');
    assert.equal(spec.paths['/api/v1/deploy-keys/{id}'].delete.operationId, 'deploy_keys-revoke_deploy_key');
    const listed = spec.paths['/api/v1/deploy-keys/'].get.responses['200'].content['application/json'].schema;
    assert.ok(!JSON.stringify(listed).includes('key_hash'));
  });
});
