import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import {
  currentUserQuery,
  getAccessToken,
  LoadingState,
  NotFoundPage,
  preloadable,
  queryClient,
  useAccessToken,
} from '@video-admin/shared-ui';
import { useShellTranslation } from '../i18n';
import { preloadRemoteFor, RemoteOutlet } from '../remotes/remote-outlet';
import { mountsFor, type RemoteMount } from '../remotes/remote-registry';

// Split off so a signed-out visitor on /login downloads none of the layout.
const AppLayout = preloadable(() => import(/* webpackChunkName: "layout" */ '../layout/app-layout'));
const DashboardPage = preloadable(() => import(/* webpackChunkName: "dashboard" */ '../pages/dashboard-page'));
// The signed-in routes' guard comes with the layout (the same chunk): /login stays without it.
const GuardedMount = preloadable(() => import(/* webpackChunkName: "layout" */ './guarded-mount'));

/**
 * Loads what the screen at `pathname` suspends on at its first render (code and texts), and the
 * signed-in user, as the routes below would show it, so that render shows it whole. Resolves when everything is there
 * or has failed (a failure then shows where it is rendered).
 */
export async function preloadFirstScreen(pathname: string): Promise<void> {
  const signedIn = getAccessToken() !== null;
  const loads: Promise<unknown>[] = [preloadRemoteFor(pathname)];
  if (signedIn) {
    loads.push(AppLayout.preload(), GuardedMount.preload(), useShellTranslation.preload());
    // Who is signed in: the greeting and the menu's entries for their permissions show with the first render.
    loads.push(queryClient.prefetchQuery(currentUserQuery));
    if (pathname === '/') loads.push(DashboardPage.preload());
  }
  await Promise.all(loads.map((load) => load.catch(() => {})));
}

/** A remote's public screens, for the signed-out visitor. Unknown paths below the mount: the remote's 404. */
function publicMountRoute(mount: RemoteMount) {
  return <Route key={mount.path} path={`${mount.path}/*`} element={<RemoteOutlet key={mount.path} mount={mount} />} />;
}

/** A remote's signed-in screens, for those its route's permission lets in (see GuardedMount). */
function authenticatedMountRoute(mount: RemoteMount) {
  return <Route key={mount.path} path={`${mount.path}/*`} element={<GuardedMount key={mount.path} mount={mount} />} />;
}

/**
 * A remote's mount for the other session (the account's /login when signed in, /items when signed
 * out): the mount itself sends the visitor `home`, as does any screen the remote has below it; only
 * the remote knows which those are, so it is asked, and a path it does not have shows its 404 as
 * it would for its own session. The remote shows no screen here, so it makes no call.
 */
function otherSessionRoutes(mount: RemoteMount, home: string) {
  return [
    <Route key={mount.path} path={mount.path} element={<Navigate to={home} replace />} />,
    <Route
      key={`${mount.path}/*`}
      path={`${mount.path}/*`}
      element={<RemoteOutlet key={mount.path} mount={mount} redirectKnownScreensTo={home} />}
    />,
  ];
}

/**
 * The shell's own routes (the dashboard, the layout, the signed-out index's redirect to /login,
 * the not-found page) and those every live module declares (the runtime config's `modules`).
 */
export function AppRoutes() {
  const signedIn = useAccessToken() !== null;
  const publicMounts = mountsFor('signed-out');
  const authenticatedMounts = mountsFor('signed-in');
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        {signedIn ? (
          <Route element={<AppLayout />}>
            <Route index element={<DashboardPage />} />
            {authenticatedMounts.map(authenticatedMountRoute)}
          </Route>
        ) : (
          [<Route key="/" index element={<Navigate to="/login" replace />} />, ...publicMounts.map(publicMountRoute)]
        )}
        {(signedIn ? publicMounts : authenticatedMounts).flatMap((mount) => otherSessionRoutes(mount, signedIn ? '/' : '/login'))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
