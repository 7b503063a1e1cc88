import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertDetail, createUser, json, TIMESTAMP_RE, type Headers } from '../../helpers/api.js';
import { ADMIN_EMAIL, buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { writeBuild } from '../releases/fake-builds.js';

const MODULES = '/api/v1/modules/';

const REPORTS_MOUNTS = {
  defaultLanguage: 'en',
  routes: [
    { path: '/reports', module: 'App', session: 'signed-in' },
    { path: '/reports/weekly', module: 'App', session: 'signed-in' },
  ],
  menu: [{ path: '/reports', label: { en: 'Reports', 'zh-CN': '报表' }, icon: 'chart', order: 30, group: 'main' }],
};

describe('frontend modules: retiring is safe and reversible', () => {
  let t: TestApp;
  let admin: Headers;
  let marker = 0;

  const call = async (method: 'GET' | 'POST', url: string, payload?: object, headers?: Headers) =>
    t.app.inject({ method, url, payload, headers: headers ?? admin });
  /** Publishes and promotes a build of `frontend` (its mounts.json replaced by `mounts` when given). */
  const release = async (frontend: string, mounts?: object) => {
    const dir = await writeBuild(join(t.dataDir, 'builds', `${frontend}-${++marker}`), frontend, `r${marker}`);
    if (mounts) await writeFile(join(dir, 'mounts.json'), JSON.stringify(mounts));
    return (await t.app.releases.publish(frontend, dir, { actor: 'test', promote: true })).release_id;
  };

  before(async () => {
    t = await buildTestApp();
    admin = await adminHeaders(t.app);
    await release('remote-account');
    const registered = await call('POST', MODULES, {
      name: 'remote-reports',
      segment: 'reports',
      config_key: 'reports',
      display_name: { en: 'Reports', 'zh-CN': '报表' },
    });
    assert.equal(registered.statusCode, 201, registered.body);
  });
  after(() => t.close());

  it("shows what retiring would take away, and refuses (409) to retire a module owning the sign-in screens or the shell's links", async () => {
    const account = await call('GET', `${MODULES}remote-account/retirement`);
    assert.equal(account.statusCode, 200, account.body);
    assert.deepEqual(json(account), {
      routes: ['/login', '/signup', '/settings'],
      menu: ['/settings'],
      blocked_by: ['/login', '/signup', '/recover-password', '/reset-password', '/settings'],
    });
    assertDetail(
      await call('POST', `${MODULES}remote-account/retire`),
      409,
      'remote-account cannot be retired: it owns /login, /signup, /recover-password, /reset-password, /settings, which the product needs ' +
        '(the sign-in screens and the pages the shell links to)',
    );
    assert.ok(await t.app.frontendModules.find('remote-account'));

    // Owning what the shell links to is enough, with no live release: its paths could be mounted by nobody else.
    const cases: [string, string[]][] = [
      ['remote-items', ['/items']],
      ['remote-templates', ['/admin', '/admin/pending', '/admin/generated', '/admin/completion', '/admin/published']],
      ['remote-video-tasks', ['/admin/video-tasks']],
    ];
    for (const [name, blocked] of cases) {
      assert.deepEqual(json(await call('GET', `${MODULES}${name}/retirement`)), { routes: [], menu: [], blocked_by: blocked });
      assert.equal((await call('POST', `${MODULES}${name}/retire`)).statusCode, 409);
    }
    assertDetail(await call('GET', `${MODULES}remote-nope/retirement`), 404, 'Module not found');
  });

  it('retires a module the product can do without, and restores it with its releases and history; its old keys stay revoked', async () => {
    const live = await release('remote-reports', REPORTS_MOUNTS);
    const oldKey = await t.app.deployKeys.create({ module: 'remote-reports', name: 'CI', expiresInDays: null, canPromote: false }, 'test');
    assert.deepEqual(json(await call('GET', `${MODULES}remote-reports/retirement`)), {
      routes: ['/reports', '/reports/weekly'],
      menu: ['/reports'],
      blocked_by: [],
    });

    assert.equal((await call('POST', `${MODULES}remote-reports/retire`)).statusCode, 200);
    assertDetail(await call('GET', `${MODULES}remote-reports/retirement`), 404, 'Module not found');
    // While retired, its path stays its own: nobody else can claim it.
    assertDetail(
      await call('POST', `${MODULES}remote-items/paths`, { path: '/reports' }),
      409,
      'The path /reports is claimed by module remote-reports (retired)',
    );

    const restored = await call('POST', `${MODULES}remote-reports/restore`);
    assert.equal(restored.statusCode, 200, restored.body);
    assert.equal(json(restored).retired_at, null);
    assert.deepEqual(
      json(restored).paths.map((claim: { path: string }) => claim.path),
      ['/reports'],
    );
    assert.ok(await t.app.frontendModules.find('remote-reports'));
    assert.deepEqual(await t.app.releases.releaseIds('remote-reports'), [live]);
    assert.equal((await t.app.releases.live()).find((row) => row.package === 'remote-reports')?.release_id, live);
    const history = json(await call('GET', '/api/v1/releases/remote-reports'));
    assert.ok(JSON.stringify(history).includes(live));

    assert.equal(await t.app.deployKeys.authenticate(oldKey.key), null, 'the old key stays revoked');
    const newKey = await call('POST', '/api/v1/deploy-keys/', { module: 'remote-reports', name: 'CI again' });
    assert.equal(newKey.statusCode, 201, newKey.body);
    assert.ok(await t.app.deployKeys.authenticate(json(newKey).key));

    const entries = json(await call('GET', '/api/v1/audit/?target=module:remote-reports&kind=module')).data as {
      kind: string;
      actor: string;
    }[];
    assert.deepEqual(
      entries.map((entry) => [entry.kind, entry.actor]),
      [
        ['module.restore', ADMIN_EMAIL],
        ['module.retire', ADMIN_EMAIL],
        ['module.register', ADMIN_EMAIL],
      ],
    );
  });

  it('restore: 404 for an unknown module, 409 for one not retired; release managers may, others not', async () => {
    assertDetail(await call('POST', `${MODULES}remote-nope/restore`), 404, 'Module not found');
    assertDetail(await call('POST', `${MODULES}remote-items/restore`), 409, 'remote-items is not retired');

    await call('POST', MODULES, { name: 'remote-old', segment: 'old', config_key: 'old', display_name: { en: 'Old', 'zh-CN': '旧' } });
    assert.equal((await call('POST', `${MODULES}remote-old/retire`)).statusCode, 200);
    const plain = await createUser(t.app);
    assert.equal((await call('POST', `${MODULES}remote-old/restore`, undefined, plain.headers)).statusCode, 403);
    const manager = await createUser(t.app, { roles: ['release_manager'] });
    const restored = await call('POST', `${MODULES}remote-old/restore`, undefined, manager.headers);
    assert.equal(restored.statusCode, 200, restored.body);
    assert.match(json(restored).created_at, TIMESTAMP_RE);
  });
});
