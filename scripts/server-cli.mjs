// Runs one of the server's command-line tools (server/src/cli/), building the server first when
// it is missing or older than its sources. Shared by the release scripts and `npm start`.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleBuilds } from './stale-builds.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function buildServerIfStale() {
  if (staleBuilds(root, { frontends: false }).length === 0) return;
  const result = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs `server/dist/cli/<tool>.js args…` from the repository root (where .env and ./data are); returns its exit status. */
export function runServerCli(tool, args) {
  const result = spawnSync(process.execPath, [join(root, 'server', 'dist', 'cli', `${tool}.js`), ...args], { cwd: root, stdio: 'inherit' });
  return result.status ?? 1;
}
