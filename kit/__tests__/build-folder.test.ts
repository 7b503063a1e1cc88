// What the release command reads of a build folder before it asks the server anything.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const { readBuildFolder } = require('../release/build-folder.cjs');

const shared = [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }];
const mounts = {
  defaultLanguage: 'en',
  routes: [{ path: '/reports', module: 'App', session: 'signed-in' }],
  menu: [{ path: '/reports', label: { en: 'Reports', 'zh-CN': '报表' }, icon: 'chart', order: 50, group: 'main' }],
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-build-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, value: unknown) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
}

test("a remote's build: its shared modules, and no problem when its declaration is sound", () => {
  write('mf-manifest.json', { shared, exposes: [{ name: 'App', path: './App' }] });
  write('mounts.json', mounts);
  expect(readBuildFolder(dir)).toEqual({ shared, isHost: false, problems: [] });
});

test('a declaration the shell could not route is a problem named before the upload', () => {
  write('mf-manifest.json', { shared, exposes: [{ name: 'App', path: './App' }] });
  write('mounts.json', { ...mounts, routes: [{ path: 'reports', module: 'Page', session: 'signed-in' }] });
  const { problems } = readBuildFolder(dir);
  expect(problems).toEqual(
    expect.arrayContaining([expect.stringContaining("must start with '/'"), expect.stringContaining('is not one of the exposes')]),
  );
});

test('a remote without mounts.json, or a folder that is not a build, is refused', () => {
  write('mf-manifest.json', { shared, exposes: [{ name: 'App', path: './App' }] });
  expect(readBuildFolder(dir).problems).toEqual([expect.stringContaining('has no mounts.json')]);
  expect(readBuildFolder(join(dir, 'nothing')).problems).toEqual([expect.stringContaining('has no mf-manifest.json: build first')]);
});

test('the shell (a page, nothing exposed) declares no mounts', () => {
  write('mf-manifest.json', { shared, exposes: [] });
  write('index.html', '<!doctype html>');
  expect(readBuildFolder(dir)).toEqual({ shared, isHost: true, problems: [] });
});
