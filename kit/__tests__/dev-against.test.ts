// `video-admin dev --against <product>`: the dev server's config for a product's page on another
// origin, and the link the command prints.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { aFolderPerTest, REPORTS_MOUNTS } from './reports-module';

const { createWebpackConfig } = require('../build/webpack-config.cjs');
const { AGAINST_ENV, PORT_ENV, devArguments, developLink } = require('../build/against-product.cjs');
const { wrapperSource } = require('../build/hot-exposes.cjs');

const folder = aFolderPerTest('dev-against-');
beforeEach(() => {
  writeFileSync(
    join(folder.path, 'package.json'),
    JSON.stringify({ name: '@video-admin/remote-reports', version: '0.1.0', dependencies: { react: '19.3.1' } }),
  );
});
afterEach(() => {
  delete process.env[AGAINST_ENV];
  delete process.env[PORT_ENV];
});

type Config = {
  devServer: Record<string, unknown> & { client?: { webSocketURL?: string; overlay?: boolean } };
  plugins: { constructor: { name: string }; _options?: { exposes: Record<string, string> } }[];
  module: { rules: { use?: { options?: { jsc?: { transform?: { react?: { development?: boolean } } } } }[] }[] };
};

function devConfig(port?: number): Config {
  return createWebpackConfig({
    dir: folder.path,
    name: 'reports',
    port,
    exposes: { './App': './src/exposes/app.tsx', './Settings': './src/exposes/settings.tsx' },
    mounts: REPORTS_MOUNTS,
  })({}, { mode: 'development' });
}
const exposesOf = (config: Config) =>
  config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')!._options!.exposes;
const jsxDevelopment = (config: Config) =>
  config.module.rules.flatMap((rule) => rule.use ?? []).find((use) => use.options?.jsc)!.options!.jsc!.transform!.react!.development;

test('without --against the dev server is the harness as before: the real exposes, live reload, the development JSX', () => {
  const config = devConfig(3010);
  expect(exposesOf(config)).toEqual({ './App': './src/exposes/app.tsx', './Settings': './src/exposes/settings.tsx' });
  expect(config.devServer).toMatchObject({ port: 3010, hot: true });
  expect(config.devServer.liveReload).toBeUndefined();
  expect(config.devServer.allowedHosts).toBeUndefined();
  expect(jsxDevelopment(config)).toBe(true);
});

test('against a product, each exposed module is its hot wrapper, the client reaches the dev server and nothing reloads the page', () => {
  process.env[AGAINST_ENV] = 'https://admin.example.com';
  const config = devConfig(3010);
  expect(exposesOf(config)).toEqual({ './App': 'video-admin-hot:App.js', './Settings': 'video-admin-hot:Settings.js' });
  expect(config.plugins.map((plugin) => plugin.constructor.name)).toContain('VirtualUrlPlugin');
  expect(config.devServer).toMatchObject({ port: 3010, hot: 'only', liveReload: false, allowedHosts: 'all' });
  expect(config.devServer.client).toEqual({ webSocketURL: 'ws://localhost:3010/ws', overlay: false });
  // the product's page runs React's production build, where jsxDEV fails
  expect(jsxDevelopment(config)).toBe(false);
});

test('the port given on the command line is the socket the client reaches', () => {
  process.env[AGAINST_ENV] = 'https://admin.example.com';
  process.env[PORT_ENV] = '3444';
  const config = devConfig(3010);
  expect(config.devServer.port).toBe(3444);
  expect(config.devServer.client!.webSocketURL).toBe('ws://localhost:3444/ws');
});

test('a production build ignores against mode', () => {
  process.env[AGAINST_ENV] = 'https://admin.example.com';
  const config = createWebpackConfig({
    dir: folder.path,
    name: 'reports',
    exposes: { './App': './src/exposes/app.tsx' },
    mounts: REPORTS_MOUNTS,
  })({}, { mode: 'production' }) as Config;
  expect(exposesOf(config)).toEqual({ './App': './src/exposes/app.tsx' });
});

test('the wrapper swaps in the real module on its update, remounts when an update fails, and re-exports the rest', () => {
  const source = wrapperSource({ realModule: '/repo/src/exposes/app.tsx' });
  expect(source).toContain('export * from "/repo/src/exposes/app.tsx";');
  expect(source).toContain(
    'import.meta.webpackHot.accept("/repo/src/exposes/app.tsx", () => hot.replace(exposed.default), () => hot.remount());',
  );
  expect(source).toMatch(/status === 'fail' \|\| status === 'abort'\) hot\.remount\(\)/);
  expect(source).toContain('export default hot.Component;');
  expect(source).not.toContain('location.reload');
});

test("the printed link opens the product's develop screen with the module and the encoded manifest address", () => {
  expect(developLink({ against: 'https://admin.example.com/', packageName: '@video-admin/remote-reports', port: 3002 })).toBe(
    'https://admin.example.com/admin/releases/develop?module=remote-reports&url=http%3A%2F%2Flocalhost%3A3002%2Fmf-manifest.json',
  );
  expect(developLink({ against: 'https://admin.example.com', packageName: 'remote-items', port: 3002 })).toBe(
    'https://admin.example.com/admin/releases/develop?module=remote-items&url=http%3A%2F%2Flocalhost%3A3002%2Fmf-manifest.json',
  );
});

test('the command keeps --against for itself and passes the rest, --port included, to webpack serve', () => {
  expect(devArguments(['--against', 'https://admin.example.com', '--port', '3005', '--host', '127.0.0.1'])).toEqual({
    webpackArgs: ['--port', '3005', '--host', '127.0.0.1'],
    env: { [AGAINST_ENV]: 'https://admin.example.com', [PORT_ENV]: '3005' },
  });
  expect(devArguments(['--against=https://admin.example.com', '--port=3006'])).toEqual({
    webpackArgs: ['--port=3006'],
    env: { [AGAINST_ENV]: 'https://admin.example.com', [PORT_ENV]: '3006' },
  });
  // without --against, nothing changes
  expect(devArguments(['--port', '3005'])).toEqual({ webpackArgs: ['--port', '3005'], env: {} });
  expect(() => devArguments(['--against'])).toThrow(/product's address/);
  expect(() => devArguments(['--against', 'admin.example.com'])).toThrow(/product's address/);
});
