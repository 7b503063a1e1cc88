import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@video-admin/shared-ui/testing';
import App from '../exposes/app';

/** Shows the current URL so a test can see where a tab, filter or pager took it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The remote as the shell mounts it: under /admin/*, with the shell's path as basePath. */
export function renderApp(route = '/admin') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/*" element={<App basePath="/admin" />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}
