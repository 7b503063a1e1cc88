// What the release command reads of a build folder before it asks the server anything.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { aFolderPerTest, REPORTS_MOUNTS } from './reports-module';

const { readBuildFolder } = require('../release/build-folder.cjs');

const shared = [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }];

const folder = aFolderPerTest('kit-build-');
beforeEach(() => {});

function write(name: string, value: unknown) {
  mkdirSync(folder.path, { recursive: true });
  writeFileSync(join(folder.path, name), typeof value === 'string' ? value : JSON.stringify(value));
}

test("a remote's build: its shared modules, and no problem when its declaration is sound", () => {
  write('mf-manifest.json', { shared, exposes: [{ name: 'App', path: './App' }] });
  write('mounts.json', REPORTS_MOUNTS);
  expect(readBuildFolder(folder.path)).toEqual({ shared, isHost: false, problems: [] });
});

test('a declaration the shell could not route is a problem named before the upload', () => {
  write('mf-manifest.json', { shared, exposes: [{ name: 'App', path: './App' }] });
  write('mounts.json', { ...REPORTS_MOUNTS, routes: [{ path: 'reports', module: 'Page', session: 'signed-in' }] });
  const { problems } = readBuildFolder(folder.path);
  expect(problems).toEqual(
    expect.arrayContaining([expect.stringContaining("must start with '/'"), expect.stringContaining('is not one of the exposes')]),
  );
});

test('a remote without mounts.json, or a folder that is not a build, is refused', () => {
  write('mf-manifest.json', { shared, exposes: [{ name: 'App', path: './App' }] });
  expect(readBuildFolder(folder.path).problems).toEqual([expect.stringContaining('has no mounts.json')]);
  expect(readBuildFolder(join(folder.path, 'nothing')).problems).toEqual([expect.stringContaining('has no mf-manifest.json: build first')]);
});

test('the shell (a page, nothing exposed) declares no mounts', () => {
  write('mf-manifest.json', { shared, exposes: [] });
  write('index.html', '<!doctype html>');
  expect(readBuildFolder(folder.path)).toEqual({ shared, isHost: true, problems: [] });
});
