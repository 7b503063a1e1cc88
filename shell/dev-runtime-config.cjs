// The config.json the shell's dev server answers in `npm run dev` inside the product's repository:
// every remote of its workspace list at its own dev server, with what its webpack config declares
// it mounts, as the server's runtime config describes the live remotes in production. Read afresh
// at each request, so an edited declaration shows at the next page load. The shell's own (not the
// kit's): it reads this repository's list, which a team's repository does not have.
const path = require('node:path');

const ROOT = path.join(__dirname, '..');

/** @returns {import('@video-admin/shared-ui').RuntimeConfig} */
function devRuntimeConfig(root = ROOT) {
  const { frontendEntries } = require(path.join(root, 'scripts', 'lib', 'frontend-list.cjs'));
  const remotes = {};
  const modules = {};
  for (const frontend of frontendEntries(root, { fresh: true }).filter((entry) => !entry.host)) {
    const { name, mounts } = require(path.join(root, frontend.package, 'webpack.config.cjs')).federation;
    remotes[name] = `http://localhost:${frontend.port}/mf-manifest.json`;
    const displayName = frontend.displayName ?? { en: frontend.name, 'zh-CN': frontend.name };
    modules[name] = { name: frontend.name, displayName, ...mounts };
  }
  return { apiUrl: '', remotes, modules };
}

module.exports = { devRuntimeConfig };
