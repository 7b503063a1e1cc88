// One webpack + Module Federation setup for the shell and every remote, so that they all
// agree on what is shared and how it is built. Each package's webpack.config.cjs is a few
// lines that call createWebpackConfig with its own name, exposes and dev port.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { againstProduct, commandLinePort } = require('./against-product.cjs');
const { bootScript } = require('./boot-script.cjs');
const { FirstScreenPlugin } = require('./first-screen-plugin.cjs');
const { againstDevServer, hotExposes } = require('./hot-exposes.cjs');
const { checkedDeclaration, MountsPlugin } = require('./mounts-declaration.cjs');
const { precompressionPlugins } = require('./precompression.cjs');
const REACT_REFRESH_LOADER = require.resolve('./react-refresh-loader.cjs');
const { REACT_DEVELOPMENT_FOLDER, reactDevelopmentCopy } = require('./react-development.cjs');
const { ORIGINALS, sharedModules } = require('./shared-modules.cjs');
const { INSTALLED_NOT_SHARED_UI } = require('./shared-ui-source.cjs');

const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:8000';
// A dev server's port when the frontend's webpack config names none (`video-admin dev --port <n>`
// overrides either).
const DEFAULT_DEV_PORT = 3001;

// The shell lends its federation runtime to the remotes through a plugin that require()s it, while
// the webpack runtime import()s it: each way resolves to its own build of the package (CommonJS or
// ES module), which would ship the runtime twice. Both take the ES module build.
const FEDERATION_RUNTIME_ONE_COPY = {
  '@module-federation/runtime-tools/runtime-core$': path.join(
    path.dirname(require.resolve('@module-federation/runtime-tools/package.json')),
    'dist',
    'runtime-core.js',
  ),
};

// Our makeStyles/makeResetStyles calls are compiled at build time into class names and CSS
// strings, as Fluent's own packages ship theirs. No frontend then needs Griffel's style compiler
// (stylis, rtl-css-js) at run time, and the shared Griffel packages are facades without it
// (shared-ui/src/vendor/griffel-*.ts). The style objects are evaluated at build time, so they may
// use only values known then (tokens, constants), never props or state.
const GRIFFEL_AHEAD_OF_TIME = {
  loader: require.resolve('@griffel/webpack-loader'),
  options: {
    modules: [{ moduleSource: '@fluentui/react-components', importName: 'makeStyles', resetImportName: 'makeResetStyles' }],
    // for the local modules a style object imports, evaluated as TypeScript sources
    babelOptions: { presets: [require.resolve('@babel/preset-typescript')] },
    // Griffel's default rules, plus: the stand-in below runs as it is (not shaken), so that a name
    // it lacks throws instead of being compiled as undefined.
    evaluationRules: [
      { action: require('@griffel/babel-preset').shakerEvaluator },
      { test: INSTALLED_NOT_SHARED_UI, action: 'ignore' },
      { test: /griffel-evaluation\.cjs$/, action: 'ignore' },
    ],
    webpackResolveOptions: {
      alias: { '@fluentui/react-components$': path.join(__dirname, 'griffel-evaluation.cjs') },
    },
  },
};

/**
 * HtmlWebpackPlugin's parameters for index.html, plus its inline boot script compiled from
 * shared-ui's TypeScript (boot-script.cjs); the page is built again when those sources change.
 */
async function pageParameters(compilation, files, tags, options) {
  const { script, files: sources } = await bootScript();
  for (const file of sources) compilation.fileDependencies.add(file);
  return { compilation, webpackConfig: compilation.options, htmlWebpackPlugin: { tags, files, options }, bootScript: script };
}

