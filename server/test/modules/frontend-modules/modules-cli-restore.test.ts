import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { modulesCommand } from './modules-command.js';

describe('the modules command: paths, retiring and restoring', { timeout: 120_000 }, () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const cli = (...args: string[]) => modulesCommand(t, ...args);

  it('registers with --path, refuses to retire a module the product needs, restores a retired one', async () => {
    const registered = await cli(
      'register',
      'remote-reports',
      '--segment',
      'reports',
      '--config-key',
      'reports',
      '--en',
      'Reports',
      '--zh',
      '报表',
      '--path',
      '/reports',
      '--path',
      '/charts',
    );
    assert.equal(registered.code, 0, registered.output);
    assert.deepEqual(
      (await t.app.frontendModules.claims()).filter((claim) => claim.module === 'remote-reports').map((claim) => claim.path),
      ['/charts', '/reports'],
    );

    const needed = await cli('retire', 'remote-account');
    assert.equal(needed.code, 1);
    assert.match(needed.output.trim(), /^modules: remote-account cannot be retired: it owns \/login, \/signup, /);
    assert.ok(await t.app.frontendModules.find('remote-account'));

    await t.app.frontendModules.retire('remote-reports', 'test');
    const restored = await cli('restore', 'remote-reports');
    assert.equal(restored.code, 0, restored.output);
    assert.ok(await t.app.frontendModules.find('remote-reports'));
    const again = await cli('restore', 'remote-reports');
    assert.equal(again.code, 1);
    assert.equal(again.output.trim(), 'modules: remote-reports is not retired');
  });
});
