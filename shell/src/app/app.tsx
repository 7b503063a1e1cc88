import { Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, getRuntimeConfig, lazyOnFirstUse, useAppToast, useCommonTranslation } from '@video-admin/shared-ui';
import { takeShellUpdateNotice } from '../releases/shell-update';
import { AppRoutes } from './app-routes';
import { ShellErrorBoundary } from './shell-error-boundary';

function AppUpdatedToast() {
  const toast = useAppToast();
  const { t } = useCommonTranslation();
  useEffect(() => toast.show('info', t('remote.appUpdated')), [toast, t]);
  return null;
}

/** After a reload into the live shell release (this tab's was gone), says why the page started over. */
function ShellUpdateNotice() {
  const [updated] = useState(takeShellUpdateNotice);
  // Its texts are only waited for then: the first screen never waits on this.
  return updated ? (
    <Suspense fallback={null}>
      <AppUpdatedToast />
    </Suspense>
  ) : null;
}

// Loaded only while a preview link or a developer's override is in force: no other page pays for it.
const ReleaseBars = lazyOnFirstUse(() =>
  import(/* webpackChunkName: "preview-bar" */ '../releases/release-bars').then((module) => module.ReleaseBars),
);

export function App() {
  const { preview, override } = getRuntimeConfig();
  return (
    <AppProviders>
      <ShellErrorBoundary>
        <ShellUpdateNotice />
        {preview || override ? <ReleaseBars preview={preview} override={override} /> : null}
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ShellErrorBoundary>
    </AppProviders>
  );
}
