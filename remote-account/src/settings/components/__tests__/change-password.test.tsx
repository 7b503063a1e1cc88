import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAccessToken } from '@video-admin/shared-ui';
import { api, apiServer, renderWithProviders } from '@video-admin/shared-ui/testing';
import { ann, serveMe } from '../../../testing/users';
import { ChangePassword } from '../change-password';

const passwordChanged = api.patch('/api/v1/users/me/password', ({ response }) =>
  response(200).json({ message: 'Password updated successfully' }),
);
const FRESH_TOKEN = { access_token: 'token-after-the-change', token_type: 'bearer' } as const;

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

test('changes the password, signs in again with the new one, stores the fresh token, then toasts and clears the form', async () => {
  window.localStorage.setItem('access_token', 'token-before-the-change');
  let answerLogin: () => void = () => undefined;
  const loginAnswered = new Promise<void>((resolve) => (answerLogin = resolve));
  const { requests } = serveMe();
  apiServer.use(
    passwordChanged,
    api.post('/api/v1/login/access-token', async ({ response }) => {
      await loginAnswered;
      return response(200).json(FRESH_TOKEN);
    }),
  );
  renderWithProviders(<ChangePassword />);
  await fillIn('old-password', 'Brand-new-1', 'Brand-new-1');
  const save = screen.getByRole('button', { name: 'Save' });
  await waitFor(() => expect(save).toBeEnabled());
  await userEvent.click(save);

  // Changed, and signing in again: no success yet, and the old token is still the one stored.
  await waitFor(() => expect(requests.map(({ method, url }) => `${method} ${url}`)).toContain('POST /api/v1/login/access-token'));
  expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
    'GET /api/v1/users/me',
    'PATCH /api/v1/users/me/password',
    'POST /api/v1/login/access-token',
  ]);
  const [, change, login] = requests;
  expect(JSON.parse(change!.body)).toEqual({ current_password: 'old-password', new_password: 'Brand-new-1' });
  expect(change!.headers.get('Authorization')).toBe('Bearer token-before-the-change');
  // The login screen's own call: the signed-in user's e-mail and the new password, form-encoded.
  expect(login!.body).toBe('username=ann%40example.com&password=Brand-new-1');
  expect(screen.queryByText('Password updated successfully.')).not.toBeInTheDocument();
  expect(window.localStorage.getItem('access_token')).toBe('token-before-the-change');

  answerLogin();
  expect(await screen.findByText('Password updated successfully.')).toBeInTheDocument();
  expect(window.localStorage.getItem('access_token')).toBe('token-after-the-change');
  for (const placeholder of ['Current Password', 'New Password', 'Confirm Password']) {
    expect(screen.getByPlaceholderText(placeholder)).toHaveValue('');
  }
  expect(save).toBeDisabled();
});

test('the next call after the change carries the fresh token, and the cached user stays', async () => {
  window.localStorage.setItem('access_token', 'token-before-the-change');
  const { requests } = serveMe();
  apiServer.use(
    passwordChanged,
    api.post('/api/v1/login/access-token', ({ response }) => response(200).json(FRESH_TOKEN)),
  );
  const { queryClient } = renderWithProviders(<ChangePassword />);
  await fillIn('old-password', 'Brand-new-1', 'Brand-new-1');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Password updated successfully.')).toBeInTheDocument();

  expect(queryClient.getQueryData(['currentUser'])).toEqual(ann());
  await queryClient.refetchQueries({ queryKey: ['currentUser'] });
  expect(requests.at(-1)!.url).toBe('/api/v1/users/me');
  expect(requests.at(-1)!.headers.get('Authorization')).toBe('Bearer token-after-the-change');
});

/** Stands in for the shell's routes: a signed-out visitor of /settings goes to /login. */
function SignedInOnly({ children }: { children: ReactNode }) {
  return useAccessToken() ? children : <Navigate to="/login" replace />;
}

test('when signing in again fails, the session ends and the user lands on the login screen', async () => {
  window.localStorage.setItem('access_token', 'token-before-the-change');
  serveMe();
  apiServer.use(
    passwordChanged,
    api.post('/api/v1/login/access-token', ({ response }) => response(400).json({ detail: 'Incorrect email or password' })),
  );
  const { queryClient } = renderWithProviders(
    <Routes>
      <Route
        path="/settings"
        element={
          <SignedInOnly>
            <ChangePassword />
          </SignedInOnly>
        }
      />
      <Route path="/login" element={<h1>login screen</h1>} />
    </Routes>,
    { route: '/settings' },
  );
  await fillIn('old-password', 'Brand-new-1', 'Brand-new-1');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
  expect(window.localStorage.getItem('access_token')).toBeNull();
  expect(queryClient.getQueryData(['currentUser'])).toBeUndefined();
  // The password did change: that is said, and the login failure is not shown as an error.
  expect(screen.getByText('Password updated successfully.')).toBeInTheDocument();
  expect(screen.queryByText('Incorrect email or password')).not.toBeInTheDocument();
});

test('a wrong current password shows the server detail and keeps what was typed', async () => {
  const { requests } = serveMe();
  apiServer.use(api.patch('/api/v1/users/me/password', ({ response }) => response(400).json({ detail: 'Incorrect password' })));
  renderWithProviders(<ChangePassword />);
  await fillIn('wrong-password', 'Brand-new-1', 'Brand-new-1');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Current Password')).toHaveValue('wrong-password');
  // At the field too, which takes the focus to be corrected.
  expect(screen.getByPlaceholderText('Current Password')).toHaveAccessibleDescription('The current password is not correct');
  expect(screen.getByPlaceholderText('Current Password')).toHaveFocus();
  // Nothing changed, so nothing signs in again.
  expect(requests.map(({ method, url }) => `${method} ${url}`)).not.toContain('POST /api/v1/login/access-token');
});

test('the new password has a strength meter', async () => {
  renderWithProviders(<ChangePassword />);
  await userEvent.type(await screen.findByPlaceholderText('New Password'), 'abcdefgh');
  expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Low');
});

test('a new password equal to the current one shows at the new password field', async () => {
  serveMe();
  apiServer.use(
    api.patch('/api/v1/users/me/password', ({ response }) =>
      response(400).json({ detail: 'New password cannot be the same as the current one' }),
    ),
  );
  renderWithProviders(<ChangePassword />);
  await fillIn('Same-password-1', 'Same-password-1', 'Same-password-1');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('New password cannot be the same as the current one')).toBeInTheDocument();
  expect(screen.getByPlaceholderText('New Password')).toHaveAccessibleDescription(
    expect.stringContaining('Choose a password different from the current one'),
  );
  expect(screen.getByPlaceholderText('Current Password')).not.toHaveAttribute('aria-invalid', 'true');
});
