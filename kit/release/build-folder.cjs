// What the release command reads of a build folder before sending it: its federation manifest
// (the shared modules it needs) and, for a remote, the routes and menu entries it declares, checked
// with the rules the build and the server apply, so a broken build never leaves the machine.
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { declarationProblems } = require('../build/mounts-declaration.cjs');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * @param {string} dir  the build folder (dist/)
 * @returns {{ shared: object[], isHost: boolean, problems: string[] }}
 */
function readBuildFolder(dir) {
  const manifestFile = join(dir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return { shared: [], isHost: false, problems: [`${dir} has no mf-manifest.json: build first`] };
  const manifest = readJson(manifestFile);
  const shared = manifest.shared ?? [];
  const exposes = Object.fromEntries((manifest.exposes ?? []).map((expose) => [expose.path ?? `./${expose.name}`, expose.name]));
  // The shell exposes nothing and declares no mounts; every remote must declare them.
  const isHost = Object.keys(exposes).length === 0 && existsSync(join(dir, 'index.html'));
  if (isHost) return { shared, isHost, problems: [] };
  const declarationFile = join(dir, 'mounts.json');
  if (!existsSync(declarationFile))
    return { shared, isHost, problems: [`${dir} has no mounts.json: a remote's build declares what it mounts`] };
  return { shared, isHost, problems: declarationProblems(readJson(declarationFile), { exposes }) };
}

module.exports = { readBuildFolder };
