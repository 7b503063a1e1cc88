import assert from 'node:assert/strict';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { writeBuild } from './fake-builds.js';
import { releasesCli } from './releases-cli.js';

describe('releases: concurrent promotes and interrupted commands', { timeout: 120_000 }, () => {
  let t: TestApp;
  const published: string[] = [];

  before(async () => {
    t = await buildTestApp();
    for (const marker of ['a1', 'b2', 'c3', 'd4', 'e5', 'f6']) {
      const dir = await writeBuild(join(t.dataDir, 'builds', marker), 'remote-items', marker);
      published.push((await t.app.releases.publish('remote-items', dir, { actor: 'test', promote: marker === 'a1' })).release_id);
    }
  });
  after(() => t.close());

  const history = () =>
    t.app.db.selectFrom('frontend_promotions').selectAll().where('package', '=', 'remote-items').orderBy('id').execute();
  const live = async () => (await t.app.releases.live()).find((row) => row.package === 'remote-items')!.release_id;

  it('five promotes at once are all recorded, each after the one before: none is lost', async () => {
    const runs = published.slice(1).map((releaseId) => releasesCli(t, ['promote', 'remote-items', releaseId]));
    for (const { done } of runs) {
      const { code, output } = await done;
      assert.equal(code, 0, output);
    }
    const moves = await history();
    assert.equal(moves.length, 6);
    assert.deepEqual(moves.map((move) => move.release_id).sort(), [...published].sort());
    for (let i = 1; i < moves.length; i++) assert.equal(moves[i]!.previous_release_id, moves[i - 1]!.release_id);
    assert.equal(await live(), moves.at(-1)!.release_id);
  });

  it('twenty promotes in flight at once in one process (overlapping transactions on PostgreSQL) form one unbroken chain', async () => {
    const first = (await history()).length;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.releases.promote('remote-items', published[i % published.length]!, { actor: `test-${i}` }),
      ),
    );
    const moves = (await history()).slice(first - 1);
    assert.equal(moves.length, 21);
    for (let i = 1; i < moves.length; i++) assert.equal(moves[i]!.previous_release_id, moves[i - 1]!.release_id);
    assert.equal(await live(), moves.at(-1)!.release_id);
  });

  it('a publish-and-promote killed at any moment leaves the old live release or the new one, whole', async () => {
    // A build big enough for the copy to take a while.
    const build = async (marker: string) => {
      const dir = await writeBuild(join(t.dataDir, 'builds', `big-${marker}`), 'remote-items', marker);
      const filler = Buffer.alloc(256 * 1024, marker);
      for (let i = 0; i < 120; i++) await writeFile(join(dir, `filler-${i}.${String(i).padStart(8, '0')}.js`), filler);
      return dir;
    };
    const incomingAppears = async () => {
      for (;;) {
        const names = await readdir(join(t.config.releases.dir, 'remote-items')).catch(() => [] as string[]);
        if (names.some((name) => name.startsWith('.incoming-'))) return;
        await new Promise((wake) => setTimeout(wake, 5));
      }
    };
    for (const [index, killAt] of (['copying', 'copying', 300, 1500, 2500, 4000] as const).entries()) {
      const before = await live();
      const run = releasesCli(t, ['publish', 'remote-items', await build(`k${index}`), '--promote']);
      if (killAt === 'copying') await Promise.race([incomingAppears(), run.done]);
      else await new Promise((wake) => setTimeout(wake, killAt));
      run.child.kill('SIGKILL');
      await run.done;
      const after = await live();
      const moves = await history();
      assert.ok(after === before || after === moves.at(-1)!.release_id, `pointer at ${after}`);
      // Whatever it names is a whole release: its folder holds the record written last.
      await stat(join(t.config.releases.dir, 'remote-items', after, 'release.json'));
      await stat(join(t.config.releases.dir, 'remote-items', after, 'remoteEntry.js'));
    }
  });
});
