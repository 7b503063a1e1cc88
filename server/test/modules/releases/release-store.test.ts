import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { LocalReleaseStore } from '../../../src/modules/releases/local-release-store.js';
import { inspectBuild } from '../../../src/modules/releases/release-store.js';
import { writeBuild } from './fake-builds.js';

describe('release store', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'release-store-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('names a build by its version and a hash of its files: the same files, the same id; any change, another', async () => {
    const a = await inspectBuild('remote-items', await writeBuild(join(dir, 'a'), 'remote-items', 'a1'));
    const sameFiles = await inspectBuild('remote-items', await writeBuild(join(dir, 'a-again'), 'remote-items', 'a1'));
    assert.match(a.releaseId, /^1\.2\.3-[0-9a-f]{10}$/);
    assert.equal(sameFiles.releaseId, a.releaseId);
    await writeFile(join(dir, 'a-again', 'chunk.000000a1.js'), 'changed');
    assert.notEqual((await inspectBuild('remote-items', join(dir, 'a-again'))).releaseId, a.releaseId);
    assert.deepEqual(
      a.shared.map((module) => module.name),
      ['react', '@video-admin/shared-ui'],
    );
  });

  it('refuses an incomplete build, naming what is missing', async () => {
    const build = await writeBuild(join(dir, 'no-entry'), 'remote-items', 'b2');
    await rm(join(build, 'remoteEntry.js'));
    await assert.rejects(inspectBuild('remote-items', build), /remoteEntry\.js is missing/);
    await assert.rejects(
      inspectBuild('shell', await writeBuild(join(dir, 'remote-shaped'), 'remote-items', 'c3')),
      /index\.html is missing/,
    );
    const accountBuild = await writeBuild(join(dir, 'account'), 'remote-account', 'e5');
    await assert.rejects(inspectBuild('remote-items', accountBuild), /is a build of remote-account, not of remote-items/);
  });

  it("takes a scoped package's build for its module (the name without the scope), and still refuses another module's", async () => {
    const scoped = async (name: string, buildName: string) => {
      const build = await writeBuild(join(dir, name), 'remote-items', name);
      const manifest = { metaData: { buildInfo: { buildVersion: '0.1.0', buildName } }, shared: [] };
      await writeFile(join(build, 'mf-manifest.json'), JSON.stringify(manifest));
      return build;
    };
    assert.equal((await inspectBuild('remote-items', await scoped('scoped', '@video-admin/remote-items'))).version, '0.1.0');
    await assert.rejects(
      inspectBuild('remote-items', await scoped('scoped-other', '@video-admin/remote-account')),
      /is a build of remote-account, not of remote-items/,
    );
  });

  it('adds a release whole, with its record file; adding the same build again changes nothing', async () => {
    const store = new LocalReleaseStore(join(dir, 'store'));
    const build = await writeBuild(join(dir, 'd'), 'remote-items', 'd4');
    const info = await inspectBuild('remote-items', build);
    await store.add('remote-items', build, info);
    await store.add('remote-items', build, info);
    assert.ok(await store.has('remote-items', info.releaseId));
    assert.deepEqual(await store.abandoned('remote-items', 0), []);
  });
});
