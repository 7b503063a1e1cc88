import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { aWorkFolder, createRemote, readText, webpackOptions } from './run-scaffold';

const FILES = [
  '.github/workflows/release.yml',
  '.gitignore',
  '.npmrc',
  'README.md',
  'jest.config.cjs',
  'package.json',
  'src/__tests__/standalone.test.tsx',
  'src/bootstrap.tsx',
  'src/exposes/app.tsx',
  'src/i18n.ts',
  'src/index.ts',
  'src/locales/en.json',
  'src/locales/zh-CN.json',
  'src/sales-reports/api/my-items.ts',
  'src/sales-reports/components/my-items-table.tsx',
  'src/sales-reports/components/sales-reports.styles.ts',
  'src/sales-reports/pages/__tests__/sales-reports-page.test.tsx',
  'src/sales-reports/pages/sales-reports-page.tsx',
  'src/testing/my-items-handlers.ts',
  'tsconfig.json',
  'webpack.config.cjs',
];

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

describe('npm init @video-admin/remote sales-reports', () => {
  let run: ReturnType<typeof createRemote>;
  let repo: string;
  beforeAll(() => {
    run = createRemote(['sales-reports']);
    repo = join(run.cwd, 'remote-sales-reports');
  });

  test('writes the team repository in ./remote-sales-reports, every name put in place', () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(filesUnder(repo).sort()).toEqual(FILES);
    for (const file of FILES)
      expect({ file, placeholders: readText(repo, file).match(/__[A-Za-z_]+__/g) }).toEqual({ file, placeholders: null });
  });

  test('its package.json: the scoped package, private, the kit’s commands, shared-ui and the shared libraries pinned', () => {
    const pkg = JSON.parse(readText(repo, 'package.json'));
    expect(pkg).toMatchObject({ name: '@video-admin/remote-sales-reports', version: '0.1.0', private: true });
    expect(pkg.scripts).toEqual({
      build: 'video-admin build',
      dev: 'video-admin dev',
      typecheck: 'video-admin typecheck',
      test: 'video-admin test',
      release: 'video-admin release',
    });
    expect(Object.keys(pkg.dependencies).sort()).toEqual(
      [
        '@fluentui/react-components',
        '@fluentui/react-icons',
        '@tanstack/react-query',
        '@video-admin/shared-ui',
        'i18next',
        'react',
        'react-dom',
        'react-i18next',
        'react-router-dom',
      ].sort(),
    );
    expect(Object.keys(pkg.devDependencies)).toEqual(['@video-admin/kit']);
    expect(pkg.engines.node).toBe(JSON.parse(readText(__dirname, '..', '..', 'package.json')).engines.node);
  });

  test('its webpack config: the federation name, the default dev port, the route and the menu entry', () => {
    const options = webpackOptions(join(repo, 'webpack.config.cjs'));
    expect(options).toMatchObject({
      dir: '/team/repo',
      name: 'salesReports',
      port: 3010,
      displayName: { en: 'Sales reports', 'zh-CN': 'Sales reports' },
      exposes: { './App': './src/exposes/app.tsx' },
    });
    expect(options.mounts).toEqual({
      defaultLanguage: 'en',
      routes: [{ path: '/sales-reports', module: 'App', session: 'signed-in' }],
      menu: [{ path: '/sales-reports', label: { en: 'Sales reports', 'zh-CN': 'Sales reports' }, icon: 'chart', order: 50, group: 'main' }],
    });
  });

  test('the page, its test and its texts take the module’s names', () => {
    expect(readText(repo, 'src/sales-reports/pages/sales-reports-page.tsx')).toContain('export function SalesReportsPage()');
    expect(readText(repo, 'src/exposes/app.tsx')).toContain("from '../sales-reports/pages/sales-reports-page'");
    expect(readText(repo, 'src/i18n.ts')).toContain("createTranslationHook('remote-sales-reports'");
    expect(readText(repo, 'src/sales-reports/pages/__tests__/sales-reports-page.test.tsx')).toContain(
      '<Route path="/sales-reports/*" element={<App basePath="/sales-reports" />} />',
    );
    expect(JSON.parse(readText(repo, 'src/locales/en.json')).title).toBe('Sales reports');
  });

  test('.npmrc leaves the registry as a commented example, with GitHub Packages, Verdaccio and Artifactory', () => {
    const npmrc = readText(repo, '.npmrc');
    expect(npmrc).not.toMatch(/^@video-admin:registry=/m);
    expect(npmrc).toMatch(/^# @video-admin:registry=https:\/\/npm\.example\.com\/$/m);
    expect(npmrc).toContain('never from the public one');
    for (const registry of ['npm.pkg.github.com', 'verdaccio', 'jfrog.io/artifactory']) expect(npmrc).toContain(registry);
  });

  test('the release workflow tests, then releases with the deploy key from the secrets', () => {
    const workflow = readText(repo, '.github/workflows/release.yml');
    expect(workflow).toContain('node-version: 22');
    expect(workflow).toContain('NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}');
    expect(workflow.indexOf('- run: npm install')).toBeLessThan(workflow.indexOf('- run: npm test'));
    expect(workflow).toContain(
      '- run: npx video-admin release --to ${{ vars.VIDEO_ADMIN_URL }} --key ${{ secrets.VIDEO_ADMIN_DEPLOY_KEY }}',
    );
  });

  test('prints the next steps: cd, install, test, build, register with a key, release', () => {
    const steps = [
      'cd remote-sales-reports',
      'npm install',
      'npm test',
      'npm run build',
      'npm run modules -- register remote-sales-reports',
    ];
    for (const step of steps) expect(run.stdout).toContain(step);
    expect(run.stdout).toContain('/api/v1/deploy-keys/');
    expect(run.stdout).toContain('npm run release -- --to');
    expect(run.stdout).toContain('registry');
  });
});

