import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { writeBuild } from '../releases/fake-builds.js';
import { releasesCli } from '../releases/releases-cli.js';

describe('releases rollout <module> <release> <percent>, from the command line', { timeout: 120_000 }, () => {
  let t: TestApp;
  const ids: string[] = [];

  before(async () => {
    t = await buildTestApp();
    for (const marker of ['a1', 'b2']) {
      const dir = await writeBuild(join(t.dataDir, 'builds', marker), 'remote-items', marker);
      ids.push((await t.app.releases.publish('remote-items', dir, { actor: 'test', promote: marker === 'a1' })).release_id);
    }
  });
  after(() => t.close());

  const run = async (...args: string[]) => releasesCli(t, args).done;
  const listed = async () => (await t.app.releases.list('remote-items'))[0]!;

  it('starts a rollout, lists it, completes it with a promote; refuses a percent over 100', async () => {
    const started = await run('rollout', 'remote-items', ids[1]!, '25');
    assert.equal(started.code, 0, started.output);
    assert.match(started.output, new RegExp(`remote-items: ${ids[1]} rolling out to 25 % by cli:`));
    assert.deepEqual([(await listed()).rollout?.release_id, (await listed()).rollout?.percent], [ids[1], 25]);
    const list = await run('list', 'remote-items');
    assert.match(list.output, new RegExp(`rolling out ${ids[1]} to 25 %`));
    assert.match(list.output, new RegExp(`rollout +${ids[1]} +by cli:[^:]+: 25`));

    const refused = await run('rollout', 'remote-items', ids[1]!, '101');
    assert.equal(refused.code, 1);
    assert.match(refused.output, /rollout takes a percent from 0 to 100, got "101"/);

    const completed = await run('rollout', 'remote-items', ids[1]!, '100');
    assert.equal(completed.code, 0, completed.output);
    const after = await listed();
    assert.equal(after.live, ids[1]);
    assert.equal(after.rollout, null);
    assert.deepEqual(
      after.history.slice(0, 3).map((event) => event.action),
      ['rollout-complete', 'promote', 'rollout'],
    );
  });
});
