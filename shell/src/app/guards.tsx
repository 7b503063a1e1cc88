import { Navigate, Outlet } from 'react-router-dom';
import { useAccessToken } from 'shared-ui';

/** Authenticated screens need a stored token; without one, /login. */
export function RequireAuth() {
  return useAccessToken() ? <Outlet /> : <Navigate to="/login" replace />;
}

/** Public screens (login, signup, recovery) are closed to token holders. */
export function PublicOnly() {
  return useAccessToken() ? <Navigate to="/" replace /> : <Outlet />;
}
