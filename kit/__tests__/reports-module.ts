// A team's module as the kit's tests build it: what it mounts, and a throwaway folder per test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REPORTS_MOUNTS = {
  defaultLanguage: 'en',
  routes: [{ path: '/reports', module: 'App', session: 'signed-in' }],
  menu: [{ path: '/reports', label: { en: 'Reports', 'zh-CN': '报表' }, icon: 'chart', order: 50, group: 'main' }],
};

/** A fresh temporary folder before each test, removed after it; read `.path` inside a test. */
export function aFolderPerTest(prefix: string): { path: string } {
  const folder = { path: '' };
  beforeEach(() => {
    folder.path = mkdtempSync(join(tmpdir(), prefix));
  });
  afterEach(() => rmSync(folder.path, { recursive: true, force: true }));
  return folder;
}
