// frontends.json is the one list of the frontends: each is an npm workspace with a webpack config
// whose dev server listens on the port listed there.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');
const FRONTEND_ENTRIES: Array<{
  package: string;
  port: number;
  host?: boolean;
  displayName?: Record<string, string>;
}> = require('../../frontends.json');
const { workspaces } = require('../../package.json') as { workspaces: string[] };

test('one host, then remotes, each with a port of its own', () => {
  expect(FRONTEND_ENTRIES.filter((entry) => entry.host)).toHaveLength(1);
  const ports = FRONTEND_ENTRIES.map((entry) => entry.port);
  expect(new Set(ports).size).toBe(ports.length);
  for (const entry of FRONTEND_ENTRIES) expect(Number.isInteger(entry.port)).toBe(true);
});

test.each(FRONTEND_ENTRIES.map((entry) => [entry.package, entry] as const))('%s is a workspace served on its port', (pkg, entry) => {
  expect(workspaces).toContain(pkg);
  expect(existsSync(join(root, pkg, 'webpack.config.cjs'))).toBe(true);
  const config = require(join(root, pkg, 'webpack.config.cjs'));
  expect(config({}, { mode: 'development' }).devServer.port).toBe(entry.port);
  if (!entry.host) expect(entry.displayName).toEqual({ en: expect.any(String), 'zh-CN': expect.any(String) });
});

test("the shell's dev config.json points at every remote's dev server, with what each declares it mounts", () => {
  const { devRuntimeConfig } = require('../../kit/build/dev-runtime-config.cjs');
  const config = devRuntimeConfig();
  const remotes = FRONTEND_ENTRIES.filter((entry) => !entry.host);
  expect(Object.keys(config.modules)).toHaveLength(remotes.length);
  for (const remote of remotes) {
    const { federation } = require(join(root, remote.package, 'webpack.config.cjs'));
    expect(config.remotes[federation.name]).toBe(`http://localhost:${remote.port}/mf-manifest.json`);
    expect(config.modules[federation.name]).toEqual({ name: remote.package, displayName: remote.displayName, ...federation.mounts });
  }
});
