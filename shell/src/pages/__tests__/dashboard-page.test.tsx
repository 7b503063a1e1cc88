import { screen } from '@testing-library/react';
import { aUser, api, apiServer, renderWithProviders, serveCurrentUser, TEST_MODULES } from '@video-admin/shared-ui/testing';
import DashboardPage from '../dashboard-page';

beforeEach(() => {
  apiServer.use(api.get('/api/v1/dashboard/', ({ response }) => response(200).json({ items: 2, back_office: null })));
});

test('greets the user by full name and welcomes them back', async () => {
  serveCurrentUser(aUser({ email: 'ann@example.com', full_name: 'Ann Lee' }));
  renderWithProviders(<DashboardPage />, { modules: TEST_MODULES });
  expect(await screen.findByRole('heading', { name: 'Hi, Ann Lee' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back, nice to see you again!')).toBeInTheDocument();
});

test('greets by e-mail when there is no full name', async () => {
  serveCurrentUser(aUser({ email: 'ann@example.com', full_name: null }));
  renderWithProviders(<DashboardPage />, { modules: TEST_MODULES });
  expect(await screen.findByRole('heading', { name: 'Hi, ann@example.com' })).toBeInTheDocument();
});

test('shows the figures under the greeting', async () => {
  serveCurrentUser(aUser({ email: 'ann@example.com', full_name: 'Ann Lee' }));
  renderWithProviders(<DashboardPage />, { modules: TEST_MODULES });
  expect(await screen.findByRole('region', { name: 'Items' })).toHaveTextContent('2');
});
