import { lazy, Suspense } from 'react';
import type { ErrorStateProps } from './error-state/error-state';
import type { PagerProps } from './pager/pager';

// shared-ui is one shared module, loaded whole on every page before anything renders (a shared
// module is not tree-shaken). The pager (Fluent's Dropdown, with its positioning engine) and the
// error panel (MessageBar) are not needed to show a page, so their code is split off and fetched
// the first time one renders. Each waits in a Suspense boundary of its own, showing nothing for
// that moment, so a screen around it never falls back to its loader.
const LazyPager = lazy(() => import('./pager/pager').then((module) => ({ default: module.Pager })));
const LazyErrorState = lazy(() => import('./error-state/error-state').then((module) => ({ default: module.ErrorState })));

export function Pager(props: PagerProps) {
  return (
    <Suspense fallback={null}>
      <LazyPager {...props} />
    </Suspense>
  );
}

export function ErrorState(props: ErrorStateProps) {
  return (
    <Suspense fallback={null}>
      <LazyErrorState {...props} />
    </Suspense>
  );
}
