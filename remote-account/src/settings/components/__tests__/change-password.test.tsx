import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from 'shared-ui/testing';
import { ChangePassword } from '../change-password';

async function fillIn(current: string, next: string, confirmation: string) {
  await userEvent.type(await screen.findByPlaceholderText('Current Password'), current);
  await userEvent.type(screen.getByPlaceholderText('New Password'), next);
  await userEvent.type(screen.getByPlaceholderText('Confirm Password'), confirmation);
}

test('Save stays disabled until the whole form is valid', async () => {
  renderWithProviders(<ChangePassword />);
  const save = await screen.findByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();

  await fillIn('old-password', 'Brand-new-1', 'Brand-new-2');
  await userEvent.tab();
  expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
  expect(save).toBeDisabled();

  await userEvent.clear(screen.getByPlaceholderText('Confirm Password'));
  await userEvent.type(screen.getByPlaceholderText('Confirm Password'), 'Brand-new-1');
  await waitFor(() => expect(save).toBeEnabled());

  await userEvent.clear(screen.getByPlaceholderText('Current Password'));
  await userEvent.type(screen.getByPlaceholderText('Current Password'), 'short');
  await waitFor(() => expect(save).toBeDisabled());
});

test('validates each field on blur', async () => {
  renderWithProviders(<ChangePassword />);
  await userEvent.click(await screen.findByPlaceholderText('Current Password'));
  await userEvent.click(screen.getByPlaceholderText('New Password'));
  await userEvent.click(screen.getByPlaceholderText('Confirm Password'));
  await userEvent.click(screen.getByPlaceholderText('Current Password'));
  expect(await screen.findAllByText('Password is required')).toHaveLength(2);
  expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();

  await userEvent.type(screen.getByPlaceholderText('New Password'), 'short');
  await userEvent.tab();
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
});

test('sends the current and new passwords, toasts and clears the form', async () => {
  const { requests } = mockFetch({ 'PATCH /api/v1/users/me/password': { body: { message: 'Password updated successfully' } } });
  renderWithProviders(<ChangePassword />);
  await fillIn('old-password', 'Brand-new-1', 'Brand-new-1');
  const save = screen.getByRole('button', { name: 'Save' });
  await waitFor(() => expect(save).toBeEnabled());
  await userEvent.click(save);

  expect(await screen.findByText('Password updated successfully.')).toBeInTheDocument();
  expect(JSON.parse(requests[0]!.body)).toEqual({ current_password: 'old-password', new_password: 'Brand-new-1' });
  for (const placeholder of ['Current Password', 'New Password', 'Confirm Password']) {
    expect(screen.getByPlaceholderText(placeholder)).toHaveValue('');
  }
  expect(save).toBeDisabled();
});

test('a wrong current password shows the server detail and keeps what was typed', async () => {
  mockFetch({ 'PATCH /api/v1/users/me/password': { status: 400, body: { detail: 'Incorrect password' } } });
  renderWithProviders(<ChangePassword />);
  await fillIn('wrong-password', 'Brand-new-1', 'Brand-new-1');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Current Password')).toHaveValue('wrong-password');
});

test('the new password has a strength meter', async () => {
  renderWithProviders(<ChangePassword />);
  await userEvent.type(await screen.findByPlaceholderText('New Password'), 'abcdefgh');
  expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Low');
});
