import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { renderWithProviders } from '@video-admin/shared-ui/testing';
import App from '../exposes/app';

/** Where the router is, shown so a test can assert on the URL the screen keeps its state in, and a browser Back. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="location">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        history back
      </button>
    </>
  );
}

/** The remote mounted as the shell mounts it, under /admin/video-tasks/*. */
export function renderVideoTasks(route = '/admin/video-tasks') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/video-tasks/*" element={<App basePath="/admin/video-tasks" />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}
