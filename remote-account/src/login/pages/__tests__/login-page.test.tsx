import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { getRuntimeConfig, setRuntimeConfig } from '@video-admin/shared-ui';
import { api, apiServer, renderWithProviders } from '@video-admin/shared-ui/testing';
import { LoginPage } from '../login-page';

/** The runtime config of a server with USERS_OPEN_REGISTRATION=false, from the first render on. */
function ClosedRegistration({ children }: { children: ReactNode }) {
  if (getRuntimeConfig().openRegistration !== false) setRuntimeConfig({ ...getRuntimeConfig(), openRegistration: false });
  return children;
}

function renderLogin({ registration = 'open' }: { registration?: 'open' | 'closed' } = {}) {
  const page =
    registration === 'closed' ? (
      <ClosedRegistration>
        <LoginPage />
      </ClosedRegistration>
    ) : (
      <LoginPage />
    );
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={page} />
      <Route path="/signup" element={<h1>signup screen</h1>} />
      <Route path="/recover-password" element={<h1>recovery screen</h1>} />
    </Routes>,
    { route: '/login' },
  );
}

test("is titled Log In, under the app's name", async () => {
  renderLogin();
  const heading = await screen.findByRole('heading', { name: 'Log In' });
  const appName = screen.getByText('Video Admin');
  expect(appName.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test("the links are Fluent's, to the signup and recovery screens", async () => {
  renderLogin();
  const forgot = await screen.findByRole('link', { name: 'Forgot Password?' });
  const signUp = screen.getByRole('link', { name: 'Sign Up' });
  expect(forgot).toHaveAttribute('href', '/recover-password');
  expect(signUp).toHaveAttribute('href', '/signup');
  for (const link of [forgot, signUp]) expect(link).toHaveClass('fui-Link');
});

test('without open registration on the server, offers no Sign Up link; the rest is unchanged', async () => {
  renderLogin({ registration: 'closed' });
  expect(await screen.findByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/recover-password');
  expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Email')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  expect(screen.queryByText("Don't have an account?", { exact: false })).not.toBeInTheDocument();
  expect(screen.getAllByRole('link')).toHaveLength(1);
});

test('a link opens its screen in the page', async () => {
  renderLogin();
  await userEvent.click(await screen.findByRole('link', { name: 'Sign Up' }));
  expect(await screen.findByRole('heading', { name: 'signup screen' })).toBeInTheDocument();
});

describe('a refused sign-in', () => {
  async function submit(email: string, password: string) {
    await userEvent.type(await screen.findByPlaceholderText('Email'), email);
    await userEvent.type(screen.getByPlaceholderText('Password'), password);
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  }

  test('a wrong password shows at the password field, which takes the focus, and nowhere else (no toast)', async () => {
    apiServer.use(api.post('/api/v1/login/access-token', ({ response }) => response(400).json({ detail: 'Incorrect email or password' })));
    renderLogin();
    await submit('ann@example.com', 'wrong-password');

    const password = screen.getByPlaceholderText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('The email or the password is not correct'));
    expect(screen.getAllByText('The email or the password is not correct')).toHaveLength(1);
    expect(screen.queryByText('Incorrect email or password')).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(password).toHaveValue('wrong-password');
  });

  test('a refusal that is no field’s (an inactive account) shows in the toast only', async () => {
    apiServer.use(api.post('/api/v1/login/access-token', ({ response }) => response(400).json({ detail: 'Inactive user' })));
    renderLogin();
    await submit('ann@example.com', 'right-password');

    expect(await screen.findByText('Inactive user')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('The email or the password is not correct')).not.toBeInTheDocument();
  });
});
