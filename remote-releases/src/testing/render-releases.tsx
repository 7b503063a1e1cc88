import { Route, Routes } from 'react-router-dom';
import type { LiveModule } from '@video-admin/shared-ui';
import { renderWithProviders } from '@video-admin/shared-ui/testing';
import App from '../exposes/app';

/** The remote mounted as the shell mounts it, under /admin/releases/*; `modules`: the live ones the page's config names. */
export function renderReleases(route = '/admin/releases', { modules }: { modules?: Record<string, LiveModule> } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/releases/*" element={<App basePath="/admin/releases" />} />
    </Routes>,
    { route, modules },
  );
}
