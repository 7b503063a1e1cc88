import assert from 'node:assert/strict';
import { userInfo } from 'node:os';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { modulesCommand } from './modules-command.js';

describe('the modules command', { timeout: 120_000 }, () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const cli = (...args: string[]) => modulesCommand(t, ...args);

  it('registers, lists and retires, as cli:<user>; refusals are one line and exit 1', async () => {
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
    );
    assert.equal(registered.code, 0, registered.output);
    const module = await t.app.frontendModules.find('remote-reports');
    assert.deepEqual(module && { ...module, createdAt: '' }, {
      name: 'remote-reports',
      segment: 'reports',
      configKey: 'reports',
      displayName: { en: 'Reports', 'zh-CN': '报表' },
      isHost: false,
      retiredAt: null,
      createdAt: '',
      createdBy: `cli:${userInfo().username}`,
    });

    const listed = await cli('list');
    assert.equal(listed.code, 0);
    const names = listed.output
      .trim()
      .split('\n')
      .map((line) => line.split(/\s+/)[0]);
    assert.deepEqual(names, ['shell', 'remote-account', 'remote-items', 'remote-reports', 'remote-templates', 'remote-video-tasks']);

    const taken = await cli('register', 'remote-other', '--segment', 'reports', '--config-key', 'other', '--en', 'O', '--zh', 'O');
    assert.equal(taken.code, 1);
    assert.equal(taken.output.trim(), 'modules: The segment "reports" is taken by module remote-reports');

    const retired = await cli('retire', 'remote-reports');
    assert.equal(retired.code, 0, retired.output);
    assert.equal(await t.app.frontendModules.find('remote-reports'), null);
    assert.ok(!(await cli('list')).output.includes('remote-reports'));
    assert.match((await cli('list', '--all')).output, /remote-reports .* retired /);

    const again = await cli('retire', 'remote-reports');
    assert.equal(again.code, 1);
    assert.equal(again.output.trim(), 'modules: Module not found');
    assert.equal((await cli('retire', 'shell')).output.trim(), 'modules: shell is the host: it cannot be retired');
  });

  it('checks its arguments before touching the database', async () => {
    for (const [args, message] of [
      [['register', 'remote-x', '--config-key', 'x', '--en', 'X', '--zh', 'X'], 'register needs --segment'],
      [['register', 'Remote-X', '--segment', 'x', '--config-key', 'x', '--en', 'X', '--zh', 'X'], '--name "Remote-X" does not match'],
      [['register', 'remote-x', '--segment', 'x', '--config-key', 'a-b', '--en', 'X', '--zh', 'X'], '--config-key "a-b" does not match'],
      [['retire'], 'retire needs one module name'],
      [['nothing'], 'unknown command "nothing"'],
    ] as const) {
      const result = await cli(...args);
      assert.equal(result.code, 1, result.output);
      assert.ok(result.output.startsWith(message), result.output);
      assert.match(result.output, /usage:/);
    }
    assert.equal(await t.app.frontendModules.find('remote-x'), null);
    assert.match((await cli('--help')).output, /^usage:/);
  });
});