/**
 * @param {object} options
 * @param {string} options.dir          the package folder (__dirname of its webpack config)
 * @param {string} options.name         the federation name; for remotes, the key in config.json
 * @param {Record<string, string>} [options.exposes]  remotes: the modules the shell may mount
 * @param {import('../src/federation/contract').ModuleDeclaration} [options.mounts]  remotes: the
 *   routes and menu entries the shell gives its exposed modules, and the language its screens
 *   take under the 'Default' one (mounts-declaration.cjs checks it and writes mounts.json)
 * @param {number} [options.port]       dev-server port (DEFAULT_DEV_PORT when not given)
 * @param {{ en: string, 'zh-CN': string }} [options.displayName]  remotes: the module's name as the
 *   back office lists it (the releases screen); by default its package name
 * @param {boolean} [options.isHost]    the shell: emits index.html and loads remotes at run time
 * @param {Record<string, unknown> | (() => Record<string, unknown>)} [options.devConfig]  the
 *   shell: config.json served in dev (a function is asked at each request)
 * @param {object} [options.firstScreen]  what a route's first screen loads, for the page's hints
 *   (first-screen-plugin.cjs): `needs` per exposed module (the shell: per part of the page); a
 *   remote's needs take its declaration's defaultLanguage unless they name one
 */
