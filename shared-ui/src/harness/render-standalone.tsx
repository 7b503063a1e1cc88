import { Button, Toolbar } from '@fluentui/react-components';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LoadingState } from '../components/loading-state/loading-state';
import { loadRuntimeConfig } from '../config/runtime-config';
import type { RemoteComponent } from '../federation/contract';
import { useCommonTranslation } from '../i18n/common';
import { AppProviders } from '../providers/app-providers';
import { useSession } from '../session/use-session';
import { HarnessSignIn } from './harness-sign-in';

export interface StandaloneMount {
  path: string;
  Component: RemoteComponent;
  /** Public screens (login, signup...) render without a session. */
  isPublic?: boolean;
}

function HarnessRoutes({ mounts }: { mounts: StandaloneMount[] }) {
  const { t } = useCommonTranslation();
  const session = useSession();
  const first = mounts[0]?.path ?? '/';
  return (
    <>
      {session.isLoggedIn ? (
        <Toolbar>
          <Button onClick={session.logout}>{t('harness.signOut')}</Button>
        </Toolbar>
      ) : null}
      <Routes>
        {mounts.map(({ path, Component, isPublic }) => (
          <Route
            key={path}
            path={`${path}/*`}
            element={isPublic || session.isLoggedIn ? <Component basePath={path} /> : <HarnessSignIn />}
          />
        ))}
        <Route path="*" element={<Navigate to={first} replace />} />
      </Routes>
    </>
  );
}

/**
 * Serves a remote alone in development: the real providers, a sign-in when needed, and the
 * remote's components at their usual paths, with /api proxied to the server by the dev server.
 */
export async function renderStandalone(mounts: StandaloneMount[], container = document.getElementById('root')) {
  if (!container) throw new Error('No #root element to render into');
  await loadRuntimeConfig().catch(() => undefined); // the dev server serves one; same-origin API otherwise
  createRoot(container).render(
    <AppProviders>
      <BrowserRouter>
        <Suspense fallback={<LoadingState />}>
          <HarnessRoutes mounts={mounts} />
        </Suspense>
      </BrowserRouter>
    </AppProviders>,
  );
}
