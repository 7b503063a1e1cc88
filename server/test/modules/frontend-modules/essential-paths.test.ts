import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { ESSENTIAL_PATHS, SIGN_IN_PATHS } from '../../../src/modules/frontend-modules/essential-paths.js';

const root = resolve(import.meta.dirname, '..', '..', '..', '..');

/** The shell's source files, tests left out. */
function shellSources(dir = join(root, 'shell', 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : shellSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every page path the shell's code spells (to="/settings", navigate('/login'), '/admin/pending',
 * `/admin?${query}`): a string starting with a slash, up to its query or its first placeholder;
 * API calls and files (/api/..., /config.json) and the root are not pages.
 */
function linkedPaths(): string[] {
  const found = new Set<string>();
  for (const file of shellSources()) {
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/["'`](\/[A-Za-z0-9._~/-]*)/g)) {
      if (path === '/' || path!.startsWith('/api/') || /\.[a-z]+$/.test(path!)) continue;
      found.add(path!.replace(/\/$/, ''));
    }
  }
  return [...found].sort();
}

describe('frontend modules: the paths the product cannot do without', () => {
  it('lists every page the shell links to (its menu, its sign-out, its dashboard)', () => {
    const linked = linkedPaths();
    assert.ok(linked.includes('/settings') && linked.includes('/admin/pending'), `the scan finds the shell's links: ${linked.join(' ')}`);
    assert.deepEqual(
      linked.filter((path) => !ESSENTIAL_PATHS.includes(path)),
      [],
      'add each to SHELL_LINKED_PATHS (server/src/modules/frontend-modules/essential-paths.ts)',
    );
  });

  it("lists every signed-out route the remotes' builds declare: the sign-in screens", () => {
    const signedOut = readdirSync(root)
      .filter((name) => name.startsWith('remote-'))
      .flatMap((name) => {
        const config = readFileSync(join(root, name, 'webpack.config.cjs'), 'utf8');
        return [...config.matchAll(/\{[^{}]*path: '([^']+)'[^{}]*session: 'signed-out'[^{}]*\}/g)].map((match) => match[1]!);
      });
    assert.ok(signedOut.includes('/login'));
    assert.deepEqual(signedOut.sort(), [...SIGN_IN_PATHS].sort());
  });
});
