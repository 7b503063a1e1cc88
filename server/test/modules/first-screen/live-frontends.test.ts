import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { json } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { writeBuild } from '../releases/fake-builds.js';

const REPORTS_MOUNTS = {
  defaultLanguage: 'en',
  routes: [{ path: '/reports', module: 'App', session: 'signed-in' }],
  menu: [],
};

describe('the page loads a remote only from a release', () => {
  let t: TestApp;
  let webRoot: string;
  const config = async () => json(await t.app.inject({ method: 'GET', url: '/config.json' }));

  before(async () => {
    // A checkout where remote-items is built before the server starts (as `npm start` builds it).
    webRoot = await mkdtemp(join(tmpdir(), 'live-frontends-web-'));
    await writeBuild(join(webRoot, 'remote-items', 'dist'), 'remote-items', 'built');
    t = await buildTestApp({ WEB_ROOT: webRoot });
  });
  after(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it("serves a package built before the start from its adopted first release (npm start's own builds)", async () => {
    const [adopted] = await t.app.releases.releaseIds('remote-items');
    assert.ok(adopted);
    const page = await config();
    assert.deepEqual(page.remotes, { items: `/remotes/items/${adopted}/mf-manifest.json` });
    assert.deepEqual(
      page.modules.items.routes.map((route: { path: string }) => route.path),
      ['/items'],
    );
  });

  it('leaves out a registered remote with no live release, its build folder notwithstanding: no manifest, no mounts', async () => {
    await t.app.frontendModules.register(
      { name: 'remote-reports', segment: 'reports', configKey: 'reports', displayName: { en: 'Reports', 'zh-CN': '报表' } },
      'test',
    );
    // Built in place after the start: never adopted, never checked.
    const inPlace = await writeBuild(join(webRoot, 'remote-reports', 'dist'), 'remote-reports', 'in-place');
    await writeFile(join(inPlace, 'mounts.json'), JSON.stringify(REPORTS_MOUNTS));
    let page = await config();
    assert.deepEqual(Object.keys(page.remotes), ['items']);
    assert.deepEqual(Object.keys(page.modules), ['items']);

    // Published, not live yet: still left out.
    const staged = await writeBuild(join(t.dataDir, 'builds', 'reports-1'), 'remote-reports', 'staged');
    await writeFile(join(staged, 'mounts.json'), JSON.stringify(REPORTS_MOUNTS));
    const { release_id: releaseId } = await t.app.releases.publish('remote-reports', staged, { actor: 'test' });
    assert.ok(!('reports' in (await config()).remotes));

    await t.app.releases.promote('remote-reports', releaseId, { actor: 'test' });
    page = await config();
    assert.equal(page.remotes.reports, `/remotes/reports/${releaseId}/mf-manifest.json`);
    assert.deepEqual(
      page.modules.reports.routes.map((route: { path: string }) => route.path),
      ['/reports'],
    );
  });
});
