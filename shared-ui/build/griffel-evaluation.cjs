// What a style object may take from '@fluentui/react-components' when Griffel evaluates it at build
// time (see GRIFFEL_AHEAD_OF_TIME in webpack-config.cjs). Evaluating the real package loads all of
// Fluent once per styles file and doubled every build's time; the style objects only use tokens.
// A style object that needs another Fluent helper fails the build with "... is not a function" or
// undefined: add the helper here.
const { tokens } = require('@fluentui/react-theme');

module.exports = { tokens };