function createWebpackConfig({ dir, name, exposes = {}, mounts, port, displayName, isHost = false, devConfig, firstScreen = {} }) {
  const pkg = require(path.join(dir, 'package.json'));
  const webpackConfig = (_env, argv) => {
    const production = argv.mode !== 'development';
    if (!isHost || !production) return configFor({ production });
    // The shell's production build carries its copy on React's development build (react-development.cjs).
    return [configFor({ production }), reactDevelopmentCopy(configFor({ production, reactDevelopment: true }))];
  };

  /** One webpack config; `reactDevelopment`: the shell's copy in its own folder, without the first-screen facts and precompressed files. */
  function configFor({ production, reactDevelopment = false }) {
    if (!isHost && mounts === undefined) throw new Error(`${pkg.name}: a remote's webpack config must declare its \`mounts\``);
    const declaration = isHost ? undefined : checkedDeclaration(mounts, { exposes, packageName: pkg.name });
    // `video-admin dev --against <product>`: a remote's screens hot-reload inside the product's page
    // (hot-exposes.cjs).
    const against = !production && !isHost ? againstProduct() : undefined;
    const devPort = (against && commandLinePort()) || (port ?? DEFAULT_DEV_PORT);
    const hot = against ? hotExposes({ dir, exposes }) : undefined;
    const needs = Object.fromEntries(
      Object.entries(firstScreen.needs ?? {}).map(([key, need]) => [key, { defaultLanguage: declaration?.defaultLanguage, ...need }]),
    );
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      // The product's page allows no eval (its CSP): against it, source maps come as files.
      devtool: production ? 'source-map' : against ? 'cheap-module-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // 'auto' lets a remote's chunks load from wherever its manifest was found, so a remote can
        // move to another origin by editing config.json alone.
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        // Hashed in development too: there chunk names come from module paths, and a shared facade's
        // eager copy and its fallback chunk got the same name (webpack: "Multiple assets emit
        // different content to the same filename").
        chunkFilename: '[name].[contenthash:8].js',
        // the shell's copy on React's development build has a folder of its own, built beside this one
        clean: isHost ? { keep: (file) => file.startsWith(`${REACT_DEVELOPMENT_FOLDER}/`) } : true,
        uniqueName: name,
        // A release build (scripts/release.mjs) has a chunk-loading global of its own: a tab that
        // started on one release of a remote and later loads another runs both without either
        // taking the other's chunks for its own.
        ...(process.env.RELEASE_BUILD_ID ? { chunkLoadingGlobal: `webpackChunk_${name}_${process.env.RELEASE_BUILD_ID}` } : {}),
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: { ...ORIGINALS, ...FEDERATION_RUNTIME_ONE_COPY } },
      module: {
        rules: [
          {
            // shared-ui/forms' index only re-exports: a screen that takes ControlledField alone (the
            // sign-in screens) does not bring ReadOnlyValue and its styles, which the remote's other
            // screens use.
            test: /shared-ui[\\/]src[\\/]forms[\\/]index\.ts$/,
            sideEffects: false,
          },
          {
            test: /\.[cm]?tsx?$/,
            // shared-ui is TypeScript source, through its workspace symlink here and installed in a
            // team's repository: compiled like the frontend's own code
            exclude: INSTALLED_NOT_SHARED_UI,
            // Loaders run last to first: swc strips the types and JSX, then Griffel compiles the
            // makeStyles calls at build time (see GRIFFEL_AHEAD_OF_TIME).
            use: [
              GRIFFEL_AHEAD_OF_TIME,
              {
                loader: require.resolve('swc-loader'),
                options: {
                  jsc: {
                    parser: { syntax: 'typescript', tsx: true },
                    // Against mode too takes the production JSX runtime: the product's page may run
                    // React's production build, where the development one (jsxDEV) fails.
                    transform: { react: { runtime: 'automatic', development: !production && !against } },
                    target: 'es2022',
                  },
                },
              },
            ],
          },
          // Against a product, the module's own code takes part in React Refresh, once compiled.
          ...(against ? [{ test: /\.[cm]?tsx?$/, include: path.join(dir, 'src'), enforce: 'post', loader: REACT_REFRESH_LOADER }] : []),
        ],
      },
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: hot ? hot.exposes : exposes,
          // Remotes are registered at run time from config.json, never at build time.
          remotes: {},
          // The shell's shared modules are eager: its entry file carries them. Its first page needs
          // every one of them anyway (React, the router, i18n, Fluent's context packages,
          // shared-ui), so /login makes a few requests instead of dozens and the libraries
          // compress together (docs/decisions/0005-loaded-first-sharing.md). Remotes still
          // take them from the share scope. The cost: a new shell build changes that one file, so
          // a returning visitor fetches the libraries again after a shell deploy (never after a
          // remote's).
          shared: sharedModules(pkg, { eager: isHost }),
          manifest: { fileName: 'mf-manifest.json' },
          // Every shared module is a singleton of one version: take the copy already loaded (the
          // shell's, from its entry) instead of first fetching every registered remote's
          // remoteEntry.js to compare the versions they offer ('version-first').
          shareStrategy: 'loaded-first',
          dts: false,
          // The shell ships the federation runtime once and lends it to every remote, instead of
          // each remoteEntry.js carrying its own copy. A remote run alone in development
          // is its own host, so it keeps the runtime there.
          // target 'web' leaves out the runtime's Node.js loading paths: everything runs in a browser.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: production }),
            optimization: { target: 'web' },
          },
        }),
        ...(hot ? [hot.plugin] : []),
        // The shell's page, or a remote's standalone harness page in development.
        ...(isHost || !production
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: 'Video Admin',
                publicPath: reactDevelopment ? `/${REACT_DEVELOPMENT_FOLDER}/` : '/',
                templateParameters: pageParameters,
              }),
            ]
          : []),
        // what the remote mounts, beside its manifest (before the precompression, which takes it too)
        ...(declaration ? [new MountsPlugin(declaration)] : []),
        ...(production ? [new (require('./build-info.cjs').BuildInfoPlugin)({ dir })] : []),
        ...(production && !reactDevelopment
          ? [new FirstScreenPlugin({ ...firstScreen, needs }, { dir, exposes, declaration }), ...precompressionPlugins()]
          : []),
      ],
      devServer: {
        port: devPort,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/docs', '/media'], target: API_TARGET, changeOrigin: true }],
        setupMiddlewares(middlewares, server) {
          server.app.get('/config.json', (_req, res) =>
            res.json((typeof devConfig === 'function' ? devConfig() : devConfig) ?? { apiUrl: '', remotes: {} }),
          );
          return middlewares;
        },
        ...(against ? againstDevServer({ against, packageName: pkg.name, port: devPort }) : {}),
      },
    };
  }
  // Read by the shell's dev server in this repository (shell/dev-runtime-config.cjs) and its scripts: the
  // remote's config key, declaration, dev port and display name.
  return Object.assign(webpackConfig, {
    federation: { name, package: pkg.name, mounts, port: port ?? DEFAULT_DEV_PORT, displayName, isHost },
  });
}

module.exports = { createWebpackConfig, DEFAULT_DEV_PORT };
