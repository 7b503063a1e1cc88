// What a remote's build declares it mounts: checked when the build starts, written as mounts.json
// beside its manifest, and the source of its first-screen needs' default language.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import webpack from 'webpack';
import { MENU_ICONS as CONTRACT_ICONS, ROUTE_PERMISSIONS } from '../../shared-ui/src/federation/contract';

const {
  declarationProblems,
  checkedDeclaration,
  MountsPlugin,
  MENU_ICONS,
  PERMISSIONS,
} = require('../../kit/build/mounts-declaration.cjs');
const { createWebpackConfig } = require('../../kit/build/webpack-config.cjs');
const { precompressionPlugins } = require('../../kit/build/precompression.cjs');

const root = resolve(__dirname, '..', '..');
const EXPOSES = { './App': './src/exposes/app.tsx', './Report': './src/exposes/report.tsx' };

function aDeclaration(overrides: Record<string, unknown> = {}) {
  return {
    defaultLanguage: 'en',
    routes: [
      { path: '/reports', module: 'App', session: 'signed-in' },
      { path: '/reports/yearly', module: 'Report', session: 'signed-in', permission: 'superuser' },
      { path: '/report-request', module: 'Report', session: 'signed-out' },
    ],
    menu: [{ path: '/reports', label: { en: 'Reports', 'zh-CN': '报表' }, icon: 'chart', order: 30, group: 'main' }],
    ...overrides,
  };
}

const problemsOf = (declaration: unknown) => declarationProblems(declaration, { exposes: EXPOSES }) as string[];

test('a sound declaration has no problems', () => {
  expect(problemsOf(aDeclaration())).toEqual([]);
  expect(problemsOf(aDeclaration({ menu: [] }))).toEqual([]);
  // a menu entry may open a screen below its route
  const below = { path: '/reports/monthly', label: { en: 'Monthly', 'zh-CN': '月报' }, icon: 'document', order: 1, group: 'admin' };
  expect(problemsOf(aDeclaration({ menu: [below] }))).toEqual([]);
});

test('the icons are the contract’s', () => {
  expect(MENU_ICONS).toEqual([...CONTRACT_ICONS]);
});

test('the permissions a route may need are the contract’s: superuser, or a back-office permission', () => {
  expect(PERMISSIONS).toEqual([...ROUTE_PERMISSIONS]);
  const needing = (permission: string) => aDeclaration({ routes: [{ path: '/reports', module: 'App', session: 'signed-in', permission }] });
  expect(problemsOf(needing('templates.read'))).toEqual([]);
  expect(problemsOf(needing('users.manage'))).toEqual([]);
});

test.each([
  [
    'a route whose module is not exposed',
    aDeclaration({ routes: [{ path: '/reports', module: 'Apps', session: 'signed-in' }] }),
    'route 0 ("/reports"): its module "Apps" is not one of the exposes ("App", "Report")',
  ],
  [
    'a path not starting with /',
    aDeclaration({ routes: [{ path: 'reports', module: 'App', session: 'signed-in' }], menu: [] }),
    `route 0 ("reports"): its path "reports" must start with '/'`,
  ],
  [
    'a menu path not starting with /',
    aDeclaration({ menu: [{ ...aDeclaration().menu[0], path: 'reports' }] }),
    `menu entry 0 ("reports"): its path "reports" must start with '/'`,
  ],
  [
    'an unknown icon',
    aDeclaration({ menu: [{ ...aDeclaration().menu[0], icon: 'rocket' }] }),
    'menu entry 0 ("/reports"): its icon "rocket" is not one of "apps-list", "settings", "video-clip", "task-list", "document", "people", "chart", "box"',
  ],
  [
    'a label without its Chinese',
    aDeclaration({ menu: [{ ...aDeclaration().menu[0], label: { en: 'Reports' } }] }),
    'menu entry 0 ("/reports"): its label has no "zh-CN" text',
  ],
  [
    'a label without its English',
    aDeclaration({ menu: [{ ...aDeclaration().menu[0], label: { en: ' ', 'zh-CN': '报表' } }] }),
    'menu entry 0 ("/reports"): its label has no "en" text',
  ],
  [
    'a menu entry no route covers',
    aDeclaration({ menu: [{ ...aDeclaration().menu[0], path: '/reportsx' }] }),
    'menu entry 0 ("/reportsx"): no signed-in route of this module covers its path (the menu is for signed-in users)',
  ],
  [
    'a menu entry only a signed-out route covers',
    aDeclaration({ menu: [{ ...aDeclaration().menu[0], path: '/report-request' }] }),
    'menu entry 0 ("/report-request"): no signed-in route of this module covers its path (the menu is for signed-in users)',
  ],
  ['a bad defaultLanguage', aDeclaration({ defaultLanguage: 'zh' }), 'its defaultLanguage "zh" is not one of "en", "zh-CN"'],
  ['no defaultLanguage', aDeclaration({ defaultLanguage: undefined }), 'its defaultLanguage undefined is not one of "en", "zh-CN"'],
  [
    'an unknown session',
    aDeclaration({ routes: [{ path: '/reports', module: 'App', session: 'public' }], menu: [] }),
    'route 0 ("/reports"): its session "public" is not one of "signed-out", "signed-in"',
  ],
  [
    'an unknown permission',
    aDeclaration({ routes: [{ path: '/reports', module: 'App', session: 'signed-in', permission: 'admin' }] }),
    'route 0 ("/reports"): its permission "admin" is not one of "superuser", "templates.read", "templates.edit", "templates.review", "templates.publish", "templates.delete", "tasks.read", "tasks.edit", "tasks.delete", "bulk.run", "releases.manage", "releases.develop", "users.manage"',
  ],
  [
    'an unknown group',
    aDeclaration({ menu: [{ ...aDeclaration().menu[0], group: 'tools' }] }),
    'menu entry 0 ("/reports"): its group "tools" is not one of "main", "admin"',
  ],
  [
    'two routes at one path',
    aDeclaration({
      routes: [
        { path: '/reports', module: 'App', session: 'signed-in' },
        { path: '/reports', module: 'Report', session: 'signed-in' },
      ],
    }),
    'the path "/reports" has more than one route',
  ],
  ['no routes', aDeclaration({ routes: [], menu: [] }), 'it must have routes: at least one'],
  ['no menu', aDeclaration({ menu: undefined }), 'it must have a menu (an empty one will do)'],
])('%s is a problem', (_case, declaration, problem) => {
  expect(problemsOf(declaration)).toContain(problem);
});

