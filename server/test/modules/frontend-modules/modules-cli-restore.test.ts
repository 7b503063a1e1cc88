import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const serverDir = resolve(import.meta.dirname, '..', '..', '..');

describe('the modules command: paths, retiring and restoring', { timeout: 120_000 }, () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  /** The command as an operator runs it, in a process of its own, on the test app's database. */
  const cli = (...args: string[]) =>
    new Promise<{ code: number; output: string }>((done) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'src/cli/modules.ts', ...args],
        {
          cwd: serverDir,
          env: {
            PATH: process.env.PATH ?? '',
            DATA_DIR: t.dataDir,
            ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl, DATABASE_SCHEMA: t.config.databaseSchema ?? '' } : {}),
          },
        },
        (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
      );
    });

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
