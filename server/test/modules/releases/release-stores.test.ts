import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../../src/config.js';
import { createReleaseStore } from '../../../src/modules/releases/create-release-store.js';
import { type LocalReleaseStore } from '../../../src/modules/releases/local-release-store.js';
import { inspectBuild, type ReleaseStore } from '../../../src/modules/releases/release-store.js';
import { buildTestApp } from '../../helpers/build-test-app.js';
import { startS3Server, type S3Sink } from '../../storage/s3-server.js';
import { writeBuild } from './fake-builds.js';

/** The same behaviour from the store on disk and the one in a bucket. */
describe('release stores: on disk and in the bucket', () => {
  let dir: string;
  let sink: S3Sink;
  const stores: Record<string, ReleaseStore> = {};

  before(async () => {
    [dir, sink] = await Promise.all([mkdtemp(join(tmpdir(), 'release-stores-')), startS3Server()]);
    stores.local = await createReleaseStore(loadConfig({ cwd: dir, env: { DATA_DIR: dir } }));
    stores.bucket = await createReleaseStore(loadConfig({ cwd: dir, env: { DATA_DIR: dir, ...sink.env } }));
  });
  after(async () => {
    stores.bucket?.close?.();
    await Promise.all([rm(dir, { recursive: true, force: true }), sink.close()]);
  });

  it('STORAGE_URL puts releases in the bucket unless RELEASES_DIR says where on disk', async () => {
    assert.equal(stores.local!.kind, 'local');
    assert.equal(stores.bucket!.kind, 'bucket');
    const pinned = await createReleaseStore(loadConfig({ cwd: dir, env: { DATA_DIR: dir, ...sink.env, RELEASES_DIR: join(dir, 'r') } }));
    assert.equal(pinned.kind, 'local');
  });

  for (const kind of ['local', 'bucket']) {
    it(`${kind}: adds a release whole, reads and tells its files, removes it`, async () => {
      const store = stores[kind]!;
      const build = await writeBuild(join(dir, `${kind}-a`), 'remote-items', 'a1');
      await mkdir(join(build, 'static'));
      await writeFile(join(build, 'static', 'deep.0000abcd.js'), 'deep');
      const info = await inspectBuild('remote-items', build);
      assert.equal(await store.has('remote-items', info.releaseId), false);
      await store.add('remote-items', build, info);
      await store.add('remote-items', build, info);
      assert.equal(await store.has('remote-items', info.releaseId), true);
      assert.match((await store.readText('remote-items', info.releaseId, 'mf-manifest.json'))!, /"buildName":"remote-items"/);
      assert.equal(await store.readText('remote-items', info.releaseId, 'static/deep.0000abcd.js'), 'deep');
      assert.equal(await store.hasFile('remote-items', info.releaseId, 'static/deep.0000abcd.js'), true);
      assert.equal(await store.hasFile('remote-items', info.releaseId, 'nothing.js'), false);
      assert.equal(await store.readText('remote-items', info.releaseId, 'nothing.js'), null);
      assert.deepEqual(await store.abandoned('remote-items', 0), []);
      await store.remove('remote-items', info.releaseId);
      assert.equal(await store.has('remote-items', info.releaseId), false);
      assert.equal(await store.readText('remote-items', info.releaseId, 'mf-manifest.json'), null);
    });
  }

  it('bucket: an upload cut off before its record is never whole, and prune finds it once old enough', async () => {
    const store = stores.bucket!;
    const build = await writeBuild(join(dir, 'cut'), 'remote-items', 'c3');
    const info = await inspectBuild('remote-items', build);
    // Every file but the record, as a publish killed before its end leaves it.
    await store.add('remote-items', build, info);
    const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
    const client = (store as unknown as { client: { send(command: unknown): Promise<unknown> } }).client;
    await client.send(new DeleteObjectCommand({ Bucket: sink.bucket, Key: `media/releases/remote-items/${info.releaseId}/release.json` }));
    assert.equal(await store.has('remote-items', info.releaseId), false);
    assert.deepEqual(await store.abandoned('remote-items', 60_000), [], 'too recent');
    const [leftover] = await store.abandoned('remote-items', -1);
    assert.equal(leftover, `media/releases/remote-items/${info.releaseId}/`);
    await store.removeAbandoned(leftover!);
    assert.equal(await store.readText('remote-items', info.releaseId, 'mf-manifest.json'), null);
  });

  it('local: a build with a symbolic link is refused, and a file whose real path leaves its release is never served', async () => {
    const build = await writeBuild(join(dir, 'linked'), 'remote-items', 'l4');
    await symlink(join(dir, 'secret.txt'), join(build, 'secret.js'));
    await assert.rejects(inspectBuild('remote-items', build), /secret\.js .* is not a regular file/);

    const store = stores.local as LocalReleaseStore;
    await rm(join(build, 'secret.js'));
    const info = await inspectBuild('remote-items', build);
    await store.add('remote-items', build, info);
    // A link planted in the store after the fact (a hand-made copy, say) is not followed.
    await writeFile(join(dir, 'secret.txt'), 'the database');
    await symlink(join(dir, 'secret.txt'), join(store.dirOf('remote-items', info.releaseId), 'planted.js'));
    assert.equal(await store.hasFile('remote-items', info.releaseId, 'planted.js'), false);
    assert.equal(await store.readText('remote-items', info.releaseId, 'planted.js'), null);
    const t = await buildTestApp({ RELEASES_DIR: store.root });
    try {
      await t.app.db
        .insertInto('frontend_releases')
        .values({
          package: 'remote-items',
          release_id: info.releaseId,
          version: '1.2.3',
          built_at: info.builtAt,
          published_at: info.builtAt,
          shared: '[]',
        })
        .execute();
      // Live once: its files are served to anyone (a release never live reaches only the browsers it was sent to).
      await t.app.db
        .insertInto('frontend_promotions')
        .values({
          package: 'remote-items',
          release_id: info.releaseId,
          previous_release_id: null,
          action: 'promote',
          actor: 'test',
          promoted_at: info.builtAt,
        })
        .execute();
      const planted = await t.app.inject({ method: 'GET', url: `/remotes/items/${info.releaseId}/planted.js` });
      assert.equal(planted.statusCode, 404);
      assert.doesNotMatch(planted.body, /the database/);
      assert.equal((await t.app.inject({ method: 'GET', url: `/remotes/items/${info.releaseId}/remoteEntry.js` })).statusCode, 200);
    } finally {
      await t.close();
    }
    assert.ok((await readdir(store.dirOf('remote-items', info.releaseId))).includes('planted.js'));
  });
});
