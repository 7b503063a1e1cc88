import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertDetail, createUser, json } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { writeBuild } from '../releases/fake-builds.js';
import { publishReleases } from './published-releases.js';

describe('rollouts: start, change, abort and complete a remote release', () => {
  let t: TestApp;
  let ids: Record<string, string> = {};

  before(async () => {
    t = await buildTestApp();
    ids = await publishReleases(t, [
      ['shell', 'shell', 'a1', true],
      ['itemsA', 'remote-items', 'a1', true],
      ['itemsB', 'remote-items', 'b2', false],
      ['itemsC', 'remote-items', 'c3', false],
    ]);
  });
  after(() => t.close());

  const rollout = async (body: object, headers?: Record<string, string>, frontend = 'remote-items') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/releases/${frontend}/rollout`,
      payload: body,
      headers: headers ?? (await adminHeaders(t.app)),
    });
  const listed = async () =>
    json(await t.app.inject({ method: 'GET', url: '/api/v1/releases/remote-items', headers: await adminHeaders(t.app) }));
  /** A rollout call's answer for remote-items. */
  const state = (release_id: string | undefined, percent: number, live: string | undefined, status: string) => ({
    frontend: 'remote-items',
    release_id,
    percent,
    live,
    status,
  });
  /** The last `count` events of a listing, newest first, as [action, release, detail]. */
  const stepsOf = (list: { history: { action: string; release_id: string; detail: string | null }[] }, count: number) =>
    list.history.slice(0, count).map((event) => [event.action, event.release_id, event.detail]);
  const key = async (canPromote: boolean, module = 'remote-items') =>
    (await t.app.deployKeys.create({ module, name: `ci ${canPromote} ${module}`, expiresInDays: null, canPromote }, 'test')).key;

  it('starts, changes and aborts a rollout, leaving the live release alone, with its history', async () => {
    const started = await rollout({ release_id: ids.itemsB, percent: 10 });
    assert.equal(started.statusCode, 200, started.body);
    assert.deepEqual(json(started), state(ids.itemsB, 10, ids.itemsA, 'rolling-out'));
    const raised = json(await rollout({ release_id: ids.itemsB, percent: 30 }));
    assert.equal(raised.percent, 30);
    let list = await listed();
    assert.equal(list.live, ids.itemsA);
    assert.equal(list.rollout.release_id, ids.itemsB);
    assert.equal(list.rollout.percent, 30);
    assert.equal(list.rollout.started_by, 'admin@example.com');
    assert.deepEqual(
      (await t.app.rollouts.active()).map((row) => [row.frontend, row.release_id, row.percent]),
      [['remote-items', ids.itemsB, 30]],
    );

    const aborted = json(await rollout({ release_id: ids.itemsB, percent: 0 }));
    assert.deepEqual(aborted, state(ids.itemsB, 0, ids.itemsA, 'aborted'));
    list = await listed();
    assert.equal(list.rollout, null);
    assert.equal(list.live, ids.itemsA);
    assert.deepEqual(stepsOf(list, 3), [
      ['rollout-abort', ids.itemsB, 'aborted at 30 %'],
      ['rollout', ids.itemsB, '30'],
      ['rollout', ids.itemsB, '10'],
    ]);
    assertDetail(await rollout({ release_id: ids.itemsB, percent: 0 }), 409, `remote-items has no rollout of ${ids.itemsB} to abort`);
  });

  it("replaces another release's rollout, and completes one at 100 with a promote", async () => {
    await rollout({ release_id: ids.itemsB, percent: 20 });
    const replaced = json(await rollout({ release_id: ids.itemsC, percent: 5 }));
    assert.equal(replaced.release_id, ids.itemsC);
    const completed = await rollout({ release_id: ids.itemsC, percent: 100 });
    assert.equal(completed.statusCode, 200, completed.body);
    assert.deepEqual(json(completed), state(ids.itemsC, 100, ids.itemsC, 'completed'));
    const list = await listed();
    assert.equal(list.live, ids.itemsC);
    assert.equal(list.rollout, null);
    assert.deepEqual(stepsOf(list, 5), [
      ['rollout-complete', ids.itemsC, null],
      ['promote', ids.itemsC, null],
      ['rollout', ids.itemsC, '5'],
      ['rollout-abort', ids.itemsB, `replaced by a rollout of ${ids.itemsC}`],
      ['rollout', ids.itemsB, '20'],
    ]);
    assert.equal((await t.app.inject({ method: 'GET', url: '/config.json' })).statusCode, 200);
    assertDetail(await rollout({ release_id: ids.itemsC, percent: 50 }), 409, `remote-items ${ids.itemsC} is already live`);
    await t.app.releases.promote('remote-items', ids.itemsA!, { actor: 'test' });
  });

  it('refuses like a promote: a release that does not fit the live shell (409), an unknown one (404), the shell (409), a bad percent (422)', async () => {
    const react20 = [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }];
    const dir = await writeBuild(join(t.dataDir, 'builds', 'items-skewed'), 'remote-items', 'd4', react20);
    const skewed = (await t.app.releases.publish('remote-items', dir, { actor: 'test' })).release_id;
    assertDetail(
      await rollout({ release_id: skewed, percent: 10 }),
      409,
      `remote-items ${skewed} does not fit the live shell ${ids.shell}: react needs ^20.0.0, the shell provides 19.3.1`,
    );
    assertDetail(await rollout({ release_id: '9.9.9-nothere', percent: 10 }), 404, 'remote-items has no release "9.9.9-nothere"');
    const shell = await rollout({ release_id: ids.shell, percent: 10 }, undefined, 'shell');
    assert.equal(shell.statusCode, 409);
    assert.match(json(shell).detail, /shell is the shell: it moves for everyone at once/);
    assert.equal((await rollout({ release_id: ids.itemsB, percent: 101 })).statusCode, 422);
    assert.equal((await rollout({ release_id: ids.itemsB, percent: 2.5 })).statusCode, 422);
    assert.equal((await listed()).rollout, null);
  });

  it('lets in release managers and the deploy keys of the module that may promote, nobody else', async () => {
    const body = { release_id: ids.itemsB, percent: 10 };
    assert.equal((await rollout(body, {})).statusCode, 401);
    assert.equal((await rollout(body, (await createUser(t.app)).headers)).statusCode, 403);
    const manager = await createUser(t.app, { roles: ['release_manager'] });
    assert.equal((await rollout(body, manager.headers)).statusCode, 200);
    const noPromote = await rollout(body, { authorization: `Bearer ${await key(false)}` });
    assertDetail(noPromote, 403, 'This deploy key may not promote');
    const other = await rollout(body, { authorization: `Bearer ${await key(true, 'remote-account')}` });
    assertDetail(other, 403, 'This deploy key is for remote-account, not for remote-items');
    const promoter = await rollout({ release_id: ids.itemsB, percent: 0 }, { authorization: `Bearer ${await key(true)}` });
    assert.equal(promoter.statusCode, 200, promoter.body);
    assert.match((await listed()).history[0].actor, /^deploy key/);
  });

  it('ends the rollout of a release promoted by other means, so a rollback does not bring it back', async () => {
    await rollout({ release_id: ids.itemsB, percent: 40 });
    await t.app.releases.promote('remote-items', ids.itemsB!, { actor: 'test' });
    assert.equal((await listed()).rollout, null);
    assert.deepEqual(await t.app.rollouts.active(), []);
    await t.app.releases.rollback('remote-items', { actor: 'test' });
    const list = await listed();
    assert.deepEqual([list.live, list.rollout], [ids.itemsA, null]);
  });

  it('aborts by itself for the automatic rollback, recording why, and only the release it names', async () => {
    await rollout({ release_id: ids.itemsB, percent: 50 });
    assert.equal(await t.app.rollouts.abort('remote-items', { actor: 'server', reason: 'why', releaseId: ids.itemsC }), null);
    const aborted = await t.app.rollouts.abort('remote-items', { actor: 'server', reason: 'failure share 0.75 against 0.00' });
    assert.deepEqual(aborted, state(ids.itemsB, 0, ids.itemsA, 'aborted'));
    assert.equal(await t.app.rollouts.abort('remote-items', { actor: 'server', reason: 'again' }), null);
    const [last] = (await listed()).history;
    assert.deepEqual([last.action, last.actor, last.detail], ['rollout-abort', 'server', 'failure share 0.75 against 0.00']);
  });
});
