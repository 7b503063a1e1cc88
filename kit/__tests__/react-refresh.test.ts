// React Refresh across the federation boundary: the loader that makes a remote's own modules take
// part in it, the per-module runtime that decides what accepts its new versions, and the shell's
// copy on React's development build that lends the runtime.
import { transformSync } from '@swc/core';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { aFolderPerTest, REPORTS_MOUNTS } from './reports-module';

const { createWebpackConfig } = require('../build/webpack-config.cjs');
const { AGAINST_ENV } = require('../build/against-product.cjs');
const { REACT_REFRESH_GLOBAL } = require('../build/react-refresh-global.cjs');
const reactRefreshLoader = require('../build/react-refresh-loader.cjs');
const { REACT_DEVELOPMENT_FOLDER } = require('../build/react-development.cjs');
import * as refreshModule from '../build/react-refresh-module.js';

/** A stand-in for React Refresh's runtime: components are functions named with a capital. */
function fakeRuntime() {
  const families = new Map<unknown, { id: string }>();
  return {
    registered: [] as string[],
    refreshes: 0,
    isLikelyComponentType: (value: unknown) => typeof value === 'function' && /^[A-Z]/.test((value as { name: string }).name),
    register(type: unknown, id: string) {
      this.registered.push(id);
      if (!families.has(type)) families.set(type, { id });
    },
    getFamilyByType: (type: unknown) => families.get(type),
    createSignatureFunctionForTransform: () => (type: unknown) => type,
    performReactRefresh() {
      this.refreshes += 1;
    },
  };
}

/** A stand-in for `import.meta.webpackHot` of one module, run once (`data` undefined) or again. */
function fakeHot(data?: Record<string, unknown>) {
  const hot = {
    data,
    accepted: false,
    invalidated: false,
    disposers: [] as ((data: Record<string, unknown>) => void)[],
    accept() {
      hot.accepted = true;
    },
    dispose(handler: (data: Record<string, unknown>) => void) {
      hot.disposers.push(handler);
    },
    invalidate() {
      hot.invalidated = true;
    },
  };
  return hot;
}

/** What a module's dispose handlers leave for its next version. */
function disposeOf(hot: ReturnType<typeof fakeHot>) {
  const data: Record<string, unknown> = {};
  for (const handler of hot.disposers) handler(data);
  return data;
}

function Screen() {}
function Other() {}
const helper = () => 1;

describe('the runtime each remote module reports to', () => {
  let runtime: ReturnType<typeof fakeRuntime>;
  beforeEach(() => {
    jest.useFakeTimers();
    runtime = fakeRuntime();
    (globalThis as Record<string, unknown>)[REACT_REFRESH_GLOBAL] = runtime;
  });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[REACT_REFRESH_GLOBAL];
    jest.useRealTimers();
  });

  test('a module exporting only components is a boundary; one exporting anything else, or nothing, is not', () => {
    expect(refreshModule.isRefreshBoundary(runtime, { Screen, Other })).toBe(true);
    expect(refreshModule.isRefreshBoundary(runtime, { default: Screen, __esModule: true })).toBe(true);
    expect(refreshModule.isRefreshBoundary(runtime, { default: Screen, prepare: helper })).toBe(false);
    expect(refreshModule.isRefreshBoundary(runtime, { GREETING: 'text' })).toBe(false);
    expect(refreshModule.isRefreshBoundary(runtime, {})).toBe(false);
  });

  test('a boundary accepts itself, registers its exports, and its next version refreshes React once', () => {
    const first = fakeHot();
    refreshModule.refreshModule({ exports: { Screen } }, first, './src/screen.tsx');
    expect(first.accepted).toBe(true);
    expect(runtime.registered).toContain('./src/screen.tsx %exports% Screen');
    expect(runtime.refreshes).toBe(0);

    const second = fakeHot(disposeOf(first));
    refreshModule.refreshModule({ exports: { Screen } }, second, './src/screen.tsx');
    const third = fakeHot(disposeOf(first));
    refreshModule.refreshModule({ exports: { Screen } }, third, './src/screen.tsx');
    jest.runAllTimers();
    expect(runtime.refreshes).toBe(1);
    expect(second.invalidated).toBe(false);
  });

  test('a boundary whose exports change shape hands the update to its importers', () => {
    const first = fakeHot();
    refreshModule.refreshModule({ exports: { Screen } }, first, './src/screen.tsx');
    const next = fakeHot(disposeOf(first));
    refreshModule.refreshModule({ exports: { Screen, Other } }, next, './src/screen.tsx');
    expect(next.invalidated).toBe(true);
    jest.runAllTimers();
    expect(runtime.refreshes).toBe(0);
  });

  test('a module that stops being a boundary hands the update on; one that never was lets it go up by itself', () => {
    const first = fakeHot();
    refreshModule.refreshModule({ exports: { Screen } }, first, './src/screen.tsx');
    const next = fakeHot(disposeOf(first));
    refreshModule.refreshModule({ exports: { Screen, prepare: helper } }, next, './src/screen.tsx');
    expect(next.accepted).toBe(false);
    expect(next.invalidated).toBe(true);

    const plain = fakeHot({});
    refreshModule.refreshModule({ exports: { prepare: helper } }, plain, './src/app.tsx');
    expect(plain.accepted).toBe(false);
    expect(plain.invalidated).toBe(false);
  });

  test('on a page without the runtime (React production build) no module accepts itself and the functions do nothing', () => {
    delete (globalThis as Record<string, unknown>)[REACT_REFRESH_GLOBAL];
    const hot = fakeHot();
    refreshModule.refreshModule({ exports: { Screen } }, hot, './src/screen.tsx');
    expect(hot.accepted).toBe(false);
    expect(refreshModule.registerIn('./src/screen.tsx')(Screen, 'Screen')).toBeUndefined();
    expect(refreshModule.signature()(Screen)).toBe(Screen);
  });

  test("$RefreshReg$ names a component by its module's path", () => {
    refreshModule.registerIn('./src/screen.tsx')(Screen, 'Screen');
    expect(runtime.registered).toEqual(['./src/screen.tsx Screen']);
  });
});

