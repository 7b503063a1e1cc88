// Against mode (`video-admin dev --against <product>`): the product's page loads the remote's
// container from the dev server, on another origin, and runs React's production build.
// - webpack-dev-server puts its client and webpack's hot-update check (`hot: 'only'`:
//   webpack/hot/only-dev-server, which never reloads the page) into every entry, remoteEntry.js
//   included; the client is told the dev server's own socket, since it would otherwise take the
//   page's host, the product's.
// - Each exposed module is exposed through a generated wrapper that shows the real module's default
//   export through hot-expose-runtime.js, which remounts it with each new version (no React Refresh:
//   it needs react-dom's development build), and re-exports the module's other exports
//   (`prepare`, …) as they are.
const path = require('node:path');
const { VirtualUrlPlugin } = require('webpack').experiments.schemes;
const { developLink } = require('./against-product.cjs');

const SCHEME = 'video-admin-hot';
const RUNTIME = path.join(__dirname, 'hot-expose-runtime.js');

/** The dev server's websocket, as a page on another origin reaches it. */
function devSocketUrl(port) {
  return `ws://localhost:${port}/ws`;
}

/**
 * The wrapper's source. A new version of the module (or of any module below it) swaps in its new
 * default export; an update that throws, fails or is aborted remounts the screen instead of
 * reloading the page, which then shows whatever was applied.
 */
function wrapperSource({ realModule }) {
  const real = JSON.stringify(realModule);
  return [
    `import { hotExpose } from ${JSON.stringify(RUNTIME)};`,
    `import * as exposed from ${real};`,
    `export * from ${real};`,
    `const hot = hotExpose(exposed.default);`,
    `if (import.meta.webpackHot) {`,
    `  import.meta.webpackHot.accept(${real}, () => hot.replace(exposed.default), () => hot.remount());`,
    `  import.meta.webpackHot.addStatusHandler((status) => {`,
    `    if (status === 'fail' || status === 'abort') hot.remount();`,
    `  });`,
    `}`,
    `export default hot.Component;`,
    '',
  ].join('\n');
}

/** A virtual module's id for an exposed key ('./App' → 'video-admin-hot:App.js'). */
function wrapperId(key) {
  return `${key.replace(/^\.\//, '').replace(/[^\w.-]+/g, '_')}.js`;
}

/**
 * @param {{ dir: string, exposes: Record<string, string> }} options
 * @returns {{ exposes: Record<string, string>, plugin: import('webpack').WebpackPluginInstance }}
 *   the wrapped exposes and the plugin that serves their wrappers
 */
function hotExposes({ dir, exposes }) {
  const wrapped = {};
  const modules = {};
  for (const [key, request] of Object.entries(exposes)) {
    const id = wrapperId(key);
    modules[id] = { type: '.js', context: dir, source: () => wrapperSource({ realModule: path.resolve(dir, request) }) };
    wrapped[key] = `${SCHEME}:${id}`;
  }
  return { exposes: wrapped, plugin: new VirtualUrlPlugin(modules, SCHEME) };
}

/**
 * The dev server's options in against mode: the product's page (its Host and Origin) may load the
 * files and open the socket; hot updates only; the link to the product's develop screen printed
 * once it listens.
 */
function againstDevServer({ against, packageName, port }) {
  return {
    hot: 'only',
    liveReload: false,
    allowedHosts: 'all',
    // The client in remoteEntry.js (and in the harness's entry) reaches the dev server, not the
    // product; the overlay would cover the product's page (errors show in the console).
    client: { webSocketURL: devSocketUrl(port), overlay: false },
    onListening(devServer) {
      const address = devServer.server?.address();
      const listening = address && typeof address === 'object' ? address.port : port;
      console.log(
        `\nOpen this link in the product to load ${packageName} from this dev server:\n  ${developLink({ against, packageName, port: listening })}\n`,
      );
    },
  };
}

module.exports = { hotExposes, againstDevServer, devSocketUrl, wrapperSource };
