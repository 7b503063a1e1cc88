// What runs of @griffel/core (shared as the '@griffel/core' singleton): the names @griffel/react's
// run-time half and Fluent's components import from it, without the style compiler. See the
// @griffel/react facade beside this file for why. '@original/griffel-core' is the package itself.
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
} from '@original/griffel-core';
