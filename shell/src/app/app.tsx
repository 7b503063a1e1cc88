import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, getRuntimeConfig, useAppToast, useCommonTranslation } from 'shared-ui';
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

// Loaded only while a preview link pins this browser to a release: no other page pays for it.
const PreviewBar = lazy(() => import(/* webpackChunkName: "preview-bar" */ '../releases/preview-bar'));

function PreviewNotice() {
  const { preview } = getRuntimeConfig();
  return preview ? (
    <Suspense fallback={null}>
      <PreviewBar preview={preview} />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    <AppProviders>
      <ShellErrorBoundary>
        <ShellUpdateNotice />
        <PreviewNotice />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ShellErrorBoundary>
    </AppProviders>
  );
}
