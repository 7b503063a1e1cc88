import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { claimCovers, ownerOf, reachedPath } from '../../../src/modules/frontend-modules/module-paths.js';
import {
  adminHeaders,
  assertDetail,
  assertValidationError,
  createUser,
  json,
  TIMESTAMP_RE,
  type CreatedUser,
  type Headers,
} from '../../helpers/api.js';
import { ADMIN_EMAIL, buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const MODULES = '/api/v1/modules/';

interface Claim {
  path: string;
  explicit: boolean;
  granted_by: string;
  granted_at: string;
}

const remote = (name: string, extra: object = {}) => ({
  name: `remote-${name}`,
  segment: name,
  config_key: name.replace(/-/g, '_'),
  display_name: { en: name, 'zh-CN': name },
  ...extra,
});

describe('frontend modules: the paths each one owns', () => {
  let t: TestApp;
  let admin: Headers;
  let releaseManager: CreatedUser;
  before(async () => {
    t = await buildTestApp();
    admin = await adminHeaders(t.app);
    releaseManager = await createUser(t.app, { roles: ['release_manager'] });
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = admin) => t.app.inject({ method, url, payload, headers });
  const pathsOf = async (name: string): Promise<[string, boolean][]> => {
    const listed = json(await call('GET', `${MODULES}?include_retired=true`)).data as { name: string; paths: Claim[] }[];
    return listed.find((module) => module.name === name)!.paths.map((claim) => [claim.path, claim.explicit]);
  };

  it('owns a path by the longest claim covering it: equal, or a prefix and a slash', () => {
    const claims = [{ path: '/admin' }, { path: '/admin/video-tasks' }, { path: '/items' }];
    assert.equal(ownerOf(claims, '/admin/pending')?.path, '/admin');
    assert.equal(ownerOf(claims, '/admin/video-tasks/12')?.path, '/admin/video-tasks');
    assert.equal(ownerOf(claims, '/admin')?.path, '/admin');
    assert.equal(ownerOf(claims, '/administration'), undefined);
    assert.equal(ownerOf(claims, '/itemsx'), undefined);
    assert.ok(claimCovers('/items', '/items/1') && !claimCovers('/items', '/item'));
    // As the shell's router reaches a declared path: without its query, any case, dot segments resolved.
    assert.equal(reachedPath('/ADMIN/Pending'), '/admin/pending');
    assert.equal(reachedPath('/items/../admin/pending'), '/admin/pending');
    assert.equal(reachedPath('/admin?template_status=x'), '/admin');
  });

  it('gives the first six remotes the paths their builds mount today (those under /admin granted explicitly)', async () => {
    assert.deepEqual(await pathsOf('remote-templates'), [['/admin', false]]);
    assert.deepEqual(await pathsOf('remote-video-tasks'), [['/admin/video-tasks', true]]);
    assert.deepEqual(await pathsOf('remote-items'), [['/items', false]]);
    assert.deepEqual(
      (await pathsOf('remote-account')).map(([path]) => path),
      ['/login', '/recover-password', '/reset-password', '/settings', '/signup'],
    );
    assert.deepEqual(await pathsOf('shell'), []);
    assert.ok((await t.app.frontendModules.claims()).every((claim) => claim.grantedBy === 'server'));
  });

  it("keeps remote-users' and remote-releases' paths for them: registered later (as at start), they get those, not /<segment>", async () => {
    const users = await call('POST', MODULES, { ...remote('users'), config_key: 'usersAdmin' });
    assert.equal(users.statusCode, 201, users.body);
    assert.deepEqual(
      json(users).paths.map((claim: Claim) => [claim.path, claim.explicit, claim.granted_by]),
      [['/admin/users', true, 'server']],
    );
    const releases = await call('POST', MODULES, { ...remote('releases'), config_key: 'releasesAdmin' });
    assert.deepEqual(await pathsOf('remote-releases'), [['/admin/releases', true]]);
    assert.equal(releases.statusCode, 201);
  });

  it('registers with the paths given; refuses (409, naming the owner) one claimed or under another module', async () => {
    const created = await call('POST', MODULES, remote('reports', { paths: ['/reports', '/charts'] }));
    assert.equal(created.statusCode, 201, created.body);
    assert.deepEqual(
      json(created).paths.map((claim: Claim) => [claim.path, claim.explicit, claim.granted_by]),
      [
        ['/charts', false, ADMIN_EMAIL],
        ['/reports', false, ADMIN_EMAIL],
      ],
    );
    assertDetail(
      await call('POST', MODULES, remote('r1', { paths: ['/items'] })),
      409,
      'The path /items is claimed by module remote-items',
    );
    assertDetail(
      await call('POST', MODULES, remote('r2', { paths: ['/fine', '/admin/reports'] })),
      409,
      'The path /admin/reports is under /admin, which module remote-templates claims: only a superuser can grant it, explicitly (under_other_module)',
    );
    assertDetail(
      await call('POST', MODULES, remote('r3', { paths: ['/items/more'] })),
      409,
      'The path /items/more is under /items, which module remote-items claims: only a superuser can grant it, explicitly (under_other_module)',
    );
    // Without paths its claim is /<segment>, refused like any other.
    assertDetail(
      await call('POST', MODULES, { ...remote('login'), config_key: 'loginX' }),
      409,
      'The path /login is claimed by module remote-account',
    );
    for (const name of ['remote-r1', 'remote-r2', 'remote-r3', 'remote-login']) assert.equal(await t.app.frontendModules.find(name), null);
    assert.ok(!(await t.app.frontendModules.claims()).some((claim) => claim.path === '/fine'), 'a refused registration claims nothing');

    for (const paths of [['admin'], ['/Admin'], ['/a//b'], ['/a/../b'], ['/a/.'], ['/a/']])
      assertValidationError(await call('POST', MODULES, remote('bad', { paths })), ['body', 'paths', 0]);
    for (const paths of [[], ['/x', '/x']]) assertValidationError(await call('POST', MODULES, remote('bad', { paths })), ['body', 'paths']);
  });

  it('claims a path not under another module for a release manager; under one only when a superuser grants it explicitly', async () => {
    await call('POST', MODULES, remote('stats'));
    const added = await call('POST', `${MODULES}remote-stats/paths`, { path: '/statistics' }, releaseManager.headers);
    assert.equal(added.statusCode, 201, added.body);
    assert.deepEqual(await pathsOf('remote-stats'), [
      ['/statistics', false],
      ['/stats', false],
    ]);

    const under = '/admin/stats';
    assertDetail(
      await call('POST', `${MODULES}remote-stats/paths`, { path: under }, releaseManager.headers),
      409,
      'The path /admin/stats is under /admin, which module remote-templates claims: only a superuser can grant it, explicitly (under_other_module)',
    );
    assertDetail(
      await call('POST', `${MODULES}remote-stats/paths`, { path: under, under_other_module: true }, releaseManager.headers),
      403,
      "Only a superuser can grant a path under another module's claim",
    );
    assertDetail(
      await call('POST', `${MODULES}remote-stats/paths`, { path: '/admin/video-tasks' }),
      409,
      'The path /admin/video-tasks is claimed by module remote-video-tasks',
    );
    assertDetail(
      await call('POST', `${MODULES}remote-stats/paths`, { path: '/admin/video-tasks', under_other_module: true }),
      409,
      'The path /admin/video-tasks is claimed by module remote-video-tasks',
    );
    const granted = await call('POST', `${MODULES}remote-stats/paths`, { path: under, under_other_module: true });
    assert.equal(granted.statusCode, 201, granted.body);
    const claim = json(granted).paths.find((each: Claim) => each.path === under);
    assert.deepEqual({ ...claim, granted_at: undefined }, { path: under, explicit: true, granted_by: ADMIN_EMAIL, granted_at: undefined });
    assert.match(claim.granted_at, TIMESTAMP_RE);

    // The explicit grant is in the audit log.
    const audit = json(await call('GET', '/api/v1/audit/?target=module:remote-stats'));
    const entries = (audit.data as { kind: string; actor: string; summary: string }[]).filter((entry) => entry.kind === 'module.path');
    assert.deepEqual(
      entries.map((entry) => [entry.actor, JSON.parse(entry.summary)]),
      [
        [ADMIN_EMAIL, { path: under, explicit: true }],
        [releaseManager.email, { path: '/statistics', explicit: false }],
      ],
    );

    assertDetail(await call('POST', `${MODULES}remote-nope/paths`, { path: '/nope' }), 404, 'Module not found');
    assertDetail(
      await call('POST', `${MODULES}shell/paths`, { path: '/shellish' }),
      409,
      'shell is the host: it mounts no routes, so it claims no paths',
    );
    assertValidationError(await call('POST', `${MODULES}remote-stats/paths`, { path: 'stats' }), ['body', 'path']);
  });
});
