import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoader } from 'shared-ui';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { AUTHENTICATED_MOUNTS, PUBLIC_MOUNTS } from '../remotes/remote-registry';
import { PublicOnly, RequireAuth } from './guards';

// Split off so a signed-out visitor on /login downloads none of the layout.
const AppLayout = lazy(() => import('../layout/app-layout'));
const DashboardPage = lazy(() => import('../pages/dashboard-page'));
const NotFoundPage = lazy(() => import('../pages/not-found-page'));

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
