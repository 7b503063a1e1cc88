// What a style object may take from '@fluentui/react-components' when Griffel evaluates it at build
// time (see GRIFFEL_AHEAD_OF_TIME in webpack-config.cjs). Evaluating the real package loads all of
// Fluent once per styles file and doubled every build's time, while style objects need only the
// theme's values. Any other name throws, so the build stops with the reason instead of compiling
// an `undefined` (a spread of it would silently drop the styles): add the helper here if it is
// needed.
const { tokens, typographyStyles } = require('@fluentui/react-theme');
const { shorthands } = require('@griffel/core');

const AVAILABLE = { tokens, typographyStyles, shorthands };
// names a module loader asks every module for
const LOADER_PROBES = new Set(['__esModule', 'default', 'then', 'toJSON']);

module.exports = new Proxy(AVAILABLE, {
  get(available, name) {
    if (typeof name !== 'string' || name in available || LOADER_PROBES.has(name)) return available[name];
    throw new Error(
      `'${name}' from '@fluentui/react-components' is not available to styles compiled at build time ` +
        `(kit/build/griffel-evaluation.cjs has: ${Object.keys(available).join(', ')})`,
    );
  },
});
