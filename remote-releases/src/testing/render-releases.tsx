import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from 'shared-ui/testing';
import App from '../exposes/app';

/** The remote mounted as the shell mounts it, under /admin/releases/*. */
export function renderReleases(route = '/admin/releases') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/releases/*" element={<App basePath="/admin/releases" />} />
    </Routes>,
    { route },
  );
}
