import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { aUser, renderWithProviders, serveCurrentUser, TEST_MODULES } from '@video-admin/shared-ui/testing';
import { serveChangeStream } from '@video-admin/shared-ui/live/testing';
import { setAccessToken } from '@video-admin/shared-ui';
import AppLayout from '../app-layout';

beforeEach(() => setAccessToken('tok'));

test("a role given to the signed-in person reaches this tab: the server's announcement fetches /users/me again", async () => {
  const stream = serveChangeStream();
  serveCurrentUser(aUser({ full_name: 'Before', roles: ['viewer'], permissions: ['tasks.read', 'templates.read'] }));
  renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<h1>dashboard</h1>} />
      </Route>
    </Routes>,
    { route: '/', modules: TEST_MODULES },
  );
  expect(await screen.findByRole('button', { name: 'Before, user menu' })).toBeInTheDocument();
  await waitFor(() => expect(stream.openConnections()).toBe(1));

  serveCurrentUser(aUser({ full_name: 'After', roles: ['viewer', 'template_publisher'] }));
  stream.send({ kind: 'user', op: 'updated', id: 'me' });
  expect(await screen.findByRole('button', { name: 'After, user menu' })).toBeInTheDocument();
});

test('someone who may read no changes opens no stream', async () => {
  const stream = serveChangeStream();
  serveCurrentUser(aUser({ full_name: 'Plain', roles: [], permissions: [] }));
  renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<h1>dashboard</h1>} />
      </Route>
    </Routes>,
    { route: '/', modules: TEST_MODULES },
  );
  expect(await screen.findByRole('button', { name: 'Plain, user menu' })).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(stream.connections()).toHaveLength(0);
});
