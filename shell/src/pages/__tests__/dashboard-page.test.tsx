import { screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from 'shared-ui/testing';
import DashboardPage from '../dashboard-page';

const user = { id: 'u1', email: 'ann@example.com', is_active: true, is_superuser: false };

test('greets the user by full name and welcomes them back', async () => {
  mockFetch({ 'GET /api/v1/users/me': { body: { ...user, full_name: 'Ann Lee' } } });
  renderWithProviders(<DashboardPage />);
  expect(await screen.findByRole('heading', { name: 'Hi, Ann Lee' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back, nice to see you again!')).toBeInTheDocument();
});

test('greets by e-mail when there is no full name', async () => {
  mockFetch({ 'GET /api/v1/users/me': { body: { ...user, full_name: null } } });
  renderWithProviders(<DashboardPage />);
  expect(await screen.findByRole('heading', { name: 'Hi, ann@example.com' })).toBeInTheDocument();
});
