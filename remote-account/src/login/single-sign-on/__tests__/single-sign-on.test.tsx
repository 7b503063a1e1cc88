import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { getRuntimeConfig, setLanguagePreference, setRuntimeConfig, type RuntimeConfig } from '@video-admin/shared-ui';
import { api, apiServer, renderWithProviders } from '@video-admin/shared-ui/testing';
import { LoginPage } from '../../pages/login-page';
import { FOLDING } from '../single-sign-on';

/** The runtime config of a server with single sign-on (and `extra`), from the first render on. */
function WithConfig({ extra, children }: { extra: Partial<RuntimeConfig>; children: ReactNode }) {
  if (!getRuntimeConfig().singleSignOn) setRuntimeConfig({ ...getRuntimeConfig(), singleSignOn: { name: 'Acme SSO' }, ...extra });
  return children;
}

/** /login as a browser opens it at `path` (the router and the address bar agree, as in the app). */
function renderLogin(path = '/login', extra: Partial<RuntimeConfig> = {}) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(
    <Routes>
      <Route
        path="/login"
        element={
          <WithConfig extra={extra}>
            <LoginPage />
          </WithConfig>
        }
      />
      <Route path="/" element={<h1>dashboard</h1>} />
    </Routes>,
    { route: path },
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  act(() => setLanguagePreference('default'));
});

test('offers "Sign in with <provider>", a link to the server\'s start, beside the password form', async () => {
  renderLogin();
  const link = await screen.findByRole('link', { name: 'Sign in with Acme SSO' });
  expect(link).toHaveAttribute('href', 'http://api.test/api/v1/login/oidc');
  expect(screen.getByPlaceholderText('Email')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Sign in with a password (administrators)' })).not.toBeInTheDocument();
});

test('in Chinese: 使用 <provider> 登录, and the password disclosure', async () => {
  act(() => setLanguagePreference('zh-CN'));
  renderLogin('/login', { passwordSignIn: false });
  expect(await screen.findByRole('link', { name: '使用 Acme SSO 登录' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '使用密码登录（管理员）' })).toBeInTheDocument();
});

test('where single sign-on is the only way in, the password form is folded behind a disclosure for administrators', async () => {
  renderLogin('/login', { passwordSignIn: false });
  const disclosure = await screen.findByRole('button', { name: 'Sign in with a password (administrators)' });
  expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  // jsdom does not weigh !important, so the test reads which fields the folding rule (display: none
  // !important on what follows the part) covers; the e2e spec sees them hidden in Chromium.
  const folded = (element: HTMLElement) => element.closest('form > *')!.matches(`.${FOLDING} ~ *`);
  expect(folded(screen.getByPlaceholderText('Email'))).toBe(true);
  expect(folded(screen.getByPlaceholderText('Password'))).toBe(true);
  expect(folded(screen.getByRole('button', { name: 'Log In' }))).toBe(true);
  expect(folded(screen.getByRole('link', { name: 'Sign in with Acme SSO' }))).toBe(false);
  await userEvent.click(disclosure);
  expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  expect(folded(screen.getByPlaceholderText('Email'))).toBe(false);
  expect(screen.getByPlaceholderText('Email')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Log In' })).toBeVisible();
});

test('opened with the one-time code, trades it for a token and opens the dashboard; the code leaves the address', async () => {
  let sent: unknown;
  apiServer.use(
    api.post('/api/v1/login/oidc/token', async ({ request, response }) => {
      sent = await request.json();
      return response(200).json({ access_token: 'sso-token', token_type: 'bearer' });
    }),
  );
  renderLogin('/login?sso=one-time-code');
  expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeInTheDocument();
  expect(sent).toEqual({ code: 'one-time-code' });
  expect(window.localStorage.getItem('access_token')).toBe('sso-token');
});

test('a code refused (used, expired) says so and leaves the sign-in open', async () => {
  apiServer.use(
    api.post('/api/v1/login/oidc/token', ({ response }) =>
      response(400).json({ detail: 'The sign-in code is invalid, used or expired: sign in again' }),
    ),
  );
  renderLogin('/login?sso=used-code');
  expect(await screen.findByText('The sign-in expired before it finished. Try again.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in with Acme SSO' })).toBeInTheDocument();
});

test.each([
  ['email', 'Your identity provider did not confirm your e-mail address, so you cannot be signed in. Ask your administrator.'],
  ['state', 'The sign-in did not start in this browser, or took too long. Try again.'],
  ['inactive', 'Your account is deactivated. Ask an administrator to activate it.'],
])('?sso_error=%s says why', async (reason, text) => {
  renderLogin(`/login?sso_error=${reason}`);
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
});
