import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAccessToken, setAccessToken } from '@video-admin/shared-ui';
import { api, apiServer, recordRequests, renderWithProviders } from '@video-admin/shared-ui/testing';
import { DeleteAccount } from '../delete-account';

const dialog = () => screen.findByRole('alertdialog');

test('asks for confirmation, saying the data goes for good and cannot be undone', async () => {
  renderWithProviders(<DeleteAccount />);
  expect(await screen.findByRole('heading', { name: 'Delete Account' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

  const confirm = await dialog();
  expect(within(confirm).getByText('Confirmation Required')).toBeInTheDocument();
  expect(confirm).toHaveTextContent('All your account data will be permanently deleted.');
  expect(confirm).toHaveTextContent('This action cannot be undone.');
});

test('Cancel closes the dialog without calling the API', async () => {
  const requests = recordRequests();
  renderWithProviders(<DeleteAccount />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await userEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));

  await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
  expect(requests).toHaveLength(0);
});

test('confirming deletes the account, toasts and logs out', async () => {
  setAccessToken('tok');
  const requests = recordRequests();
  apiServer.use(api.delete('/api/v1/users/me', ({ response }) => response(200).json({ message: 'User deleted successfully' })));
  renderWithProviders(<DeleteAccount />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await userEvent.click(within(await dialog()).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Your account has been successfully deleted')).toBeInTheDocument();
  expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /api/v1/users/me']);
  expect(getAccessToken()).toBeNull();
});

test('a refusal shows the server detail and keeps the session', async () => {
  setAccessToken('tok');
  apiServer.use(api.delete('/api/v1/users/me', ({ response }) => response(400).json({ detail: 'Could not delete' })));
  renderWithProviders(<DeleteAccount />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await userEvent.click(within(await dialog()).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Could not delete')).toBeInTheDocument();
  expect(getAccessToken()).toBe('tok');
});
