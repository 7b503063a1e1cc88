// What a production build records of itself for the releases screen: when it was built, from which commit.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { aFolderPerTest } from './reports-module';

const { buildCommit, buildInfo } = require('../build/build-info.cjs');

const folder = aFolderPerTest('kit-build-info-');
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=kit@example.com', '-c', 'user.name=kit', ...args], { cwd: folder.path, encoding: 'utf8' }).trim();

/** A checkout with one commit, a frontend's folder in it; the frontend's folder. */
function checkout(): string {
  const frontend = join(folder.path, 'remote-reports');
  mkdirSync(frontend);
  writeFileSync(join(frontend, 'index.ts'), 'export {};\n');
  writeFileSync(join(folder.path, 'README.md'), 'team\n');
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'first');
  return frontend;
}

test("the checkout's HEAD, marked -dirty only when the frontend's own tracked files changed", () => {
  const frontend = checkout();
  const head = git('rev-parse', 'HEAD');
  expect(buildCommit(frontend, {})).toBe(head);
  writeFileSync(join(folder.path, 'README.md'), 'another module changed\n');
  writeFileSync(join(frontend, 'untracked.ts'), 'export {};\n');
  expect(buildCommit(frontend, {})).toBe(head);
  writeFileSync(join(frontend, 'index.ts'), 'export const changed = 1;\n');
  expect(buildCommit(frontend, {})).toBe(`${head}-dirty`);
});

test('BUILD_COMMIT names the commit when set (a CI building outside a checkout); one not of the form is dropped', () => {
  expect(buildCommit(folder.path, { BUILD_COMMIT: 'abcdef1234' })).toBe('abcdef1234');
  expect(buildCommit(folder.path, { BUILD_COMMIT: 'main; echo' })).toBeNull();
  // outside any checkout
  expect(buildCommit(folder.path, {})).toBeNull();
});

test('the file gives the build time and the commit', () => {
  const at = new Date('2026-12-01T08:30:00Z');
  expect(buildInfo(folder.path, at, { BUILD_COMMIT: '0123456789' })).toEqual({
    built_at: '2026-12-01T08:30:00.000Z',
    commit: '0123456789',
  });
});
