import { lazyOnFirstUse } from './lazy-on-first-use';

// shared-ui is one shared module, loaded whole on every page before anything renders (a shared
// module is not tree-shaken). The pager (Fluent's Select and Buttons) and the
// error panel (MessageBar) are not needed to show a page, so their code is split off and fetched
// the first time one renders.
export const Pager = lazyOnFirstUse(() => import('./pager/pager').then((module) => module.Pager));
export const ErrorState = lazyOnFirstUse(() => import('./error-state/error-state').then((module) => module.ErrorState));
