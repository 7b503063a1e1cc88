import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertDetail, createUser, json } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { agreeToPreview, linkPath, setCookies } from './preview-consent-flow.js';
import { publishReleases } from './published-releases.js';

describe('withdrawing a release: served to nobody, never live again', () => {
  let t: TestApp;
  let ids: Record<string, string> = {};
  let admin: Record<string, string>;

  before(async () => {
    t = await buildTestApp();
    ids = await publishReleases(t, [
      ['shell', 'shell', 'a1', true],
      ['itemsA', 'remote-items', 'a1', true],
      ['itemsB', 'remote-items', 'b2', false],
      ['itemsC', 'remote-items', 'c3', false],
      ['itemsD', 'remote-items', 'd4', false],
      ['itemsE', 'remote-items', 'e5', false],
    ]);
    admin = await adminHeaders(t.app);
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = admin) => t.app.inject({ method, url, payload, headers });
  const withdraw = (releaseId: string | undefined, headers = admin) =>
    call('POST', `/api/v1/releases/remote-items/${releaseId}/withdraw`, undefined, headers);
  const listed = async () => json(await call('GET', '/api/v1/releases/remote-items'));
  const file = (releaseId: string | undefined, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/remotes/items/${releaseId}/remoteEntry.js`, headers: cookie ? { cookie } : {} });

  it('ends its preview links and its rollout, records it, and answers 404 for its files from then on', async () => {
    const link = json(await call('POST', '/api/v1/releases/remote-items/preview', { release_id: ids.itemsB }));
    const previewing = `fe_preview=${setCookies(await agreeToPreview(t, link.url)).fe_preview![0]}`;
    assert.equal((await file(ids.itemsB, previewing)).statusCode, 200);
    assert.equal((await call('POST', '/api/v1/releases/remote-items/rollout', { release_id: ids.itemsB, percent: 40 })).statusCode, 200);

    const before = Date.now();
    const withdrawn = await withdraw(ids.itemsB);
    assert.equal(withdrawn.statusCode, 200, withdrawn.body);
    const answer = json(withdrawn);
    assert.deepEqual(answer, { frontend: 'remote-items', release_id: ids.itemsB, withdrawn_at: answer.withdrawn_at });
    assert.ok(Date.parse(answer.withdrawn_at) >= before - 1000);

    assert.equal((await file(ids.itemsB, previewing)).statusCode, 404);
    const config = json(await t.app.inject({ method: 'GET', url: '/config.json', headers: { cookie: previewing } }));
    assert.equal(config.releases.items.id, ids.itemsA);
    assert.equal(config.preview, undefined);
    assert.equal((await t.app.inject({ method: 'GET', url: linkPath(link.url) })).statusCode, 410, 'its link opens nothing');

    const list = await listed();
    const row = list.releases.find((release: { release_id: string }) => release.release_id === ids.itemsB);
    assert.equal(row.withdrawn_at, answer.withdrawn_at);
    assert.equal(list.releases.find((release: { release_id: string }) => release.release_id === ids.itemsA).withdrawn_at, null);
    assert.equal(list.rollout, null);
    assert.deepEqual(list.previews, []);
    assert.deepEqual(
      list.history
        .slice(0, 2)
        .map((event: { action: string; release_id: string; detail: string | null; actor: string }) => [
          event.action,
          event.release_id,
          event.detail,
          event.actor,
        ]),
      [
        ['withdraw', ids.itemsB, null, 'admin@example.com'],
        ['rollout-abort', ids.itemsB, 'the release was withdrawn', 'admin@example.com'],
      ],
    );
    const audit = json(await call('GET', '/api/v1/audit/?kind=release.withdraw'));
    assert.deepEqual(
      audit.data.map((entry: { target: string; actor: string }) => [entry.target, entry.actor]),
      [[`release:remote-items@${ids.itemsB}`, 'admin@example.com']],
    );

    // Again: nothing changes.
    assert.deepEqual(json(await withdraw(ids.itemsB)), answer);
    assert.equal((await listed()).history[0].action, 'withdraw');
    assert.equal((await listed()).history[1].action, 'rollout-abort');
  });

  it('can no longer be promoted, rolled back to, rolled out or previewed', async () => {
    const refused = `remote-items ${ids.itemsB} was withdrawn: it cannot be made live, rolled out or previewed`;
    assertDetail(await call('POST', '/api/v1/releases/remote-items/promote', { release_id: ids.itemsB }), 409, refused);
    assertDetail(await call('POST', '/api/v1/releases/remote-items/promote', { release_id: ids.itemsB, force: true }), 409, refused);
    assertDetail(await call('POST', '/api/v1/releases/remote-items/rollout', { release_id: ids.itemsB, percent: 10 }), 409, refused);
    assertDetail(await call('POST', '/api/v1/releases/remote-items/rollout', { release_id: ids.itemsB, percent: 100 }), 409, refused);
    assertDetail(await call('POST', '/api/v1/releases/remote-items/preview', { release_id: ids.itemsB }), 409, refused);

    // C goes live, then D; C is withdrawn once it is no longer live: a rollback to it is refused.
    assert.equal((await call('POST', '/api/v1/releases/remote-items/promote', { release_id: ids.itemsC })).statusCode, 200);
    assert.equal((await call('POST', '/api/v1/releases/remote-items/promote', { release_id: ids.itemsD })).statusCode, 200);
    assert.equal((await file(ids.itemsC)).statusCode, 200, 'once live, served to every open tab');
    assert.equal((await withdraw(ids.itemsC)).statusCode, 200);
    assert.equal((await file(ids.itemsC)).statusCode, 404, 'even a release that was live once');
    assertDetail(
      await call('POST', '/api/v1/releases/remote-items/rollback'),
      409,
      `remote-items ${ids.itemsC} was withdrawn: it cannot be made live, rolled out or previewed`,
    );
    assert.equal((await listed()).live, ids.itemsD);
  });

  it('refuses the live release (409) and an unknown one (404)', async () => {
    assertDetail(
      await withdraw(ids.itemsD),
      409,
      `remote-items ${ids.itemsD} is live: promote or roll back to another release before withdrawing it`,
    );
    assert.equal((await file(ids.itemsD)).statusCode, 200);
    assertDetail(await withdraw('9.9.9-nothere'), 404, 'remote-items has no release "9.9.9-nothere"');
    assert.equal((await call('POST', '/api/v1/releases/remote-nope/9.9.9/withdraw')).statusCode, 404);
  });

  it('a promote and a withdrawal of one release at once: one of them is refused, never a live withdrawn release', async () => {
    const [promoted, withdrawn] = await Promise.all([
      call('POST', '/api/v1/releases/remote-items/promote', { release_id: ids.itemsE }),
      withdraw(ids.itemsE),
    ]);
    assert.deepEqual([promoted.statusCode, withdrawn.statusCode].sort(), [200, 409], `${promoted.body} ${withdrawn.body}`);
    const list = await listed();
    const row = list.releases.find((release: { release_id: string }) => release.release_id === ids.itemsE);
    assert.equal(list.live === ids.itemsE, row.withdrawn_at === null);
  });

  it('lets in release managers and the deploy keys of the module that may promote, nobody else', async () => {
    const releaseIds = await publishReleases(t, [
      ['f', 'remote-items', 'f6', false],
      ['g', 'remote-items', 'g7', false],
    ]);
    assert.equal((await withdraw(releaseIds.f, {})).statusCode, 401);
    assert.equal((await withdraw(releaseIds.f, (await createUser(t.app)).headers)).statusCode, 403);
    const key = async (module: string, canPromote: boolean) => ({
      authorization: `Bearer ${(await t.app.deployKeys.create({ module, name: `w ${module} ${canPromote}`, expiresInDays: null, canPromote }, 'test')).key}`,
    });
    assertDetail(await withdraw(releaseIds.f, await key('remote-items', false)), 403, 'This deploy key may not promote');
    assertDetail(
      await withdraw(releaseIds.f, await key('remote-account', true)),
      403,
      'This deploy key is for remote-account, not for remote-items',
    );
    const byKey = await withdraw(releaseIds.f, await key('remote-items', true));
    assert.equal(byKey.statusCode, 200, byKey.body);
    assert.match((await listed()).history[0].actor, /^deploy key "w remote-items true"/);
    const manager = await createUser(t.app, { roles: ['release_manager'] });
    assert.equal((await withdraw(releaseIds.g, manager.headers)).statusCode, 200);
  });
});
