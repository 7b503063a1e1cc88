// Which packages' builds are missing or older than their sources: the one rule `npm start` and
// `npm run bench` use to build only what changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FRONTENDS } from './frontends.mjs';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** A package needs building when its output is missing or any of its inputs changed since. */
function isStale(output, inputs) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  return inputs.some((input) => newestMtime(input) > built);
}

/** The packages to build, in build order: frontends (each also depends on shared-ui and the kit), then the server. */
export function staleBuilds(root, { frontends = true, server = true } = {}) {
  const sharedInputs = [
    ...['src', 'package.json'].map((part) => join(root, 'shared-ui', part)),
    ...['build', 'package.json'].map((part) => join(root, 'kit', part)),
  ];
  const stale = [];
  if (frontends) {
    for (const pkg of FRONTENDS) {
      const dir = join(root, pkg);
      // every file of the package (its sources, its webpack config and what that reads) but its output
      const inputs = [dir, ...sharedInputs];
      if (isStale(join(dir, 'dist', 'mf-manifest.json'), inputs)) stale.push(pkg);
    }
  }
  const serverDir = join(root, 'server');
  if (server && isStale(join(serverDir, 'dist', 'server.js'), [join(serverDir, 'src'), join(serverDir, 'package.json')]))
    stale.push('server');
  return stale;
}
