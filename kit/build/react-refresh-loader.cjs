// Against mode: makes each of the remote's own modules take part in React Refresh. Babel's React
// Refresh transform names the module's components and records their hooks ($RefreshReg$ and
// $RefreshSig$ calls, after swc compiled the TypeScript and JSX: it needs no JSX); the module then
// gets those two functions, bound to its path, and hands its exports to react-refresh-module.js
// once its own code has run.
const babel = require('@babel/core');

const RUNTIME = require.resolve('./react-refresh-module.js');

/** What a module runs first (one line, so its source map still fits) and last. */
function prologue(moduleKey) {
  return (
    `import * as __reactRefresh from ${JSON.stringify(RUNTIME)};` +
    `var $RefreshReg$ = __reactRefresh.registerIn(${JSON.stringify(moduleKey)}), $RefreshSig$ = __reactRefresh.signature;`
  );
}

function epilogue(moduleKey) {
  return `\n__reactRefresh.refreshModule(__webpack_module__, import.meta.webpackHot, ${JSON.stringify(moduleKey)});\n`;
}

/** @this {import('webpack').LoaderContext<{}>} */
module.exports = function reactRefreshLoader(source, inputMap) {
  const callback = this.async();
  const moduleKey = this.utils.contextify(this.rootContext, this.resourcePath);
  babel
    .transformAsync(source, {
      filename: this.resourcePath,
      babelrc: false,
      configFile: false,
      sourceType: 'module',
      // the loaders before hand their map over as an object or as its JSON
      inputSourceMap: typeof inputMap === 'string' ? JSON.parse(inputMap) : inputMap || undefined,
      sourceMaps: this.sourceMap,
      // the Refresh transform checks it runs in development; this loader is used in against mode only
      plugins: [[require.resolve('react-refresh/babel'), { skipEnvCheck: true }]],
    })
    .then((result) => callback(null, `${prologue(moduleKey)}${result.code}${epilogue(moduleKey)}`, result.map ?? undefined))
    .catch(callback);
};

module.exports.prologue = prologue;
module.exports.epilogue = epilogue;
