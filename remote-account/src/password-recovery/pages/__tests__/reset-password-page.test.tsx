import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { api, apiServer, recordRequests, renderWithProviders } from '@video-admin/shared-ui/testing';
import { ResetPasswordPage } from '../reset-password-page';

function renderReset(route = '/reset-password?token=tok-123') {
  return renderWithProviders(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/login" element={<h1>login screen</h1>} />
    </Routes>,
    { route },
  );
}

async function choose(password: string, confirmation: string) {
  await userEvent.type(await screen.findByPlaceholderText('New Password'), password);
  await userEvent.type(screen.getByPlaceholderText('Confirm Password'), confirmation);
}

test('is titled Reset Password with the new password, its confirmation and a strength meter', async () => {
  renderReset();
  expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  expect(screen.getByPlaceholderText('New Password')).toHaveAttribute('type', 'password');
  expect(screen.getByPlaceholderText('Confirm Password')).toBeInTheDocument();
  expect(screen.getByRole('meter', { name: 'Password strength' })).toBeInTheDocument();
});

test('validates on blur: required, minimum length, matching confirmation', async () => {
  renderReset();
  await userEvent.click(await screen.findByPlaceholderText('New Password'));
  await userEvent.click(screen.getByPlaceholderText('Confirm Password'));
  expect(await screen.findByText('Password is required')).toBeInTheDocument();
  await userEvent.tab();
  expect(await screen.findByText('Password confirmation is required')).toBeInTheDocument();

  await choose('short', 'other');
  await userEvent.tab();
  expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
  await userEvent.click(screen.getByPlaceholderText('New Password'));
  await userEvent.tab();
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
});

test('sends the token from the query string with the new password, then goes to /login', async () => {
  const requests = recordRequests();
  apiServer.use(api.post('/api/v1/reset-password/', ({ response }) => response(200).json({ message: 'Password updated successfully' })));
  renderReset();
  await choose('N3w-password', 'N3w-password');
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

  expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
  expect(await screen.findByText('Password updated successfully.')).toBeInTheDocument();
  expect(JSON.parse(requests[0]!.body)).toEqual({ new_password: 'N3w-password', token: 'tok-123' });
});

test('an invalid token shows the server detail and stays on the page', async () => {
  apiServer.use(api.post('/api/v1/reset-password/', ({ response }) => response(400).json({ detail: 'Invalid token' })));
  renderReset('/reset-password?token=expired');
  await choose('N3w-password', 'N3w-password');
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

  expect(await screen.findByText('Invalid token')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
});

test('leaving a changed new password re-checks a confirmation already entered', async () => {
  renderReset();
  await choose('N3w-password', 'N3w-password');
  await userEvent.tab();
  expect(screen.queryByText('The passwords do not match')).not.toBeInTheDocument();

  await userEvent.type(screen.getByPlaceholderText('New Password'), 'X');
  await userEvent.tab();
  expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
});
