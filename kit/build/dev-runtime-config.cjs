// The config.json the shell's dev server answers in `npm run dev`: every remote of frontends.json
// at its own dev server, with what its webpack config declares it mounts, as the server's runtime
// config describes the live remotes in production. Read afresh at each request, so an edited
// declaration shows at the next page load.
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');

/** @returns {import('../src/config/runtime-config').RuntimeConfig} */
function devRuntimeConfig(root = ROOT) {
  const frontendsFile = path.join(root, 'frontends.json');
  delete require.cache[frontendsFile];
  const remotes = {};
  const modules = {};
  for (const frontend of require(frontendsFile).filter((entry) => !entry.host)) {
    const configFile = path.join(root, frontend.package, 'webpack.config.cjs');
    delete require.cache[configFile];
    const { name, mounts } = require(configFile).federation;
    remotes[name] = `http://localhost:${frontend.port}/mf-manifest.json`;
    const displayName = frontend.displayName ?? { en: frontend.package, 'zh-CN': frontend.package };
    modules[name] = { name: frontend.package, displayName, ...mounts };
  }
  return { apiUrl: '', remotes, modules };
}

module.exports = { devRuntimeConfig };
