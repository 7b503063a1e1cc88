import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { currentUserQuery, getAccessToken, PageLoader, preloadable, queryClient } from 'shared-ui';
import { useAdminMenuTranslation, useShellTranslation } from '../i18n';
import { preloadRemoteFor, RemoteOutlet } from '../remotes/remote-outlet';
import { AUTHENTICATED_MOUNTS, PUBLIC_MOUNTS } from '../remotes/remote-registry';
import { PublicOnly, RequireAuth } from './guards';

// Split off so a signed-out visitor on /login downloads none of the layout.
const AppLayout = preloadable(() => import('../layout/app-layout'));
const DashboardPage = preloadable(() => import('../pages/dashboard-page'));
const NotFoundPage = lazy(() => import('../pages/not-found-page'));

/**
 * Loads what the screen at `pathname` suspends on at its first render (code and texts), and the
 * signed-in user, as the routes below would show it, so that render shows it whole. Resolves when everything is there
 * or has failed (a failure then shows where it is rendered).
 */
export async function preloadFirstScreen(pathname: string): Promise<void> {
  const signedIn = getAccessToken() !== null;
  const loads: Promise<unknown>[] = [preloadRemoteFor(pathname)];
  if (signedIn) {
    loads.push(AppLayout.preload(), useShellTranslation.preload(), useAdminMenuTranslation.preload());
    // Who is signed in: the greeting and the admin entries of the menu show with the first render.
    loads.push(queryClient.prefetchQuery(currentUserQuery));
    if (pathname === '/') loads.push(DashboardPage.preload());
  }
  await Promise.all(loads.map((load) => load.catch(() => {})));
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route element={<PublicOnly />}>
          {PUBLIC_MOUNTS.map((mount) => (
            <Route key={mount.path} path={`${mount.path}/*`} element={<RemoteOutlet key={mount.path} mount={mount} />} />
          ))}
        </Route>
        <Route element={<RequireAuth />}>
          <Route element={<AppLayout />}>
            <Route index element={<DashboardPage />} />
            {AUTHENTICATED_MOUNTS.map((mount) => (
              <Route key={mount.path} path={`${mount.path}/*`} element={<RemoteOutlet key={mount.path} mount={mount} />} />
            ))}
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
