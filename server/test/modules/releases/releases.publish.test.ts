import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { create } from 'tar';
import { adminHeaders, assertDetail, json, type Headers } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { writeBuild } from './fake-builds.js';

/** A build folder as the release script sends it: a gzip tar of its contents. */
async function archiveOf(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const names = (await readdir(dir)).sort();
  for await (const chunk of create({ gzip: true, cwd: dir, portable: true }, names)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const gzipHeaders = (authorization: string): Headers => ({ authorization, 'content-type': 'application/gzip' });
const uploadsInTmp = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('release-upload-')).length;

describe('releases: publishing over HTTP with deploy keys', () => {
  let t: TestApp;
  let admin: Headers;
  let marker = 0;
  const keys: Record<string, string> = {};

  const build = async (frontend: string, extra?: (dir: string) => Promise<void>) => {
    const dir = await writeBuild(join(t.dataDir, 'builds', `${frontend}-${++marker}`), frontend, `m${marker}`);
    await extra?.(dir);
    return dir;
  };
  const publish = async (frontend: string, body: Buffer, key: string, query = '') =>
    t.app.inject({ method: 'POST', url: `/api/v1/releases/${frontend}${query}`, payload: body, headers: gzipHeaders(`Bearer ${key}`) });
  const createKey = async (module: string, extra: object = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/deploy-keys/',
      headers: admin,
      payload: { module, name: `${module} CI`, expires_in_days: 90, ...extra },
    });
    assert.equal(response.statusCode, 201, response.body);
    return json(response) as { id: string; key: string };
  };
  const releaseIds = async (frontend: string) => (await t.app.releases.releaseIds(frontend)).sort();
  const storedFolders = async (frontend: string) => readdir(join(t.config.releases.dir, frontend)).catch(() => [] as string[]);

  before(async () => {
    t = await buildTestApp({ RELEASE_PUBLISH_RATE_LIMIT_MAX: '1000' });
    admin = await adminHeaders(t.app);
    // A live shell for the remotes' compatibility checks.
    await t.app.releases.publish('shell', await writeBuild(join(t.dataDir, 'builds', 'shell'), 'shell', 's1'), {
      actor: 'test',
      promote: true,
    });
    keys.items = (await createKey('remote-items')).key;
    keys.itemsPromote = (await createKey('remote-items', { can_promote: true })).key;
    keys.account = (await createKey('remote-account', { can_promote: true })).key;
  });
  after(() => t.close());

  it('publishes with a key of the module, records who did it, and promotes only with a key that may', async () => {
    const published = await publish('remote-items', await archiveOf(await build('remote-items')), keys.items!);
    assert.equal(published.statusCode, 201, published.body);
    const { release_id: staged, promoted } = json(published);
    assert.equal(promoted, false);

    const refused = await publish('remote-items', await archiveOf(await build('remote-items')), keys.items!, '?promote=true');
    assertDetail(refused, 403, 'This deploy key may not promote');
    const promotedBy = await t.app.inject({
      method: 'POST',
      url: '/api/v1/releases/remote-items/promote',
      headers: { authorization: `Bearer ${keys.items}` },
      payload: { release_id: staged },
    });
    assertDetail(promotedBy, 403, 'This deploy key may not promote');
    const promotedByKey = await t.app.inject({
      method: 'POST',
      url: '/api/v1/releases/remote-items/promote',
      headers: { authorization: `Bearer ${keys.itemsPromote}` },
      payload: { release_id: staged },
    });
    assert.equal(promotedByKey.statusCode, 200, promotedByKey.body);

    const live = await publish('remote-items', await archiveOf(await build('remote-items')), keys.itemsPromote!, '?promote=true');
    assert.equal(live.statusCode, 201, live.body);
    assert.equal(json(live).promoted, true);
    const rolledBack = await t.app.inject({
      method: 'POST',
      url: '/api/v1/releases/remote-items/rollback',
      headers: { authorization: `Bearer ${keys.itemsPromote}` },
    });
    assert.equal(rolledBack.statusCode, 200, rolledBack.body);
    assert.equal(json(rolledBack).live, staged);

    const listed = json(await t.app.inject({ method: 'GET', url: '/api/v1/releases/remote-items', headers: admin }));
    const byId = new Map(listed.releases.map((release: { release_id: string; published_by: string }) => [release.release_id, release]));
    assert.match((byId.get(staged) as { published_by: string }).published_by, /^deploy key "remote-items CI" \(/);
    const actions = listed.history.map((event: { action: string; actor: string }) => `${event.action} ${event.actor.split(' (')[0]}`);
    assert.deepEqual(actions.slice(0, 5), [
      'rollback deploy key "remote-items CI"',
      'promote deploy key "remote-items CI"',
      'publish deploy key "remote-items CI"',
      'promote deploy key "remote-items CI"',
      'publish deploy key "remote-items CI"',
    ]);
    const keyList = json(await t.app.inject({ method: 'GET', url: '/api/v1/deploy-keys/?module=remote-items', headers: admin }));
    assert.ok(keyList.data.every((key: { last_used_at: string | null }) => key.last_used_at !== null));
  });

  it('refuses a key of another module, an unknown, revoked or expired key, before anything is stored', async () => {
    const archive = await archiveOf(await build('remote-items'));
    const before = [await releaseIds('remote-items'), await storedFolders('remote-items'), await uploadsInTmp()];
    assertDetail(await publish('remote-items', archive, keys.account!), 403, 'This deploy key is for remote-account, not for remote-items');
    assertDetail(
      await publish('remote-items', archive, `dk_${randomBytes(32).toString('base64url')}`),
      403,
      'Could not validate credentials',
    );

    const revoked = await createKey('remote-items');
    await t.app.inject({ method: 'DELETE', url: `/api/v1/deploy-keys/${revoked.id}`, headers: admin });
    assertDetail(await publish('remote-items', archive, revoked.key), 403, 'Could not validate credentials');

    const expired = await createKey('remote-items', { expires_in_days: 1 });
    await t.app.db.updateTable('deploy_keys').set({ expires_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', expired.id).execute();
    assertDetail(await publish('remote-items', archive, expired.key), 403, 'Could not validate credentials');

    assert.deepEqual([await releaseIds('remote-items'), await storedFolders('remote-items'), await uploadsInTmp()], before);
  });

  it('refuses with 422 and its reason, storing nothing: links, paths leaving the folder, another module’s build, no mounts.json', async () => {
    const cases: [string, Buffer][] = [
      ['symbolic link', await archiveOf(await build('remote-items', (dir) => symlink('/etc/hostname', join(dir, 'data.js'))))],
      ['another module', await archiveOf(await writeBuild(join(t.dataDir, 'builds', 'account-as-items'), 'remote-account', 'x1'))],
      ['no declaration', await archiveOf(await build('remote-items', (dir) => rm(join(dir, 'mounts.json'))))],
    ];
    // A name leaving the folder, written as the packer would never write it.
    const outside = await build('remote-items');
    await mkdir(join(outside, 'sub'));
    await writeFile(join(outside, 'sub', 'x.js'), 'x');
    const chunks: Buffer[] = [];
    for await (const chunk of create({ gzip: true, cwd: join(outside, 'sub'), preservePaths: true }, ['../mf-manifest.json', 'x.js'])) {
      chunks.push(chunk as Buffer);
    }
    cases.push(['.. in a name', Buffer.concat(chunks)]);

    const before = [await releaseIds('remote-items'), await storedFolders('remote-items')];
    for (const [what, archive] of cases) {
      const response = await publish('remote-items', archive, keys.itemsPromote!);
      assert.equal(response.statusCode, 422, `${what}: ${response.body}`);
      assert.equal(typeof json(response).detail, 'string', what);
    }
    assert.match(json(await publish('remote-items', cases[0]![1], keys.items!)).detail, /symbolic link/i);
    assert.match(json(await publish('remote-items', cases[1]![1], keys.items!)).detail, /build of remote-account, not of remote-items/);
    assert.match(json(await publish('remote-items', cases[2]![1], keys.items!)).detail, /mounts\.json/);
    assert.deepEqual([await releaseIds('remote-items'), await storedFolders('remote-items')], before);
  });

  it('with ?promote=true, checks compatibility and routes before storing; a route another live module mounts is named', async () => {
    const before = await releaseIds('remote-account');
    const taken = await build('remote-account', (dir) =>
      writeFile(
        join(dir, 'mounts.json'),
        JSON.stringify({ defaultLanguage: 'en', routes: [{ path: '/items', module: 'Login', session: 'signed-in' }], menu: [] }),
      ),
    );
    // remote-items is live (promoted above), mounting /items; the path has changed hands since (its
    // claim moved to remote-account), so the build passes the path check and the live mount refuses it.
    const moveClaim = (to: string) =>
      t.app.db.updateTable('frontend_module_paths').set({ module: to }).where('path', '=', '/items').execute();
    await moveClaim('remote-account');
    try {
      const refused = await publish('remote-account', await archiveOf(taken), keys.account!, '?promote=true');
      assert.equal(refused.statusCode, 409, refused.body);
      assert.match(json(refused).detail, /remote-account mounts \/items, which the live remote-items .* already mounts/);
    } finally {
      await moveClaim('remote-items');
    }
    assert.deepEqual(await releaseIds('remote-account'), before);
  });

  it('answers 413 past RELEASE_UPLOAD_MAX_BYTES, and 429 past the publishes a key may make in an hour', async () => {
    const small = await buildTestApp({ RELEASE_UPLOAD_MAX_BYTES: '4096', RELEASE_PUBLISH_RATE_LIMIT_MAX: '2' });
    try {
      const smallAdmin = await adminHeaders(small.app);
      const key = json(
        await small.app.inject({
          method: 'POST',
          url: '/api/v1/deploy-keys/',
          headers: smallAdmin,
          payload: { module: 'remote-items', name: 'small' },
        }),
      ).key as string;
      const big = await build('remote-items', (dir) => writeFile(join(dir, 'noise.00000001.js'), randomBytes(16 * 1024)));
      const tooBig = await small.app.inject({
        method: 'POST',
        url: '/api/v1/releases/remote-items',
        payload: await archiveOf(big),
        headers: gzipHeaders(`Bearer ${key}`),
      });
      assertDetail(tooBig, 413, 'The build archive is larger than RELEASE_UPLOAD_MAX_BYTES (4096 bytes)');
      const fits = await archiveOf(await build('remote-items'));
      const statuses = [];
      for (let attempt = 0; attempt < 2; attempt++) {
        statuses.push(
          (
            await small.app.inject({
              method: 'POST',
              url: '/api/v1/releases/remote-items',
              payload: fits,
              headers: gzipHeaders(`Bearer ${key}`),
            })
          ).statusCode,
        );
      }
      const limited = await small.app.inject({
        method: 'POST',
        url: '/api/v1/releases/remote-items',
        payload: fits,
        headers: gzipHeaders(`Bearer ${key}`),
      });
      // A declared size over the limit is refused before it counts; the limit counts attempts, before any byte is read.
      assert.deepEqual(statuses, [201, 201]);
      assert.equal(limited.statusCode, 429);
      assert.ok(Number(limited.headers['retry-after']) > 0);
    } finally {
      await small.close();
    }
  });

  it('leaves nothing of an upload killed halfway', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const archive = await archiveOf(await build('remote-items', (dir) => writeFile(join(dir, 'big.00000002.js'), randomBytes(256 * 1024))));
    const before = [await releaseIds('remote-items'), await storedFolders('remote-items')];
    await new Promise<void>((resolve) => {
      const upload = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/releases/remote-items',
        headers: { ...gzipHeaders(`Bearer ${keys.itemsPromote}`), 'content-length': String(archive.length) },
      });
      upload.on('error', () => resolve());
      upload.write(archive.subarray(0, archive.length / 2), () => setTimeout(() => upload.destroy(), 100));
      upload.on('close', () => resolve());
    });
    // The server notices the cut connection and cleans up.
    for (let wait = 0; wait < 50 && (await uploadsInTmp()) > 0; wait++) await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(await uploadsInTmp(), 0, 'the upload folder is gone');
    assert.deepEqual([await releaseIds('remote-items'), await storedFolders('remote-items')], before);
  });
});
