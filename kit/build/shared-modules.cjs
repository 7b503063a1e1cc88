// What the shell and the remotes share at run time, each as one singleton copy.
// Libraries a package depends on directly declare the range from its package.json, so a remote
// built against an incompatible major is reported by the federation runtime instead of silently
// getting a second React or QueryClient.
const path = require('node:path');
const { SHARED_UI_DIR, sharedUiFile } = require('./shared-ui-source.cjs');

const DIRECT_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  '@video-admin/shared-ui',
];

// Singletons shared through a facade in shared-ui's src/vendor that re-exports only what the frontends
// (and, for Fluent's theme, Fluent's own components) use: a shared module is never tree-shaken, so
// shared whole these would ship code nothing calls (react-router's data routers and server
// rendering; <Trans>; infinite and suspense queries; Fluent's Teams themes). The share key, version and
// required range stay the package's own, so the version-skew check still compares the real versions.
const FACADES = {
  'react-router-dom': sharedUiFile('src', 'vendor', 'react-router-dom.ts'),
  'react-i18next': sharedUiFile('src', 'vendor', 'react-i18next.ts'),
  '@tanstack/react-query': sharedUiFile('src', 'vendor', 'tanstack-react-query.ts'),
  '@fluentui/react-theme': sharedUiFile('src', 'vendor', 'fluent-react-theme.ts'),
  '@griffel/react': sharedUiFile('src', 'vendor', 'griffel-react.ts'),
  '@griffel/core': sharedUiFile('src', 'vendor', 'griffel-core.ts'),
};

// The facades reach the real packages under other names, so that the import of a package that is its
// own share key is not the shared module (the facade itself). Used as webpack aliases.
function packageFile(name, file) {
  return path.join(path.dirname(require.resolve(`${name}/package.json`, { paths: [SHARED_UI_DIR, __dirname] })), file);
}
const ORIGINALS = {
  // react-router's package exports point webpack at its development build (warnings and checks
  // included) whatever the mode; the facade takes the production build, which the package ships too.
  '@original/react-router$': packageFile('react-router', 'dist/production/index.mjs'),
  '@original/react-i18next$': packageFile('react-i18next', 'dist/es/index.js'),
  '@original/tanstack-react-query$': packageFile('@tanstack/react-query', 'build/modern/index.js'),
  '@original/react-theme$': packageFile('@fluentui/react-theme', 'lib/index.js'),
  '@original/griffel-react$': packageFile('@griffel/react', 'src/index.js'),
  '@original/griffel-core$': packageFile('@griffel/core', 'src/index.js'),
};

// Sub-path entry points that must resolve to the same copy as their package.
const SUBPATHS = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom' };

// Sharing @fluentui/react-components whole would ship every component before anything renders.
// Sharing only Fluent's context and styling packages keeps one theme, one style renderer and one
// focus manager across remotes, while each remote bundles just the components it uses.
const FLUENT_CONTEXT_PACKAGES = [
  '@fluentui/react-shared-contexts',
  '@fluentui/react-utilities',
  '@fluentui/react-jsx-runtime',
  '@fluentui/react-theme',
  '@fluentui/react-provider',
  '@fluentui/react-tabster',
  '@fluentui/react-portal',
  '@fluentui/react-motion',
  '@griffel/react',
  '@griffel/core',
  // React's scheduler, which react-dom runs on: Fluent's context selector (tabs, tables) asks for it
  // as a peer, and unshared each remote would bundle a copy of its own.
  'scheduler',
];

function installedVersion(name) {
  const manifest = require.resolve(`${name}/package.json`, { paths: [SHARED_UI_DIR, __dirname] });
  return require(manifest).version;
}

// Pinned versions in package.json become caret ranges: any compatible minor is accepted at run time.
function caret(version) {
  return /^\d/.test(version) ? `^${version}` : version;
}

/**
 * @param {object} pkg  the package.json of the frontend being built
 * @param {{ eager?: boolean }} [options]  eager: bundle every shared module into the entry (the shell)
 */
function sharedModules(pkg, { eager = false } = {}) {
  const deps = { ...pkg.dependencies, ...pkg.peerDependencies };
  const shared = {};
  for (const name of DIRECT_SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: caret(deps[name] ?? installedVersion(name)) };
  }
  for (const [subpath, owner] of Object.entries(SUBPATHS)) {
    shared[subpath] = { singleton: true, requiredVersion: caret(deps[owner] ?? installedVersion(owner)) };
  }
  for (const name of FLUENT_CONTEXT_PACKAGES) {
    shared[name] = { singleton: true, requiredVersion: caret(installedVersion(name)) };
  }
  for (const [name, facade] of Object.entries(FACADES)) {
    Object.assign(shared[name], { import: facade, version: installedVersion(name) });
  }
  if (eager) for (const options of Object.values(shared)) options.eager = true;
  return shared;
}

module.exports = { sharedModules, FLUENT_CONTEXT_PACKAGES, DIRECT_SINGLETONS, FACADES, ORIGINALS };
