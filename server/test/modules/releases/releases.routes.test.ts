import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertDetail, createUser, json } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { writeBuild } from './fake-builds.js';

describe('releases: admin API, config.json and serving', () => {
  let t: TestApp;
  let build: (frontend: string, marker: string, shared?: Parameters<typeof writeBuild>[3]) => Promise<string>;
  const ids: Record<string, string> = {};

  before(async () => {
    t = await buildTestApp();
    build = (frontend, marker, shared) => writeBuild(join(t.dataDir, 'builds', `${frontend}-${marker}`), frontend, marker, shared);
    for (const [key, frontend, marker] of [
      ['shellA', 'shell', 'a1'],
      ['shellB', 'shell', 'b2'],
      ['itemsA', 'remote-items', 'a1'],
      ['itemsB', 'remote-items', 'b2'],
    ] as const) {
      const result = await t.app.releases.publish(frontend, await build(frontend, marker), { actor: 'test', promote: marker === 'a1' });
      ids[key] = result.release_id;
    }
  });
  after(() => t.close());

  const call = async (method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) =>
    t.app.inject({ method, url, payload, headers: headers ?? (await adminHeaders(t.app)) });

  it('lists, promotes and rolls back for superusers only', async () => {
    const user = await createUser(t.app);
    for (const [method, url, payload] of [
      ['GET', '/api/v1/releases/', undefined],
      ['GET', '/api/v1/releases/remote-items', undefined],
      ['POST', '/api/v1/releases/remote-items/promote', { release_id: ids.itemsB }],
      ['POST', '/api/v1/releases/remote-items/rollback', undefined],
    ] as const) {
      assert.equal((await call(method, url, payload, {})).statusCode, 401, url);
      assert.equal((await call(method, url, payload, user.headers)).statusCode, 403, url);
    }

    const listed = json(await call('GET', '/api/v1/releases/remote-items'));
    assert.equal(listed.frontend, 'remote-items');
    assert.equal(listed.live, ids.itemsA);
    assert.deepEqual(listed.releases.map((release: { release_id: string }) => release.release_id).sort(), [ids.itemsA, ids.itemsB].sort());

    const promoted = await call('POST', '/api/v1/releases/remote-items/promote', { release_id: ids.itemsB });
    assert.equal(promoted.statusCode, 200, promoted.body);
    assert.deepEqual(json(promoted), { frontend: 'remote-items', live: ids.itemsB, previous: ids.itemsA });
    const rolledBack = await call('POST', '/api/v1/releases/remote-items/rollback');
    assert.deepEqual(json(rolledBack), { frontend: 'remote-items', live: ids.itemsA, previous: ids.itemsB });
    assert.equal(json(await call('GET', '/api/v1/releases/')).data.length, 5);
  });

  it('answers 404 with a message for an unknown frontend or release, 409 when there is nothing to roll back to', async () => {
    const unknownFrontend = await call('POST', '/api/v1/releases/remote-nope/promote', { release_id: ids.itemsB });
    assertDetail(
      unknownFrontend,
      404,
      'Unknown frontend "remote-nope": one of shell, remote-account, remote-items, remote-templates, remote-video-tasks',
    );
    const unknownRelease = await call('POST', '/api/v1/releases/remote-items/promote', { release_id: '9.9.9-nothere' });
    assertDetail(unknownRelease, 404, 'remote-items has no release "9.9.9-nothere"');
    assert.equal((await call('GET', '/api/v1/releases/remote-nope')).statusCode, 404);
    const nothingBefore = await call('POST', '/api/v1/releases/remote-account/rollback');
    assertDetail(nothingBefore, 409, 'remote-account has no earlier live release to roll back to');
  });

  it('refuses, with the reason, a remote needing a shared major the live shell lacks, and a shell that would break a live remote', async () => {
    const react20 = [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }];
    const skewedRemote = await t.app.releases.publish('remote-items', await build('remote-items', 'c3', react20), { actor: 'test' });
    const refused = await call('POST', '/api/v1/releases/remote-items/promote', { release_id: skewedRemote.release_id });
    assertDetail(
      refused,
      409,
      `remote-items ${skewedRemote.release_id} does not fit the live shell ${ids.shellA}: react needs ^20.0.0, the shell provides 19.3.1`,
    );

    const skewedShell = await t.app.releases.publish('shell', await build('shell', 'c3', react20), { actor: 'test' });
    const shellRefused = await call('POST', '/api/v1/releases/shell/promote', { release_id: skewedShell.release_id });
    assertDetail(
      shellRefused,
      409,
      `shell ${skewedShell.release_id} would break the live remote-items ${ids.itemsA}: react needs ^19.3.1, the shell provides 20.0.0`,
    );

    // Still the same live releases; forcing is the operator's explicit choice.
    assert.equal(json(await call('GET', '/api/v1/releases/remote-items')).live, ids.itemsA);
    const forced = await call('POST', '/api/v1/releases/remote-items/promote', { release_id: skewedRemote.release_id, force: true });
    assert.equal(forced.statusCode, 200);
    await call('POST', '/api/v1/releases/remote-items/promote', { release_id: ids.itemsA });
  });

  it('is in the OpenAPI document', async () => {
    const paths = Object.keys(json(await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).paths);
    for (const path of [
      '/api/v1/releases/',
      '/api/v1/releases/{frontend}',
      '/api/v1/releases/{frontend}/promote',
      '/api/v1/releases/{frontend}/rollback',
    ]) {
      assert.ok(paths.includes(path), path);
    }
  });

  it('config.json names the live release of each frontend and points at its files', async () => {
    const config = json(await t.app.inject({ method: 'GET', url: '/config.json' }));
    assert.equal(config.remotes.items, `/remotes/items/${ids.itemsA}/mf-manifest.json`);
    // A remote without a live release is left out: its build folder is never served in its place.
    assert.equal(config.remotes.account, undefined);
    assert.equal(config.modules.account, undefined);
    assert.equal(config.releases.items.id, ids.itemsA);
    assert.equal(config.releases.shell.id, ids.shellA);
    assert.equal(config.releases.account, undefined);
  });

  it("serves every file of a release as immutable, the earlier release's too", async () => {
    for (const [id, marker] of [
      [ids.itemsA, 'a1'],
      [ids.itemsB, 'b2'],
    ] as const) {
      const entry = await t.app.inject({ method: 'GET', url: `/remotes/items/${id}/remoteEntry.js` });
      assert.equal(entry.statusCode, 200);
      assert.equal(entry.body, `var entry = "${marker}";`);
      assert.equal(entry.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
    assert.equal((await t.app.inject({ method: 'GET', url: `/remotes/items/${ids.itemsA}/release.json` })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: `/remotes/items/${ids.itemsA}/nothing.js` })).statusCode, 404);
  });

  it("serves the live shell's page, naming its release, and an earlier shell release's hashed chunks to the tabs that started on it", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/items/anything' });
    assert.equal(page.headers['cache-control'], 'private, no-cache');
    assert.match(
      page.body,
      new RegExp(`<head><meta name="shell-release" content="${ids.shellA}" data-built-at="[^"]+" /><title>a1</title>`),
    );
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/items', headers: { 'if-none-match': String(page.headers.etag) } })).statusCode,
      304,
    );

    await call('POST', '/api/v1/releases/shell/promote', { release_id: ids.shellB });
    assert.match((await t.app.inject({ method: 'GET', url: '/' })).body, /<title>b2<\/title>/);
    const oldChunk = await t.app.inject({ method: 'GET', url: '/chunk.000000a1.js' });
    assert.equal(oldChunk.body, 'chunk of a1');
    assert.equal(oldChunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await t.app.inject({ method: 'GET', url: '/main.000000b2.js' })).body, 'main of b2');
    await call('POST', '/api/v1/releases/shell/rollback');
  });

  it('a release whose files are gone cannot be promoted', async () => {
    await rm(join(t.config.releases.dir, 'remote-items', ids.itemsB!), { recursive: true });
    const refused = await call('POST', '/api/v1/releases/remote-items/promote', { release_id: ids.itemsB });
    assertDetail(refused, 409, `The files of remote-items ${ids.itemsB} are missing from the release store`);
  });
});
