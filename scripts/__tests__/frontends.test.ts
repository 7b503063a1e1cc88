// The frontends are derived from the root package.json's workspace list (scripts/lib/frontend-list.cjs):
// a workspace is a frontend when its folder has a webpack config, and that config declares its
// dev port, whether it is the host, and a remote's display name.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

interface FrontendEntry {
  package: string;
  name: string;
  port: number;
  host?: true;
  displayName?: Record<string, string>;
}

const { frontendEntries, frontendFolders } = require('../lib/frontend-list.cjs') as {
  frontendEntries: (root?: string, options?: { fresh?: boolean }) => FrontendEntry[];
  frontendFolders: (root?: string) => string[];
};

const root = resolve(__dirname, '..', '..');
const { workspaces } = require('../../package.json') as { workspaces: string[] };
const FRONTEND_ENTRIES = frontendEntries();

test('every workspace with a webpack config is a frontend, in the order of the workspace list', () => {
  const withConfig = workspaces.filter((folder) => existsSync(join(root, folder, 'webpack.config.cjs')));
  expect(FRONTEND_ENTRIES.map((entry) => entry.package)).toEqual(withConfig);
  expect(frontendFolders()).toEqual(withConfig);
  expect(withConfig).toEqual(expect.arrayContaining(['shell', 'remote-items']));
});

test('one host, and each frontend with a port of its own', () => {
  expect(FRONTEND_ENTRIES.filter((entry) => entry.host).map((entry) => entry.package)).toEqual(['shell']);
  const ports = FRONTEND_ENTRIES.map((entry) => entry.port);
  expect(new Set(ports).size).toBe(ports.length);
  for (const entry of FRONTEND_ENTRIES) expect(Number.isInteger(entry.port)).toBe(true);
});

test.each(FRONTEND_ENTRIES.map((entry) => [entry.package, entry] as const))(
  '%s: its dev server listens on its port; its package name is its folder; a remote is named in both languages',
  (pkg, entry) => {
    const config = require(join(root, pkg, 'webpack.config.cjs'));
    expect(config({}, { mode: 'development' }).devServer.port).toBe(entry.port);
    // The module registry, the dev config and the release command name a module by its package
    // name without a scope; unscoped and equal to the folder, the scripts may use any of the three.
    expect(entry.name).toBe(pkg);
    if (!entry.host) expect(entry.displayName).toEqual({ en: expect.stringMatching(/\S/), 'zh-CN': expect.stringMatching(/\S/) });
  },
);

test("the shell's dev config.json points at every remote's dev server, with what each declares it mounts", () => {
  const { devRuntimeConfig } = require('../../shell/dev-runtime-config.cjs');
  const config = devRuntimeConfig();
  const remotes = FRONTEND_ENTRIES.filter((entry) => !entry.host);
  expect(Object.keys(config.modules)).toHaveLength(remotes.length);
  for (const remote of remotes) {
    const { federation } = require(join(root, remote.package, 'webpack.config.cjs'));
    expect(config.remotes[federation.name]).toBe(`http://localhost:${remote.port}/mf-manifest.json`);
    expect(config.modules[federation.name]).toEqual({ name: remote.package, displayName: remote.displayName, ...federation.mounts });
  }
});

describe('in a repository of its own', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'frontend-list-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A workspace folder; with `federation`, a webpack config shaped as createWebpackConfig's. */
  function workspace(folder: string, federation?: object) {
    mkdirSync(join(dir, folder));
    writeFileSync(join(dir, folder, 'package.json'), JSON.stringify({ name: folder }));
    if (federation)
      writeFileSync(
        join(dir, folder, 'webpack.config.cjs'),
        `module.exports = Object.assign(() => ({}), { federation: ${JSON.stringify(federation)} });`,
      );
  }

  test('lists the workspaces with a webpack config, with what each declares', () => {
    workspace('lib');
    workspace('host', { name: 'host', port: 4000, isHost: true });
    workspace('remote-a', { name: 'a', port: 4001, displayName: { en: 'A', 'zh-CN': '甲' }, isHost: false });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ workspaces: ['lib', 'remote-a', 'host'] }));
    expect(frontendEntries(dir)).toEqual([
      { package: 'remote-a', name: 'remote-a', port: 4001, displayName: { en: 'A', 'zh-CN': '甲' } },
      { package: 'host', name: 'host', port: 4000, host: true },
    ]);
  });

  // In a Node process of its own: the dev server's, whose module cache `fresh` bypasses (jest's
  // module registry is another).
  test('reads an edited webpack config again when asked for a fresh list', () => {
    workspace('remote-a', { name: 'a', port: 4001 });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ workspaces: ['remote-a'] }));
    const script = `
      const { frontendEntries } = require(${JSON.stringify(join(__dirname, '..', 'lib', 'frontend-list.cjs'))});
      const before = frontendEntries(${JSON.stringify(dir)})[0].port;
      require('node:fs').writeFileSync(${JSON.stringify(join(dir, 'remote-a', 'webpack.config.cjs'))}, 'module.exports = { federation: { port: 4011 } };');
      const cached = frontendEntries(${JSON.stringify(dir)})[0].port;
      console.log(JSON.stringify([before, cached, frontendEntries(${JSON.stringify(dir)}, { fresh: true })[0].port]));
    `;
    const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual([4001, 4001, 4011]);
  });

  test('refuses a workspace pattern, which would hide the folders it names', () => {
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ workspaces: ['packages/*'] }));
    expect(() => frontendFolders(dir)).toThrow('list each folder by name, not by pattern (packages/*)');
  });
});
