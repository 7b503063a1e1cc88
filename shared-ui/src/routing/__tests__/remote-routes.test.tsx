import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../testing/render-with-providers';
import { RemoteRoutes } from '../remote-routes';
import { RedirectKnownScreens } from '../route-contexts';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

// A remote with a screen at its mount and one below it, mounted as the shell mounts remotes.
function renderRemoteAt(route: string, redirect?: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/things/*"
        element={
          <RedirectKnownScreens to={redirect}>
            <RemoteRoutes>
              <Route index element={<h1>all things</h1>} />
              <Route path="pending" element={<h1>pending things</h1>} />
            </RemoteRoutes>
          </RedirectKnownScreens>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

test.each([
  ['/things', 'all things'],
  ['/things/', 'all things'],
  ['/things/pending', 'pending things'],
])("%s shows the remote's own screen", async (route, heading) => {
  renderRemoteAt(route);
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
});

test.each(['/things/other', '/things/pending/deeper', '/things/a/b/c/d', '/things/%5C'])('%s shows the not-found page', async (route) => {
  renderRemoteAt(route);
  expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
});

test('told to, its own screens send the visitor elsewhere, and unknown paths still show the not-found page', async () => {
  renderRemoteAt('/things/pending', '/login');
  expect(await screen.findByText('at /login')).toBeInTheDocument();

  renderRemoteAt('/things/pending/deeper', '/login');
  expect(await screen.findByTestId('not-found')).toBeInTheDocument();
});

test('told to, a remote that does not route through it shows nothing to the wrong session: the visitor is sent on', async () => {
  renderWithProviders(
    <Routes>
      <Route
        path="/things/*"
        element={
          <RedirectKnownScreens to="/login">
            <h1>a page for every path</h1>
          </RedirectKnownScreens>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/things/anything' },
  );
  expect(await screen.findByText('at /login')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'a page for every path' })).not.toBeInTheDocument();
});
