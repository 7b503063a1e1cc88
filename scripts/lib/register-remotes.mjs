// The remotes of the workspace list that a database's module registry does not know yet, registered
// there (server/src/cli/modules.ts): a remote added to the repository after the database was
// made (remote-users) is then served like the first ones, which a migration registered. Used by
// `npm start` and by the bench's servers, on the settings they run with (DATA_DIR, DATABASE_URL).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { FRONTEND_ENTRIES } from '../frontends.mjs';

const require = createRequire(import.meta.url);

/**
 * Registers each remote the registry lacks (a retired one counts as known and stays retired): its
 * segment is its package name without `remote-`, its config key its federation name, its display
 * name the one its webpack config declares. Returns the packages registered; throws if the registry
 * cannot be read or a registration is refused. Needs the server built (server/dist).
 */
export function registerNewRemotes(root, { env = process.env } = {}) {
  const cli = join(root, 'server', 'dist', 'cli', 'modules.js');
  const run = (args) => spawnSync(process.execPath, [cli, ...args], { cwd: root, env, encoding: 'utf8' });
  const listed = run(['list', '--all']);
  if (listed.status !== 0) throw new Error(`the module registry could not be read:\n${listed.stdout}${listed.stderr}`);
  const known = new Set(listed.stdout.split('\n').map((line) => line.split(/\s+/)[0]));
  const registered = [];
  for (const entry of FRONTEND_ENTRIES.filter((frontend) => !frontend.host && !known.has(frontend.package))) {
    const { name } = require(join(root, entry.package, 'webpack.config.cjs')).federation;
    const segment = entry.package.replace(/^remote-/, '');
    const { en, 'zh-CN': zh } = entry.displayName;
    const result = run(['register', entry.package, '--segment', segment, '--config-key', name, '--en', en, '--zh', zh]);
    if (result.status !== 0) throw new Error(`${entry.package} could not be registered:\n${result.stdout}${result.stderr}`);
    registered.push(entry.package);
  }
  return registered;
}
