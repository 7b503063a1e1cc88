// The kit builds a frontend with nothing from this repository: no frontends.json, no root
// scripts, no file outside the package (a team installs it from its registry alone).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { aFolderPerTest, REPORTS_MOUNTS } from './reports-module';

const KIT = resolve(__dirname, '..');
const { createWebpackConfig, DEFAULT_DEV_PORT } = require('../build/webpack-config.cjs');

const folder = aFolderPerTest('team-remote-');
beforeEach(() => {
  writeFileSync(
    join(folder.path, 'package.json'),
    JSON.stringify({ name: '@video-admin/remote-reports', version: '0.1.0', dependencies: { react: '19.3.1' } }),
  );
});

test('a remote outside the repository gets its config: the default dev port, its own dist/, its declared ranges', () => {
  const config = createWebpackConfig({
    dir: folder.path,
    name: 'reports',
    exposes: { './App': './src/exposes/app.tsx' },
    mounts: REPORTS_MOUNTS,
  })({}, { mode: 'production' });
  expect(config.devServer.port).toBe(DEFAULT_DEV_PORT);
  expect(config.output.path).toBe(join(folder.path, 'dist'));
  const federation = config.plugins.find((plugin: { name?: string }) => plugin.constructor.name === 'ModuleFederationPlugin');
  expect(federation._options.shared.react).toMatchObject({ singleton: true, requiredVersion: '^19.3.1' });
  expect(federation._options.shared['@video-admin/shared-ui']).toMatchObject({ singleton: true });
});

test('the dev port is an option', () => {
  const config = createWebpackConfig({
    dir: folder.path,
    name: 'reports',
    port: 3999,
    exposes: { './App': './src/exposes/app.tsx' },
    mounts: REPORTS_MOUNTS,
  })({}, { mode: 'development' });
  expect(config.devServer.port).toBe(3999);
});

function filesOf(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.name === '__tests__' || entry.name === 'node_modules'
      ? []
      : entry.isDirectory()
        ? filesOf(join(folder, entry.name))
        : [join(folder, entry.name)],
  );
}

test('no file of the kit reads the repository: no frontends.json, no path out of the package', () => {
  const reaching = filesOf(KIT).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const outside = [...text.matchAll(/['"`]((?:\.\.\/)+[^'"`]*)['"`]/g)]
      .map((match) => match[1]!)
      .filter((path) => !resolve(file, '..', path).startsWith(KIT));
    const climbing = text.includes("'..', '..'") ? ["'..', '..'"] : [];
    return [...outside, ...climbing, ...(text.includes('frontends.json') ? ['frontends.json'] : [])].map(
      (what) => `${relative(KIT, file)}: ${what}`,
    );
  });
  expect(reaching).toEqual([]);
});
