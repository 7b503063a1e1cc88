import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserQuery } from '@video-admin/shared-ui';
import { api, apiServer, renderWithProviders } from '@video-admin/shared-ui/testing';
import { ann, serveMe } from '../../../testing/users';
import { UserInformation } from '../user-information';

async function renderProfile(user = ann()) {
  const { requests } = serveMe(user);
  const result = renderWithProviders(<UserInformation />);
  await screen.findByText(user.email);
  return { ...result, requests };
}

test('shows the full name and e-mail as text until Edit', async () => {
  await renderProfile();
  expect(screen.getByRole('group', { name: 'Full name' })).toHaveTextContent('Ann Lee');
  expect(screen.getByRole('group', { name: 'Email' })).toHaveTextContent('ann@example.com');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ann Lee');
  expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ann@example.com');
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
});

test('a user without a name sees N/A', async () => {
  await renderProfile(ann({ full_name: null }));
  expect(screen.getByRole('group', { name: 'Full name' })).toHaveTextContent('N/A');
});

test('Save is disabled while nothing changed or the e-mail is empty', async () => {
  await renderProfile();
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  const save = screen.getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();

  await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'x');
  expect(save).toBeEnabled();

  await userEvent.clear(screen.getByRole('textbox', { name: /Email/ }));
  expect(save).toBeDisabled();
  await userEvent.tab();
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
});

test('validates the e-mail pattern and a full name of at most 30 characters on blur', async () => {
  await renderProfile();
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  const name = screen.getByRole('textbox', { name: 'Full name' });
  await userEvent.clear(name);
  await userEvent.type(name, 'x'.repeat(31));
  await userEvent.tab();
  expect(await screen.findByText('Full Name must be at most 30 characters')).toBeInTheDocument();

  const email = screen.getByRole('textbox', { name: /Email/ });
  await userEvent.clear(email);
  await userEvent.type(email, 'ann@');
  await userEvent.tab();
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
});

test('Cancel throws the changes away and leaves edit mode', async () => {
  await renderProfile();
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  await userEvent.clear(screen.getByRole('textbox', { name: 'Full name' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Someone Else');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

  expect(screen.getByRole('group', { name: 'Full name' })).toHaveTextContent('Ann Lee');
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ann Lee');
});

test('Save patches /users/me, toasts, updates the cached current user and leaves edit mode', async () => {
  const { requests, queryClient } = await renderProfile();
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  await userEvent.clear(screen.getByRole('textbox', { name: 'Full name' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ann Smith');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('User updated successfully.')).toBeInTheDocument();
  const patch = requests.find((r) => r.method === 'PATCH');
  expect(patch?.url).toBe('/api/v1/users/me');
  expect(JSON.parse(patch!.body)).toEqual({ full_name: 'Ann Smith', email: 'ann@example.com' });
  expect(queryClient.getQueryData(currentUserQuery.queryKey)).toMatchObject({ full_name: 'Ann Smith' });
  await waitFor(() => expect(screen.getByRole('group', { name: 'Full name' })).toHaveTextContent('Ann Smith'));
  expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
});

test('the cached current user keeps its permissions, which the PATCH answer does not carry', async () => {
  const { queryClient } = await renderProfile(ann({ roles: ['viewer'], permissions: ['tasks.read', 'templates.read'] }));
  // As the server answers: UserPublic, without permissions.
  const { permissions, ...updated } = ann({ roles: ['viewer'], full_name: 'Ann Smith' });
  expect(permissions).toEqual([]);
  apiServer.use(api.patch('/api/v1/users/me', ({ response }) => response(200).json(updated)));
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  await userEvent.clear(screen.getByRole('textbox', { name: 'Full name' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ann Smith');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('User updated successfully.')).toBeInTheDocument();
  expect(queryClient.getQueryData(currentUserQuery.queryKey)).toMatchObject({
    full_name: 'Ann Smith',
    permissions: ['tasks.read', 'templates.read'],
  });
});

test('a taken e-mail shows the server detail and keeps editing', async () => {
  serveMe();
  apiServer.use(api.patch('/api/v1/users/me', ({ response }) => response(409).json({ detail: 'User with this email already exists' })));
  renderWithProviders(<UserInformation />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const email = screen.getByRole('textbox', { name: /Email/ });
  await userEvent.clear(email);
  await userEvent.type(email, 'bob@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('User with this email already exists')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('bob@example.com');
});
