import { screen } from '@testing-library/react';
import { aUser, renderWithProviders, serveCurrentUser } from 'shared-ui/testing';
import DashboardPage from '../dashboard-page';

test('greets the user by full name and welcomes them back', async () => {
  serveCurrentUser(aUser({ email: 'ann@example.com', full_name: 'Ann Lee' }));
  renderWithProviders(<DashboardPage />);
  expect(await screen.findByRole('heading', { name: 'Hi, Ann Lee' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back, nice to see you again!')).toBeInTheDocument();
});

test('greets by e-mail when there is no full name', async () => {
  serveCurrentUser(aUser({ email: 'ann@example.com', full_name: null }));
  renderWithProviders(<DashboardPage />);
  expect(await screen.findByRole('heading', { name: 'Hi, ann@example.com' })).toBeInTheDocument();
});
