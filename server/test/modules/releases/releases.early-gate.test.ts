import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertDetail, json, type Headers } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { publishReleases } from '../rollouts/published-releases.js';
import { archiveOf } from './fake-archives.js';
import { SHELL_SHARED, writeBuild } from './fake-builds.js';

type Shared = typeof SHELL_SHARED;

/** The shell's shared modules with react moved to `version` (its own range follows it). */
const withReact = (version: string, requiredVersion = `^${version}`): Shared =>
  SHELL_SHARED.map((module) => (module.name === 'react' ? { ...module, version, requiredVersion } : module));

/** A remote built against React 18: its range does not accept the live shell's 19.3.1. */
const REACT_18 = withReact('18.3.1', '^18.2.0');
const REACT_18_MISMATCH = { package: 'react', wanted: '^18.2.0', shell_version: '19.3.1' };

describe('releases: the compatibility gate at publish, before anyone makes the release live', () => {
  let t: TestApp;
  let admin: Headers;
  let ids: Record<string, string> = {};
  let marker = 0;
  const logLines: string[] = [];

  const build = (frontend: string, shared: Shared = SHELL_SHARED) =>
    writeBuild(join(t.dataDir, 'builds', `${frontend}-gate-${++marker}`), frontend, `g${marker}`, shared);
  const publish = async (frontend: string, shared: Shared = SHELL_SHARED, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/releases/${frontend}${query}`,
      payload: await archiveOf(await build(frontend, shared)),
      headers: { ...admin, 'content-type': 'application/gzip' },
    });
  const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload, headers: admin });
  const rowOf = async (frontend: string, releaseId: string) => {
    const listed = json(await t.app.inject({ method: 'GET', url: `/api/v1/releases/${frontend}`, headers: admin }));
    return listed.releases.find((release: { release_id: string }) => release.release_id === releaseId);
  };

  before(async () => {
    t = await buildTestApp({ RELEASE_PUBLISH_RATE_LIMIT_MAX: '1000' }, { logLines });
    admin = await adminHeaders(t.app);
    ids = await publishReleases(t, [
      ['shell', 'shell', 's1', true],
      ['account', 'remote-account', 'a1', true],
      ['items', 'remote-items', 'i1', true],
    ]);
  });
  after(() => t.close());

  it('publishes a remote the live shell cannot satisfy (201), lists its mismatches, and keeps them on its row', async () => {
    const published = await publish('remote-items', REACT_18);
    assert.equal(published.statusCode, 201, published.body);
    const body = json(published);
    assert.deepEqual(body.mismatches, [REACT_18_MISMATCH]);
    assert.equal(body.promoted, false);
    assert.deepEqual((await rowOf('remote-items', body.release_id)).mismatches, [REACT_18_MISMATCH]);
    const logged = logLines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    assert.ok(
      logged.includes(
        `releases: remote-items ${body.release_id} is published, but cannot be promoted, rolled out or previewed while it does not fit the live releases: react needs ^18.2.0, the shell provides 19.3.1`,
      ),
      logged.join('\n'),
    );

    const everyModule = json(await t.app.inject({ method: 'GET', url: '/api/v1/releases/', headers: admin }));
    const items = everyModule.data.find((each: { frontend: string }) => each.frontend === 'remote-items');
    const row = items.releases.find((release: { release_id: string }) => release.release_id === body.release_id);
    assert.deepEqual(row.mismatches, [REACT_18_MISMATCH]);
    assert.equal(items.live, ids.items, 'publishing does not move the live pointer');
  });

  it('answers an empty list, on the publish and on the row, for a build that fits', async () => {
    const published = await publish('remote-items');
    assert.equal(published.statusCode, 201, published.body);
    assert.deepEqual(json(published).mismatches, []);
    assert.deepEqual((await rowOf('remote-items', json(published).release_id)).mismatches, []);
  });

  it('still refuses ?promote=true of such a build (409, naming the package) and stores nothing', async () => {
    const before = await t.app.releases.releaseIds('remote-items');
    const refused = await publish('remote-items', REACT_18, '?promote=true');
    assert.equal(refused.statusCode, 409, refused.body);
    assert.match(
      json(refused).detail,
      new RegExp(`^remote-items \\S+ does not fit the live shell ${ids.shell}: react needs \\^18\\.2\\.0, the shell provides 19\\.3\\.1$`),
    );
    assert.deepEqual(await t.app.releases.releaseIds('remote-items'), before);
  });

  it('refuses promote, rollout and preview of such a release alike (409, naming the package), over HTTP', async () => {
    const skewed = json(await publish('remote-items', REACT_18)).release_id as string;
    const reason = `remote-items ${skewed} does not fit the live shell ${ids.shell}: react needs ^18.2.0, the shell provides 19.3.1`;
    assertDetail(await post('/api/v1/releases/remote-items/promote', { release_id: skewed }), 409, reason);
    assertDetail(await post('/api/v1/releases/remote-items/rollout', { release_id: skewed, percent: 10 }), 409, reason);
    assertDetail(await post('/api/v1/releases/remote-items/preview', { release_id: skewed }), 409, reason);

    const listed = json(await t.app.inject({ method: 'GET', url: '/api/v1/releases/remote-items', headers: admin }));
    assert.equal(listed.live, ids.items);
    assert.equal(listed.rollout, null);
    assert.deepEqual(
      listed.previews.filter((preview: { release_id: string }) => preview.release_id === skewed),
      [],
    );
  });

  it('publishes a shell that would break live remotes (201), each mismatch naming the remote; ?promote=true stays 409', async () => {
    const published = await publish('shell', withReact('20.0.0'));
    assert.equal(published.statusCode, 201, published.body);
    const body = json(published);
    // Every live remote requires ^19.3.1 (the shell's range at its build): the new shell's 20.0.0 satisfies neither.
    const broken = ['remote-account', 'remote-items'].map((remote) => ({
      package: 'react',
      wanted: '^19.3.1',
      shell_version: '20.0.0',
      remote,
    }));
    assert.deepEqual(body.mismatches, broken);
    assert.deepEqual((await rowOf('shell', body.release_id)).mismatches, broken);

    const refused = await publish('shell', withReact('20.0.0'), '?promote=true');
    assert.equal(refused.statusCode, 409, refused.body);
    assert.match(
      json(refused).detail,
      new RegExp(`would break the live remote-account ${ids.account}: react needs \\^19\\.3\\.1, the shell provides 20\\.0\\.0$`),
    );

    const fitting = json(await publish('shell'));
    assert.deepEqual(fitting.mismatches, []);
    assert.equal(json(await t.app.inject({ method: 'GET', url: '/api/v1/releases/shell', headers: admin })).live, ids.shell);
  });

  it('answers the publish check with the live shell and the shared versions it provides, and the API version', async () => {
    const key = json(await post('/api/v1/deploy-keys/', { module: 'remote-items', name: 'remote-items CI', expires_in_days: 90 }))
      .key as string;
    const check = (frontend: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/releases/${frontend}/check`, headers: { authorization: `Bearer ${key}` } });

    const answer = await check('remote-items');
    assert.equal(answer.statusCode, 200, answer.body);
    const { shell, api_version: apiVersion } = json(answer);
    assert.deepEqual(shell, { release_id: ids.shell, shared: SHELL_SHARED.map(({ name, version }) => ({ name, version })) });
    const document = json(await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' }));
    assert.equal(apiVersion, document.info.version);

    // The shell is compared with the live remotes, not with itself.
    const forShell = await t.app.inject({ method: 'POST', url: '/api/v1/releases/shell/check', headers: admin });
    assert.equal(forShell.statusCode, 200, forShell.body);
    assert.equal(json(forShell).shell, null);
    assert.equal(json(forShell).api_version, document.info.version);
  });

  it("keeps a row's mismatches as they stood at its publish, whatever the live shell becomes", async () => {
    const skewed = json(await publish('remote-items', REACT_18)).release_id as string;
    // A shell on React 18 satisfies the React 18 remote; forced, since it breaks the other live remotes.
    const shell18 = await t.app.releases.publish('shell', await build('shell', withReact('18.3.1')), { actor: 'test' });
    await t.app.releases.promote('shell', shell18.release_id, { actor: 'test', force: true });
    try {
      assert.deepEqual((await rowOf('remote-items', skewed)).mismatches, [REACT_18_MISMATCH]);
      const again = json(await publish('remote-items', REACT_18));
      assert.deepEqual(again.mismatches, [], 'the same range now fits the live shell');
    } finally {
      await t.app.releases.promote('shell', ids.shell!, { actor: 'test' });
    }
  });

  it('lists null for a release published before mismatches were recorded', async () => {
    const published = json(await publish('remote-account')).release_id as string;
    await t.app.db.updateTable('frontend_releases').set({ mismatches: null }).where('release_id', '=', published).execute();
    assert.equal((await rowOf('remote-account', published)).mismatches, null);
  });
});
