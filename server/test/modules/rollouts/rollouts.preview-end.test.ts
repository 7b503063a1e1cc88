import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertDetail, createUser, json } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { PREVIEW_COOKIE, decodePreviewToken } from '../../../src/modules/rollouts/browser-cookies.js';
import { agreeToPreview, linkPath, setCookies } from './preview-consent-flow.js';
import { publishReleases } from './published-releases.js';

describe('ending preview links: one by one, or all those a revoked deploy key made', () => {
  let t: TestApp;
  let ids: Record<string, string> = {};
  let admin: Record<string, string>;

  before(async () => {
    t = await buildTestApp();
    ids = await publishReleases(t, [
      ['shell', 'shell', 'a1', true],
      ['accountA', 'remote-account', 'a1', true],
      ['accountB', 'remote-account', 'b2', false],
      ['itemsA', 'remote-items', 'a1', true],
      ['itemsB', 'remote-items', 'b2', false],
    ]);
    admin = await adminHeaders(t.app);
  });
  after(() => t.close());

  const makeLink = async (headers: Record<string, string> = admin, frontend = 'remote-account', releaseId = ids.accountB) => {
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/v1/releases/${frontend}/preview`,
      payload: { release_id: releaseId },
      headers,
    });
    assert.equal(made.statusCode, 201, made.body);
    return json(made) as { url: string };
  };
  /** Opens a link as a person who agrees: the preview cookie as the browser sends it back. */
  const previewing = async (url: string) => `${PREVIEW_COOKIE}=${setCookies(await agreeToPreview(t, url))[PREVIEW_COOKIE]![0]}`;
  const listed = async (frontend = 'remote-account') =>
    json(await t.app.inject({ method: 'GET', url: `/api/v1/releases/${frontend}`, headers: admin }));
  /** The id a link's token names (the row the listing shows). */
  const idOf = (url: string) => decodePreviewToken(t.config.secretKey, decodeURIComponent(linkPath(url).slice('/preview/'.length)))!.id;
  const end = (id: string, headers = admin, frontend = 'remote-account') =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/releases/${frontend}/previews/${id}`, headers });
  /** What a browser with this cookie loads of remote-account: the config's release and whether a file of B comes. */
  const loads = async (cookie: string) => {
    const config = json(await t.app.inject({ method: 'GET', url: '/config.json', headers: { cookie } }));
    const file = await t.app.inject({ method: 'GET', url: `/remotes/account/${ids.accountB}/remoteEntry.js`, headers: { cookie } });
    return { release: config.releases.account.id, preview: config.preview?.releaseId ?? null, file: file.statusCode };
  };

  it('lists each live link with its id; ending one stops it at the next page load and file request, in the browsers that opened it', async () => {
    const link = await makeLink();
    const cookie = await previewing(link.url);
    assert.deepEqual(await loads(cookie), { release: ids.accountB, preview: ids.accountB, file: 200 });
    const id = idOf(link.url);
    const [row] = (await listed()).previews;
    assert.deepEqual(row, {
      id,
      release_id: ids.accountB,
      expires_at: row.expires_at,
      created_by: 'admin@example.com',
      created_by_key: null,
    });

    const ended = await end(id);
    assert.equal(ended.statusCode, 204, ended.body);
    assert.deepEqual(await loads(cookie), { release: ids.accountA, preview: null, file: 404 });
    assert.deepEqual((await listed()).previews, []);
    const [event] = (await listed()).history;
    assert.deepEqual([event.action, event.release_id, event.actor, event.detail], ['preview-end', ids.accountB, 'admin@example.com', null]);
    assert.equal((await t.app.inject({ method: 'GET', url: linkPath(link.url) })).statusCode, 410);

    assert.equal((await end(id)).statusCode, 204, 'ending an ended link changes nothing');
    assert.equal((await listed()).history[0].action, 'preview-end');
    assert.equal((await listed()).history[1].action, 'preview');
  });

  it('answers 404 for an unknown id and for a link of another module', async () => {
    assertDetail(await end('no-such-link'), 404, 'Preview link not found');
    const items = await makeLink(admin, 'remote-items', ids.itemsB);
    assertDetail(await end(idOf(items.url)), 404, 'Preview link not found');
    assert.equal((await end(idOf(items.url), admin, 'remote-items')).statusCode, 204);
  });

  it('revoking a deploy key ends the links it made, and only those', async () => {
    const created = await t.app.deployKeys.create({ module: 'remote-account', name: 'ci', expiresInDays: null, canPromote: false }, 'test');
    const byKey = await makeLink({ authorization: `Bearer ${created.key}` });
    const byPerson = await makeLink();
    const keyCookie = await previewing(byKey.url);
    const personCookie = await previewing(byPerson.url);
    const rows = (await listed()).previews as { id: string; created_by_key: string | null; created_by: string }[];
    const keyRow = rows.find((row) => row.id === idOf(byKey.url));
    assert.equal(keyRow?.created_by_key, created.id);
    assert.match(keyRow!.created_by, /^deploy key "ci"/);

    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/v1/deploy-keys/${created.id}`, headers: admin });
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.deepEqual(await loads(keyCookie), { release: ids.accountA, preview: null, file: 404 });
    assert.deepEqual(await loads(personCookie), { release: ids.accountB, preview: ids.accountB, file: 200 });
    const list = await listed();
    assert.deepEqual(
      list.previews.map((row: { id: string }) => row.id),
      [idOf(byPerson.url)],
    );
    assert.deepEqual(
      [list.history[0].action, list.history[0].actor, list.history[0].detail],
      ['preview-end', 'admin@example.com', 'the deploy key that made it was revoked'],
    );
  });

  it('lets in release managers and the deploy keys of the module that may promote, nobody else', async () => {
    const id = idOf((await makeLink()).url);
    assert.equal((await end(id, {})).statusCode, 401);
    assert.equal((await end(id, (await createUser(t.app)).headers)).statusCode, 403);
    const key = async (module: string, canPromote: boolean) => ({
      authorization: `Bearer ${(await t.app.deployKeys.create({ module, name: `end ${module} ${canPromote}`, expiresInDays: null, canPromote }, 'test')).key}`,
    });
    assertDetail(await end(id, await key('remote-account', false)), 403, 'This deploy key may not promote');
    assertDetail(await end(id, await key('remote-items', true)), 403, 'This deploy key is for remote-items, not for remote-account');
    assert.equal((await end(id, await key('remote-account', true))).statusCode, 204);
    const manager = await createUser(t.app, { roles: ['release_manager'] });
    assert.equal((await end(idOf((await makeLink()).url), manager.headers)).statusCode, 204);
  });
});
