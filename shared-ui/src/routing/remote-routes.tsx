import type { ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../components/lazy-components';
import { useKnownScreensRedirect } from './route-contexts';

/** One of the remote's own routes: it shows, unless the shell said where to send the visitor instead. */
function KnownScreen({ redirect }: { redirect: string | undefined }) {
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}

export interface RemoteRoutesProps {
  /** The remote's `<Route>`s, relative to where the shell mounts it (`index` for the mount itself). */
  children?: ReactNode;
}

/**
 * What an exposed component renders instead of react-router's `<Routes>`: its own routes, and
 * the not-found page for every other path below its mount, however deep. A screen of one page
 * gives it one `<Route index element={...} />`, and so shows the 404 below it.
 */
export function RemoteRoutes({ children }: RemoteRoutesProps) {
  const redirect = useKnownScreensRedirect();
  return (
    <Routes>
      <Route element={<KnownScreen redirect={redirect} />}>{children}</Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
