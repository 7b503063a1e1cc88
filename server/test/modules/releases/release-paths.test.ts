import assert from 'node:assert/strict';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { create } from 'tar';
import { adminHeaders, assertDetail, json, type Headers } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { DECLARATIONS, writeBuild } from './fake-builds.js';

/** A build folder as the release script sends it: a gzip tar of its contents. */
async function archiveOf(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const names = (await readdir(dir)).sort();
  for await (const chunk of create({ gzip: true, cwd: dir, portable: true }, names)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Mounts {
  routes: string[];
  menu?: string[];
}

/** A declaration mounting `routes` (signed in) with menu entries to `menu`. */
const declaring = ({ routes, menu = [] }: Mounts) => ({
  defaultLanguage: 'en',
  routes: routes.map((path) => ({ path, module: 'App', session: 'signed-in' })),
  menu: menu.map((path, order) => ({ path, label: { en: 'Entry', 'zh-CN': '入口' }, icon: 'chart', order, group: 'main' })),
});

describe('releases: a remote mounts only paths its module owns', () => {
  let t: TestApp;
  let admin: Headers;
  let marker = 0;

  /** A build of `frontend` whose mounts.json declares `mounts` (the usual declaration without). */
  const build = async (frontend: string, mounts?: Mounts) => {
    const dir = await writeBuild(join(t.dataDir, 'builds', `${frontend}-${++marker}`), frontend, `p${marker}`);
    await writeFile(join(dir, 'mounts.json'), JSON.stringify(mounts ? declaring(mounts) : DECLARATIONS[frontend]));
    return dir;
  };
  const publish = async (frontend: string, dir: string, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/releases/${frontend}${query}`,
      payload: await archiveOf(dir),
      headers: { ...admin, 'content-type': 'application/gzip' },
    });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: admin });

  before(async () => {
    t = await buildTestApp({ RELEASE_PUBLISH_RATE_LIMIT_MAX: '1000' });
    admin = await adminHeaders(t.app);
    for (const name of ['reports', 'other']) {
      const registered = await post('/api/v1/modules/', {
        name: `remote-${name}`,
        segment: name,
        config_key: name,
        display_name: { en: name, 'zh-CN': name },
      });
      assert.equal(registered.statusCode, 201, registered.body);
    }
  });
  after(() => t.close());

  it("refuses (422) a build mounting another module's path, with or without ?promote, storing nothing", async () => {
    const refusals: [string, Mounts, string][] = [
      [
        'remote-items',
        { routes: ['/items', '/admin/pending'] },
        'remote-items mounts /admin/pending, which module remote-templates owns (its claim /admin)',
      ],
      // As the shell's router reaches them: any case, dot segments resolved.
      [
        'remote-items',
        { routes: ['/ADMIN/Pending'] },
        'remote-items mounts /ADMIN/Pending, which module remote-templates owns (its claim /admin)',
      ],
      [
        'remote-items',
        { routes: ['/items/../admin/video-tasks'] },
        'remote-items mounts /items/../admin/video-tasks, which module remote-video-tasks owns (its claim /admin/video-tasks)',
      ],
      [
        'remote-templates',
        { routes: ['/admin/video-tasks/archive'] },
        'remote-templates mounts /admin/video-tasks/archive, which module remote-video-tasks owns (its claim /admin/video-tasks)',
      ],
      ['remote-reports', { routes: ['/login'] }, 'remote-reports mounts /login, which module remote-account owns (its claim /login)'],
      ['remote-reports', { routes: ['/reports', '/elsewhere'] }, 'remote-reports mounts /elsewhere, which no module claims'],
    ];
    for (const [frontend, mounts, detail] of refusals) {
      const dir = await build(frontend, mounts);
      for (const query of ['', '?promote=true']) assertDetail(await publish(frontend, dir, query), 422, detail);
    }
    assert.deepEqual(await t.app.releases.releaseIds('remote-items'), []);
    assert.deepEqual(await t.app.releases.releaseIds('remote-reports'), []);

    // Its own paths, and the deeper paths under them, are fine.
    const own = await publish(
      'remote-reports',
      await build('remote-reports', { routes: ['/reports', '/reports/weekly'], menu: ['/reports'] }),
    );
    assert.equal(own.statusCode, 201, own.body);
    assert.equal((await publish('remote-items', await build('remote-items'), '?promote=true')).statusCode, 201);
  });

  it("refuses at promote, rollout and preview (409) a release mounting a path that became another module's", async () => {
    const first = json(await publish('remote-reports', await build('remote-reports', { routes: ['/reports'] }), '?promote=true'));
    assert.equal(first.promoted, true);
    const special = { routes: ['/reports', '/reports/special'] };
    const staged = json(await publish('remote-reports', await build('remote-reports', special))).release_id as string;
    const menuOnly = { routes: ['/reports'], menu: ['/reports/special'] };
    const stagedMenu = json(await publish('remote-reports', await build('remote-reports', menuOnly))).release_id as string;

    // A superuser grants /reports/special to another module, explicitly, under remote-reports' claim.
    assert.equal(
      (await post('/api/v1/modules/remote-other/paths', { path: '/reports/special', under_other_module: true })).statusCode,
      201,
    );

    const detail = 'remote-reports mounts /reports/special, which module remote-other owns (its claim /reports/special)';
    assertDetail(await post('/api/v1/releases/remote-reports/promote', { release_id: staged }), 409, detail);
    assertDetail(await post('/api/v1/releases/remote-reports/rollout', { release_id: staged, percent: 10 }), 409, detail);
    assertDetail(await post('/api/v1/releases/remote-reports/preview', { release_id: staged }), 409, detail);
    assertDetail(
      await post('/api/v1/releases/remote-reports/promote', { release_id: stagedMenu }),
      409,
      'remote-reports lists a menu entry to /reports/special, which module remote-other owns (its claim /reports/special)',
    );
    await assert.rejects(t.app.releases.promote('remote-reports', staged, { actor: 'test' }), { statusCode: 409, detail });
    assertDetail(await publish('remote-reports', await build('remote-reports', special)), 422, detail);
    assert.equal((await t.app.releases.live()).find((row) => row.package === 'remote-reports')?.release_id, first.release_id);
  });
});
