// What the frontends and Fluent's own components use of @fluentui/react-theme, and all they get of
// it at run time (shared as the '@fluentui/react-theme' singleton, see build/shared-modules.cjs).
// Shared whole, it would ship every theme Fluent has (Teams light, dark, high contrast and their v21
// variants, the theme factories) in the shell's entry, all built at start-up.
// Fluent's components import only `tokens` and `typographyStyles`; the app picks between the two
// web themes. Need another? Add it here; scripts/__tests__/shared-facades.test.ts fails on a name
// the frontends or Fluent's components import but this lacks. '@original/react-theme' is the
// package itself (an alias in build/webpack-config.cjs): a plain '@fluentui/react-theme' here would
// be this file.
export { tokens, typographyStyles, webDarkTheme, webLightTheme } from '@original/react-theme';
