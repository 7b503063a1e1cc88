import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertDetail, json, type Headers } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { API_VERSION } from '../../../src/schemas/api-version.js';
import { archiveOf } from './fake-archives.js';
import { writeBuild } from './fake-builds.js';

/** Every spelling the query validator reads as true, and as false. */
const TRUE_FORMS = ['1', 'true', 'TRUE', 'True', 'yes', 'YES', 'on', 'On'];
const FALSE_FORMS = ['0', 'false', 'FALSE', 'no', 'off'];

describe('releases: the promote right, read from the validated query; the publish check', () => {
  let t: TestApp;
  let admin: Headers;
  let marker = 0;
  const keys: Record<string, string> = {};

  const archive = async (frontend = 'remote-items') =>
    archiveOf(await writeBuild(join(t.dataDir, 'builds', `${frontend}-${++marker}`), frontend, `p${marker}`));
  const publish = async (key: string, query: string, frontend = 'remote-items') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/releases/${frontend}${query}`,
      payload: await archive(frontend),
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/gzip' },
    });
  const check = (key: string, query = '', frontend = 'remote-items') =>
    t.app.inject({ method: 'POST', url: `/api/v1/releases/${frontend}/check${query}`, headers: { authorization: `Bearer ${key}` } });
  const createKey = async (module: string, extra: object = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/deploy-keys/',
      headers: admin,
      payload: { module, name: `${module} CI`, expires_in_days: 90, ...extra },
    });
    assert.equal(response.statusCode, 201, response.body);
    return (json(response) as { key: string }).key;
  };

  before(async () => {
    t = await buildTestApp({ RELEASE_PUBLISH_RATE_LIMIT_MAX: '1000' });
    admin = await adminHeaders(t.app);
    await t.app.releases.publish('shell', await writeBuild(join(t.dataDir, 'builds', 'shell'), 'shell', 's1'), {
      actor: 'test',
      promote: true,
    });
    keys.items = await createKey('remote-items');
    keys.itemsPromote = await createKey('remote-items', { can_promote: true });
  });
  after(() => t.close());

  it('refuses (403) every spelling of ?promote the validator takes for true to a key that may not promote, storing nothing', async () => {
    const before = await t.app.releases.releaseIds('remote-items');
    for (const value of TRUE_FORMS) {
      assertDetail(await publish(keys.items!, `?promote=${value}`), 403, 'This deploy key may not promote');
      assertDetail(await check(keys.items!, `?promote=${value}`), 403, 'This deploy key may not promote');
    }
    assert.deepEqual(await t.app.releases.releaseIds('remote-items'), before);
  });

  it('publishes without promoting for every spelling of false, and promotes for true with a key that may', async () => {
    for (const value of FALSE_FORMS) {
      const published = await publish(keys.items!, `?promote=${value}`);
      assert.equal(published.statusCode, 201, `${value}: ${published.body}`);
      assert.equal(json(published).promoted, false, value);
    }
    const promoted = await publish(keys.itemsPromote!, '?promote=yes');
    assert.equal(promoted.statusCode, 201, promoted.body);
    assert.equal(json(promoted).promoted, true);
  });

  it('answers a value that is not a boolean, or a repeated one, with the 422 list naming the parameter', async () => {
    for (const query of ['?promote=maybe', '?promote=1&promote=0', '?promote=true&promote=true']) {
      for (const response of [await publish(keys.itemsPromote!, query), await check(keys.itemsPromote!, query)]) {
        assert.equal(response.statusCode, 422, `${query}: ${response.body}`);
        const { detail } = json(response);
        assert.ok(Array.isArray(detail), `${query}: ${response.body}`);
        assert.deepEqual(detail[0].loc, ['query', 'promote'], query);
        assert.equal(typeof detail[0].msg, 'string');
        assert.equal(typeof detail[0].type, 'string');
      }
    }
    const maybe = json(await check(keys.itemsPromote!, '?promote=maybe'));
    assert.deepEqual(maybe.detail, [
      { loc: ['query', 'promote'], msg: 'Input should be a valid boolean, unable to interpret input', type: 'bool_parsing' },
    ]);
    const twice = json(await check(keys.itemsPromote!, '?promote=1&promote=0'));
    assert.deepEqual(twice.detail, [{ loc: ['query', 'promote'], msg: 'Value error, give this parameter once', type: 'value_error' }]);
  });

  it('answers the check with what the caller may do, refusing as a publish would, without counting as a publish', async () => {
    const limited = await buildTestApp({ RELEASE_PUBLISH_RATE_LIMIT_MAX: '1', RELEASE_UPLOAD_MAX_BYTES: '65536' });
    try {
      const limitedAdmin = await adminHeaders(limited.app);
      const keyOf = async (module: string, extra: object = {}) =>
        json(
          await limited.app.inject({
            method: 'POST',
            url: '/api/v1/deploy-keys/',
            headers: limitedAdmin,
            payload: { module, name: 'check', ...extra },
          }),
        ).key as string;
      const plain = await keyOf('remote-items');
      const promoter = await keyOf('remote-items', { can_promote: true });
      const checkOn = (key: string, query = '', frontend = 'remote-items') =>
        limited.app.inject({
          method: 'POST',
          url: `/api/v1/releases/${frontend}/check${query}`,
          headers: { authorization: `Bearer ${key}` },
        });

      for (let attempt = 0; attempt < 3; attempt++) {
        const answer = await checkOn(plain);
        assert.equal(answer.statusCode, 200, answer.body);
        // No shell is live on this fresh app: nothing to compare a build with yet.
        assert.deepEqual(json(answer), {
          frontend: 'remote-items',
          may_publish: true,
          may_promote: false,
          max_upload_bytes: 65536,
          shell: null,
          api_version: API_VERSION,
        });
      }
      assert.deepEqual(json(await checkOn(promoter, '?promote=on')), {
        frontend: 'remote-items',
        may_publish: true,
        may_promote: true,
        max_upload_bytes: 65536,
        shell: null,
        api_version: API_VERSION,
      });
      assertDetail(await checkOn(plain, '', 'remote-account'), 403, 'This deploy key is for remote-items, not for remote-account');
      assertDetail(await checkOn('dk_nothing'), 403, 'Could not validate credentials');
      assert.equal((await checkOn('')).statusCode, 401);
      const unknown = await limited.app.inject({ method: 'POST', url: '/api/v1/releases/remote-nope/check', headers: limitedAdmin });
      assert.equal(unknown.statusCode, 404, unknown.body);
      assert.match(json(unknown).detail, /Unknown frontend "remote-nope"/);
      const asAdmin = await limited.app.inject({ method: 'POST', url: '/api/v1/releases/shell/check?promote=1', headers: limitedAdmin });
      assert.equal(json(asAdmin).may_promote, true);

      // The checks above counted nothing: the one publish the hour allows still goes through.
      const published = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/releases/remote-items',
        payload: await archive(),
        headers: { authorization: `Bearer ${plain}`, 'content-type': 'application/gzip' },
      });
      assert.equal(published.statusCode, 201, published.body);
      assert.deepEqual(await limited.app.releases.releaseIds('remote-items'), [json(published).release_id]);
    } finally {
      await limited.close();
    }
  });

  it('refuses promote, rollback and rollout to a key that may not promote, and lets one that may', async () => {
    const [release] = await t.app.releases.releaseIds('remote-items');
    for (const [path, payload] of [
      ['promote', { release_id: release }],
      ['rollback', undefined],
      ['rollout', { release_id: release, percent: 10 }],
    ] as const) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/v1/releases/remote-items/${path}`,
        headers: { authorization: `Bearer ${keys.items}` },
        ...(payload ? { payload } : {}),
      });
      assertDetail(refused, 403, 'This deploy key may not promote');
    }
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/v1/releases/remote-items/preview',
      headers: { authorization: `Bearer ${keys.items}` },
      payload: { release_id: release },
    });
    assert.notEqual(preview.statusCode, 403, preview.body);
    const promoted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/releases/remote-items/promote',
      headers: { authorization: `Bearer ${keys.itemsPromote}` },
      payload: { release_id: release },
    });
    assert.equal(promoted.statusCode, 200, promoted.body);
  });
});