test('remote-reports names the same module as reports', () => {
  const { cwd, status } = createRemote(['remote-reports']);
  expect(status).toBe(0);
  expect(JSON.parse(readText(cwd, 'remote-reports', 'package.json')).name).toBe('@video-admin/remote-reports');
  expect(webpackOptions(join(cwd, 'remote-reports', 'webpack.config.cjs'))).toMatchObject({ name: 'reports' });
});

test('--dir, --port and --registry', () => {
  const { cwd, status } = createRemote([
    'reports',
    '--dir',
    'teams/reports-ui',
    '--port',
    '3021',
    '--registry',
    'https://npm.acme.test/repo',
  ]);
  expect(status).toBe(0);
  const repo = join(cwd, 'teams', 'reports-ui');
  expect(webpackOptions(join(repo, 'webpack.config.cjs'))).toMatchObject({ port: 3021 });
  const npmrc = readText(repo, '.npmrc');
  expect(npmrc).toMatch(/^@video-admin:registry=https:\/\/npm\.acme\.test\/repo\/$/m);
  expect(npmrc).toMatch(/^# \/\/npm\.acme\.test\/repo\/:_authToken=\$\{NODE_AUTH_TOKEN\}$/m);
  expect(readText(repo, '.github/workflows/release.yml')).toContain('registry-url: https://npm.acme.test/repo/');
  expect(readText(repo, 'README.md')).toContain('http://localhost:3021/reports');
});

test.each(['Reports', 'my_reports', 'reports!', '2reports', '-reports', 'reports-', 'sales--reports', 'remote-', '', '../reports'])(
  'refuses the name %j, writing nothing',
  (name) => {
    const { cwd, status, stderr } = createRemote(['--', name]);
    expect(status).toBe(1);
    expect(stderr).toContain('lowercase letters, digits and single hyphens');
    expect(readdirSync(cwd)).toEqual([]);
  },
);

test('refuses a folder that exists and is not empty, and leaves it as it was', () => {
  const cwd = aWorkFolder();
  mkdirSync(join(cwd, 'remote-reports'));
  writeFileSync(join(cwd, 'remote-reports', 'notes.txt'), 'ours');
  const { status, stderr } = createRemote(['reports'], cwd);
  expect(status).toBe(1);
  expect(stderr).toContain('already exists and is not an empty folder');
  expect(readdirSync(join(cwd, 'remote-reports'))).toEqual(['notes.txt']);
});

test('writes into an empty folder that exists', () => {
  const cwd = aWorkFolder();
  mkdirSync(join(cwd, 'here'));
  expect(createRemote(['reports', '--dir', 'here'], cwd).status).toBe(0);
  expect(existsSync(join(cwd, 'here', 'package.json'))).toBe(true);
});

test.each([['0'], ['80'], ['70000'], ['30x0']])('refuses the dev port %s', (port) => {
  const { status, stderr } = createRemote(['reports', '--port', port]);
  expect(status).toBe(1);
  expect(stderr).toContain('--port');
});

test('refuses a registry that is not an http(s) URL', () => {
  const { status, stderr } = createRemote(['reports', '--registry', 'npm.acme.test']);
  expect(status).toBe(1);
  expect(stderr).toContain('--registry');
});

test('--zh names the module in Chinese: its menu entry, display name and title', () => {
  const { cwd, status } = createRemote(['reports', '--zh', '报表']);
  expect(status).toBe(0);
  const repo = join(cwd, 'remote-reports');
  const options = webpackOptions(join(repo, 'webpack.config.cjs')) as {
    displayName: Record<string, string>;
    mounts: { menu: Array<{ label: Record<string, string> }> };
  };
  expect(options.displayName).toEqual({ en: 'Reports', 'zh-CN': '报表' });
  expect(options.mounts.menu[0]?.label).toEqual({ en: 'Reports', 'zh-CN': '报表' });
  expect(JSON.parse(readText(repo, 'src', 'locales', 'zh-CN.json')).title).toBe('报表');
  expect(JSON.parse(readText(repo, 'src', 'locales', 'en.json')).title).toBe('Reports');
});

test.each([["报'表"], ['报"表'], ['报\\表'], ['<b>报表</b>'], ['  ']])('refuses the Chinese name %j, writing nothing', (zh) => {
  const { cwd, status, stderr } = createRemote(['reports', '--zh', zh]);
  expect(status).toBe(1);
  expect(stderr).toContain('--zh');
  expect(readdirSync(cwd)).toEqual([]);
});
