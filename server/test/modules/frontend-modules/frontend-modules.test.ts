import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertDetail, assertValidationError, createUser, json, TIMESTAMP_RE, assertRefused } from '../../helpers/api.js';
import { ADMIN_EMAIL, buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const MODULES = '/api/v1/modules/';

const reports = (suffix = '') => ({
  name: `remote-reports${suffix}`,
  segment: `reports${suffix}`,
  config_key: `reports${suffix.replace(/-/g, '_')}`,
  display_name: { en: 'Reports', 'zh-CN': '报表' },
});

describe('frontend modules: the registry', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const call = async (method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) =>
    t.app.inject({ method, url, payload, headers: headers ?? (await adminHeaders(t.app)) });

  it('starts with the shell (the host) first, then the four remotes by name', async () => {
    const listed = await t.app.frontendModules.list();
    assert.deepEqual(
      listed.map((module) => [module.name, module.segment, module.configKey, module.isHost]),
      [
        ['shell', null, 'shell', true],
        ['remote-account', 'account', 'account', false],
        ['remote-items', 'items', 'items', false],
        ['remote-templates', 'templates', 'templates', false],
        ['remote-video-tasks', 'video-tasks', 'videoTasks', false],
      ],
    );
    assert.deepEqual(listed[2]!.displayName, { en: 'Items', 'zh-CN': '项目' });
    assert.equal(listed[0]!.retiredAt, null);

    const body = json(await call('GET', MODULES));
    assert.equal(body.data.length, 5);
    const items = body.data[2];
    assert.deepEqual(Object.keys(items).sort(), [
      'config_key',
      'created_at',
      'created_by',
      'display_name',
      'is_host',
      'name',
      'paths',
      'segment',
    ]);
    assert.equal(items.name, 'remote-items');
    assert.deepEqual(
      items.paths.map((claim: { path: string; explicit: boolean; granted_by: string }) => [claim.path, claim.explicit, claim.granted_by]),
      [['/items', false, 'server']],
    );
    assert.match(items.paths[0].granted_at, TIMESTAMP_RE);
    assert.deepEqual(items.display_name, { en: 'Items', 'zh-CN': '项目' });
    assert.match(items.created_at, TIMESTAMP_RE);
    assert.equal(items.created_by, 'server');
  });

  it('finds by name and by segment; the host has no segment', async () => {
    assert.equal((await t.app.frontendModules.find('remote-templates'))?.segment, 'templates');
    assert.equal(await t.app.frontendModules.find('remote-nope'), null);
    assert.equal((await t.app.frontendModules.bySegment('video-tasks'))?.name, 'remote-video-tasks');
    assert.equal(await t.app.frontendModules.bySegment('nope'), null);
    assert.equal((await t.app.frontendModules.findOrThrow('shell')).isHost, true);
    await assert.rejects(t.app.frontendModules.findOrThrow('remote-nope'), { statusCode: 404, detail: 'Module not found' });
  });

  it('registers a remote (201), which then lists and resolves', async () => {
    const created = await call('POST', MODULES, reports());
    assert.equal(created.statusCode, 201, created.body);
    const module = json(created);
    assert.deepEqual(
      { ...module, created_at: undefined, paths: undefined },
      {
        name: 'remote-reports',
        segment: 'reports',
        config_key: 'reports',
        display_name: { en: 'Reports', 'zh-CN': '报表' },
        is_host: false,
        created_at: undefined,
        created_by: ADMIN_EMAIL,
        paths: undefined,
      },
    );
    assert.match(module.created_at, TIMESTAMP_RE);
    // Registered without paths, it claims its segment.
    assert.deepEqual(module.paths, [
      { path: '/reports', explicit: false, granted_by: ADMIN_EMAIL, granted_at: module.paths[0].granted_at },
    ]);
    const names = json(await call('GET', MODULES)).data.map((each: { name: string }) => each.name);
    assert.deepEqual(names, ['shell', 'remote-account', 'remote-items', 'remote-reports', 'remote-templates', 'remote-video-tasks']);
    assert.equal((await t.app.frontendModules.bySegment('reports'))?.configKey, 'reports');
  });

  it('refuses (409) a taken name, segment or config key, naming which, a retired holder included', async () => {
    await t.app.frontendModules.register(
      { name: 'remote-old', segment: 'old', configKey: 'old', displayName: { en: 'Old', 'zh-CN': '旧' } },
      'test',
    );
    await t.app.frontendModules.retire('remote-old', 'test');
    const fresh = reports('-x');
    const cases: [object, string][] = [
      [{ ...fresh, name: 'remote-items' }, 'A module named "remote-items" already exists'],
      [{ ...fresh, name: 'remote-old' }, 'A module named "remote-old" already exists (retired)'],
      [{ ...fresh, segment: 'items' }, 'The segment "items" is taken by module remote-items'],
      [{ ...fresh, segment: 'old' }, 'The segment "old" is taken by module remote-old (retired)'],
      [{ ...fresh, config_key: 'videoTasks' }, 'The config key "videoTasks" is taken by module remote-video-tasks'],
      [{ ...fresh, config_key: 'shell' }, 'The config key "shell" is taken by module shell'],
      [{ ...fresh, config_key: 'old' }, 'The config key "old" is taken by module remote-old (retired)'],
    ];
    for (const [body, detail] of cases) assertDetail(await call('POST', MODULES, body), 409, detail);
    assert.equal((await call('POST', MODULES, fresh)).statusCode, 201);
  });

  it('validates the body (422): patterns, display names in both languages, reserved config keys', async () => {
    const fresh = reports('-v');
    const cases: [object, (string | number)[]][] = [
      [{ ...fresh, name: 'Remote-Reports' }, ['body', 'name']],
      [{ ...fresh, name: '1remote' }, ['body', 'name']],
      [{ ...fresh, name: `r${'x'.repeat(64)}` }, ['body', 'name']],
      [{ ...fresh, segment: '-reports' }, ['body', 'segment']],
      [{ ...fresh, segment: 'a/b' }, ['body', 'segment']],
      [{ ...fresh, segment: null }, ['body', 'segment']],
      [{ ...fresh, config_key: 'video-tasks' }, ['body', 'config_key']],
      [{ ...fresh, config_key: '9lives' }, ['body', 'config_key']],
      [{ ...fresh, config_key: '__proto__' }, ['body', 'config_key']],
      [{ ...fresh, config_key: 'constructor' }, ['body', 'config_key']],
      [{ ...fresh, config_key: 'default' }, ['body', 'config_key']],
      [{ ...fresh, display_name: { en: 'Reports' } }, ['body', 'display_name', 'zh-CN']],
      [{ ...fresh, display_name: { en: '', 'zh-CN': '报表' } }, ['body', 'display_name', 'en']],
      [{ name: fresh.name }, ['body', 'segment']],
    ];
    for (const [body, loc] of cases) assertValidationError(await call('POST', MODULES, body), loc);
    assert.equal(await t.app.frontendModules.find(fresh.name), null);
  });

  it('retires a remote: gone from the list, the lookups and the next read everywhere; its keys revoked', async () => {
    await call('POST', MODULES, reports('-r'));
    const key = await t.app.deployKeys.create({ module: 'remote-reports-r', name: 'CI', expiresInDays: null, canPromote: false }, 'test');
    assert.ok(await t.app.deployKeys.authenticate(key.key));

    const retired = await call('POST', `${MODULES}remote-reports-r/retire`);
    assert.equal(retired.statusCode, 200, retired.body);
    assert.equal(json(retired).name, 'remote-reports-r');
    assert.match(json(retired).retired_at, TIMESTAMP_RE);

    assert.equal(await t.app.frontendModules.find('remote-reports-r'), null);
    assert.equal(await t.app.frontendModules.bySegment('reports-r'), null);
    assert.ok(!(await t.app.frontendModules.list()).some((module) => module.name === 'remote-reports-r'));
    assert.ok((await t.app.frontendModules.listAll()).find((module) => module.name === 'remote-reports-r')?.retiredAt);
    assert.equal(await t.app.deployKeys.authenticate(key.key), null);
    const [stored] = await t.app.deployKeys.list('remote-reports-r');
    assert.ok(stored?.revokedAt);

    // A module retired by another instance (straight in the shared database) is gone at the next read.
    await call('POST', MODULES, reports('-s'));
    assert.ok(await t.app.frontendModules.find('remote-reports-s'));
    await t.app.db
      .updateTable('frontend_modules')
      .set({ retired_at: new Date().toISOString() })
      .where('name', '=', 'remote-reports-s')
      .execute();
    assert.equal(await t.app.frontendModules.find('remote-reports-s'), null);

    const all = json(await call('GET', `${MODULES}?include_retired=true`)).data;
    const byName = new Map(all.map((module: { name: string }) => [module.name, module]));
    assert.match((byName.get('remote-reports-r') as { retired_at: string }).retired_at, TIMESTAMP_RE);
    assert.equal((byName.get('remote-items') as { retired_at: null }).retired_at, null);
    assert.equal(all[0].name, 'shell');
    assert.ok(!json(await call('GET', MODULES)).data.some((module: { name: string }) => module.name === 'remote-reports-r'));
  });

  it('retire: 404 for an unknown or already retired module, 409 for the host', async () => {
    assertDetail(await call('POST', `${MODULES}remote-nope/retire`), 404, 'Module not found');
    await call('POST', MODULES, reports('-t'));
    assert.equal((await call('POST', `${MODULES}remote-reports-t/retire`)).statusCode, 200);
    assertDetail(await call('POST', `${MODULES}remote-reports-t/retire`), 404, 'Module not found');
    assertDetail(await call('POST', `${MODULES}shell/retire`), 409, 'shell is the host: it cannot be retired');
    assert.ok(await t.app.frontendModules.find('shell'));
  });

  it('is for superusers only', async () => {
    const user = await createUser(t.app);
    for (const [method, url, payload] of [
      ['GET', MODULES, undefined],
      ['POST', MODULES, reports('-u')],
      ['POST', `${MODULES}remote-items/retire`, undefined],
    ] as const) {
      assertDetail(await call(method, url, payload, {}), 401, 'Not authenticated');
      assertRefused(await call(method, url, payload, user.headers), 'releases.manage');
    }
    assert.equal(await t.app.frontendModules.find('remote-reports-u'), null);
    assert.ok(await t.app.frontendModules.find('remote-items'));
  });

  it('is in the OpenAPI document', async () => {
    const spec = json(await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' }));
    assert.equal(spec.paths['/api/v1/modules/'].get.operationId, 'modules-list_modules');
    assert.equal(spec.paths['/api/v1/modules/'].post.operationId, 'modules-register_module');
    assert.equal(spec.paths['/api/v1/modules/{name}/retire'].post.operationId, 'modules-retire_module');
    assert.ok(spec.paths['/api/v1/modules/'].post.responses['409']);
    assert.equal(
      spec.paths['/api/v1/modules/'].post.requestBody.content['application/json'].schema.properties.name.pattern,
      '^[a-z][a-z0-9-]{0,63}$',
    );
  });
});