describe('the loader', () => {
  const compiled = transformSync(
    `import { useState } from 'react';
     export function Counter() { const [count] = useState(0); return <p>{count}</p>; }`,
    {
      filename: 'counter.tsx',
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    },
  ).code;

  function load(source: string, inputMap?: string): Promise<string> {
    return new Promise((resolve, reject) =>
      reactRefreshLoader.call(
        {
          async: () => (error: Error | null, code: string) => (error ? reject(error) : resolve(code)),
          rootContext: '/work/reports',
          resourcePath: '/work/reports/src/counter.tsx',
          sourceMap: inputMap !== undefined,
          utils: { contextify: (context: string, path: string) => `.${path.slice(context.length)}` },
        },
        source,
        inputMap,
      ),
    );
  }

  test("takes the previous loaders' source map as JSON (swc-loader's way)", async () => {
    const withMap = transformSync('export function Counter() { return <p />; }', {
      filename: 'counter.tsx',
      sourceMaps: true,
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    });
    expect(typeof withMap.map).toBe('string');
    await expect(load(withMap.code, withMap.map)).resolves.toContain('$RefreshReg$(_c, "Counter")');
  });

  test('names the components and their hooks, binds the two functions to the module, and reports its exports after its code', async () => {
    const code = await load(compiled);
    expect(code.split('\n')[0]).toContain('var $RefreshReg$ = __reactRefresh.registerIn("./src/counter.tsx")');
    expect(code).toContain('$RefreshReg$(_c, "Counter")');
    expect(code).toMatch(/_s\d*\(Counter, "[^"]+"\)/);
    expect(code.trimEnd().split('\n').at(-1)).toBe(
      '__reactRefresh.refreshModule(__webpack_module__, import.meta.webpackHot, "./src/counter.tsx");',
    );
  });
});

describe('the webpack configs', () => {
  const folder = aFolderPerTest('react-refresh-');
  beforeEach(() =>
    writeFileSync(join(folder.path, 'package.json'), JSON.stringify({ name: '@video-admin/remote-reports', version: '0.1.0' })),
  );
  afterEach(() => delete process.env[AGAINST_ENV]);

  type Rule = { enforce?: string; loader?: string; include?: string };
  const remote = (mode: string) =>
    createWebpackConfig({ dir: folder.path, name: 'reports', exposes: { './App': './src/exposes/app.tsx' }, mounts: REPORTS_MOUNTS })(
      {},
      { mode },
    ) as { module: { rules: Rule[] } };
  const refreshRules = (config: { module: { rules: Rule[] } }) =>
    config.module.rules.filter((rule) => rule.loader?.endsWith('react-refresh-loader.cjs'));

  test("against a product the remote's own sources, and only they, go through the React Refresh loader last", () => {
    expect(refreshRules(remote('development'))).toEqual([]);
    process.env[AGAINST_ENV] = 'https://admin.example.com';
    expect(refreshRules(remote('development'))).toEqual([expect.objectContaining({ enforce: 'post', include: join(folder.path, 'src') })]);
    expect(refreshRules(remote('production'))).toEqual([]);
  });

  type Built = {
    name?: string;
    entry: unknown;
    output: { path: string; clean: unknown };
    optimization: { nodeEnv?: string };
    plugins: { constructor: { name: string }; userOptions?: { publicPath?: string } }[];
  };
  const shell = (mode: string) => createWebpackConfig({ dir: folder.path, name: 'shell', isHost: true })({}, { mode }) as Built | Built[];

  test("the shell's production build is two: the page everyone gets, and its copy on React's development build with the Refresh runtime first", () => {
    const [production, copy] = shell('production') as Built[];
    expect(production.output.path).toBe(join(folder.path, 'dist'));
    expect(production.optimization.nodeEnv).toBeUndefined();
    expect(copy.output.path).toBe(join(folder.path, 'dist', REACT_DEVELOPMENT_FOLDER));
    expect(copy.optimization.nodeEnv).toBe('development');
    expect(copy.entry).toEqual([require.resolve('../build/react-refresh-host.js'), './src/index.ts']);
    const pagePublicPath = (config: Built) =>
      config.plugins.find((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin')!.userOptions!.publicPath;
    expect(pagePublicPath(production)).toBe('/');
    expect(pagePublicPath(copy)).toBe(`/${REACT_DEVELOPMENT_FOLDER}/`);
    const names = (config: Built) => config.plugins.map((plugin) => plugin.constructor.name);
    expect(names(production)).toEqual(expect.arrayContaining(['FirstScreenPlugin', 'CompressionPlugin']));
    expect(names(copy)).not.toContain('FirstScreenPlugin');
    expect(names(copy)).not.toContain('CompressionPlugin');
    // the production build's clean keeps the copy's folder, which its own build cleans
    const keep = (production.output.clean as { keep: (file: string) => boolean }).keep;
    expect(keep(`${REACT_DEVELOPMENT_FOLDER}/main.js`)).toBe(true);
    expect(keep('main.js')).toBe(false);
  });

  test('in development the shell is one build (React is in its development build there anyway)', () => {
    expect(Array.isArray(shell('development'))).toBe(false);
  });
});
