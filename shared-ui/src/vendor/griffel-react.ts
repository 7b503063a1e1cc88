// What runs of @griffel/react, and all the frontends get of it at run time (shared as the
// '@griffel/react' singleton, see build/shared-modules.cjs). Every makeStyles/makeResetStyles call
// is compiled at build time (GRIFFEL_AHEAD_OF_TIME in build/webpack-config.cjs), as Fluent's own
// components ship theirs: what runs is `__styles`, `__resetStyles` and the renderer. Left out: the
// style compiler (makeStyles, makeResetStyles, makeStaticStyles and, through them, stylis and
// rtl-css-js), 9 KB gzip of the shell's first page. scripts/__tests__/shared-facades.test.ts fails
// on a name the frontends or Fluent's components import but this lacks. '@original/griffel-react'
// is the package itself (an alias in build/webpack-config.cjs): a plain '@griffel/react' here
// would be this file.
export {
  __css,
  __resetCSS,
  __resetStyles,
  __staticCSS,
  __staticStyles,
  __styles,
  createDOMRenderer,
  mergeClasses,
  RESET,
  shorthands,
  TextDirectionProvider,
  useRenderer_unstable,
} from '@original/griffel-react';
