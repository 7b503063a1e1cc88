import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Builds a changed copy of a remote, the way its team would ship a new version: the copy sits in
 * the workspace so it resolves the same node_modules, and `change` edits its sources first.
 * Returns the folder holding the new build.
 */
export function buildChangedCopy(remoteDir: string, change: (copyDir: string) => void): string {
  const copy = join(ROOT, 'e2e', '.tmp', `${remoteDir}-next`);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  // Everything its build reads (sources, webpack config and the files it requires), not its output.
  for (const entry of readdirSync(join(ROOT, remoteDir)).filter((name) => name !== 'dist' && name !== 'node_modules')) {
    cpSync(join(ROOT, remoteDir, entry), join(copy, entry), { recursive: true });
  }
  change(copy);
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'], {
    cwd: copy,
    stdio: 'pipe',
    // as `npm run release` builds: a chunk-loading global of its own
    env: { ...process.env, RELEASE_BUILD_ID: String(Date.now() % 1e8) },
  });
  return join(copy, 'dist');
}

export function editJson(file: string, edit: (value: Record<string, unknown>) => void): void {
  const value = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(value);
  writeFileSync(file, JSON.stringify(value, null, 2));
}
