// The frontends of this repository, derived from the one list a new module is added to: the root
// package.json's `workspaces`. A workspace is a frontend when its folder has a webpack.config.cjs;
// that config declares the rest (createWebpackConfig's `.federation`: its dev port, whether it is
// the host, a remote's display name). The order is the workspace list's, the order they are built.
// CommonJS so that the sync configs (jest, ESLint) and the scripts read the same implementation.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');

/**
 * The folders of the frontends, in workspace order. Reads no webpack config, so a caller that
 * needs only the folders (the jest projects) loads no build tool.
 * @param {string} [root] the repository's root
 * @returns {string[]}
 */
function frontendFolders(root = ROOT) {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const globbed = workspaces.filter((folder) => /[*?[{]/.test(folder));
  // Each frontend is named by its folder (its package name) everywhere: the module registry, the
  // dev servers, the lint zones. A pattern would hide which folders those are.
  if (globbed.length > 0) throw new Error(`package.json workspaces: list each folder by name, not by pattern (${globbed.join(', ')})`);
  return workspaces.filter((folder) => fs.existsSync(path.join(root, folder, 'webpack.config.cjs')));
}

/**
 * @typedef {object} FrontendEntry
 * @property {string} package  the folder
 * @property {string} name     the package name (its package.json's)
 * @property {number} port     the dev server's port
 * @property {true} [host]     the shell
 * @property {{ en: string, 'zh-CN': string }} [displayName]  a remote's name as the back office lists it
 */

/**
 * Every frontend with what its webpack config declares, in workspace order.
 * @param {string} [root] the repository's root
 * @param {{ fresh?: boolean }} [options] `fresh`: read each webpack config again (a dev server
 *   that shows an edited config without a restart), not the one this process loaded before
 * @returns {FrontendEntry[]}
 */
function frontendEntries(root = ROOT, { fresh = false } = {}) {
  return frontendFolders(root).map((folder) => {
    const configFile = path.join(root, folder, 'webpack.config.cjs');
    if (fresh) delete require.cache[configFile];
    const { federation } = require(configFile);
    if (!federation) throw new Error(`${folder}/webpack.config.cjs: module.exports is not what createWebpackConfig returns`);
    const { name } = JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
    return {
      package: folder,
      name,
      port: federation.port,
      ...(federation.isHost ? { host: true } : {}),
      ...(federation.displayName ? { displayName: federation.displayName } : {}),
    };
  });
}

module.exports = { frontendEntries, frontendFolders };