test('a problem fails the build, naming the package and every problem', () => {
  const bad = aDeclaration({ defaultLanguage: 'fr', menu: [{ ...aDeclaration().menu[0], icon: 'rocket' }] });
  expect(() => checkedDeclaration(bad, { exposes: EXPOSES, packageName: 'remote-reports' })).toThrow(
    'remote-reports: the `mounts` its webpack config declares are wrong:\n' +
      '  - its defaultLanguage "fr" is not one of "en", "zh-CN"\n' +
      '  - menu entry 0 ("/reports"): its icon "rocket" is not one of',
  );
  const config = createWebpackConfig({ dir: join(root, 'remote-items'), name: 'items', exposes: EXPOSES, mounts: bad });
  expect(() => config({}, { mode: 'production' })).toThrow('remote-items: the `mounts` its webpack config declares are wrong');
  const undeclared = createWebpackConfig({ dir: join(root, 'remote-items'), name: 'items', exposes: EXPOSES });
  expect(() => undeclared({}, { mode: 'development' })).toThrow("remote-items: a remote's webpack config must declare its `mounts`");
});

const REMOTES = (require('../lib/frontend-list.cjs').frontendEntries() as Array<{ package: string; host?: boolean }>)
  .filter((f) => !f.host)
  .map((f) => f.package);

describe.each(REMOTES)('%s', (pkg) => {
  const config = require(join(root, pkg, 'webpack.config.cjs'));

  test('declares sound mounts, and builds a config with them in both modes', () => {
    for (const mode of ['production', 'development']) {
      const built = config({}, { mode });
      expect(built.plugins.some((plugin: object) => plugin instanceof MountsPlugin)).toBe(true);
    }
  });

  test("its first screen's needs take the declaration's default language", () => {
    const firstScreen = config({}, { mode: 'production' }).plugins.find(
      (plugin: object) => plugin.constructor.name === 'FirstScreenPlugin',
    );
    const needs = Object.values(firstScreen.needs) as Array<{
      defaultLanguage: string;
      groups: string[];
      calls?: unknown[];
      markup?: unknown;
    }>;
    expect(needs.length).toBeGreaterThan(0);
    for (const { calls, markup, ...need } of needs) {
      expect(Object.keys(need)).toEqual(['defaultLanguage', 'groups']);
      // the first calls a list declares, as the server reads them: body-less API calls
      for (const call of calls ?? [])
        expect(call).toEqual({ method: expect.stringMatching(/^(GET|POST)$/), path: expect.stringMatching(/^\/api\//) });
      // a screen rendered at build time names the runtime config's keys its first render reads
      if (markup !== undefined) expect(markup).toEqual({ reads: expect.any(Array) });
    }
    expect(new Set(needs.map((need) => need.defaultLanguage))).toEqual(new Set([config.federation.mounts.defaultLanguage]));
  });
});

test('the shell declares no mounts, and its needs keep their own languages', () => {
  const shell = require(join(root, 'shell', 'webpack.config.cjs'));
  // the page everyone gets, and its copy on React's development build (kit/build/react-development.cjs)
  const [built, copy] = shell({}, { mode: 'production' });
  expect(built.plugins.some((plugin: object) => plugin instanceof MountsPlugin)).toBe(false);
  expect(copy.plugins.some((plugin: object) => plugin instanceof MountsPlugin)).toBe(false);
  const firstScreen = built.plugins.find((plugin: object) => plugin.constructor.name === 'FirstScreenPlugin');
  expect(firstScreen.mounts).toBeUndefined();
  expect(firstScreen.needs.always).toEqual({ defaultLanguage: 'en', groups: ['common-texts-{lang}'] });
});

describe('mounts.json', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mounts-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('is written beside the build, and precompressed with it', async () => {
    writeFileSync(join(dir, 'entry.js'), 'console.log(1);');
    const declaration = aDeclaration({
      menu: Array.from({ length: 12 }, (_, i) => ({ ...aDeclaration().menu[0], order: i })),
    });
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: join(dir, 'dist'), filename: 'main.js', clean: true },
      infrastructureLogging: { level: 'error' },
      plugins: [new MountsPlugin(declaration), ...precompressionPlugins()],
    });
    await new Promise<void>((done, fail) =>
      compiler.run((error, stats) => {
        if (error || stats?.hasErrors()) fail(error ?? new Error(stats?.toString()));
        else compiler.close(() => done());
      }),
    );
    expect(readdirSync(join(dir, 'dist'))).toEqual(expect.arrayContaining(['mounts.json', 'mounts.json.br', 'mounts.json.gz']));
    expect(JSON.parse(readFileSync(join(dir, 'dist', 'mounts.json'), 'utf8'))).toEqual(declaration);
  });
});
