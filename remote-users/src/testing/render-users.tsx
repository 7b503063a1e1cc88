import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@video-admin/shared-ui/testing';
import App from '../exposes/app';

/** Where the router is, so a test can assert on the URL the screen keeps its state in. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

/** The remote mounted as the shell mounts it, under /admin/users/*. */
export function renderUsers(route = '/admin/users') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/users/*" element={<App basePath="/admin/users" />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}
