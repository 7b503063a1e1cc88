import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { startAuthentication } from '@simplewebauthn/browser';
import { api, apiServer, recordRequests, renderWithProviders } from '@video-admin/shared-ui/testing';
import { LoginPage } from '../../pages/login-page';
import { markPasskeyUsed } from '../../../model/mark-passkey-used';
import { passkeyUsedHere } from '../../../model/passkey-mark';

// The browser's WebAuthn is the edge: @simplewebauthn/browser stands in for it.
jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn(), WebAuthnAbortService: { cancelCeremony: jest.fn() } }));
const browserCeremony = jest.mocked(startAuthentication);

const ASSERTION = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'AAAA', authenticatorData: 'BBBB', signature: 'CCCC', userHandle: 'DDDD' },
};
const OPTIONS = { challenge: 'c', rpId: 'localhost', userVerification: 'required' };

/** A browser with WebAuthn; `autofill` says whether it offers passkeys in a field's suggestions. */
function browserWithWebAuthn(autofill: boolean) {
  const credential = Object.assign(function PublicKeyCredential() {}, { isConditionalMediationAvailable: () => Promise.resolve(autofill) });
  Object.defineProperty(window, 'PublicKeyCredential', { value: credential, configurable: true, writable: true });
}

const renderLogin = () =>
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/" element={<h1>dashboard</h1>} />
    </Routes>,
    { route: '/login' },
  );

const serveCeremony = () =>
  apiServer.use(
    api.post('/api/v1/login/passkey/options', ({ response }) => response(200).json({ ticket: 'the-ticket', options: OPTIONS })),
    api.post('/api/v1/login/passkey', ({ response }) => response(200).json({ access_token: 'passkey-token', token_type: 'bearer' })),
  );

const realCredential = window.PublicKeyCredential;
beforeEach(() => {
  window.localStorage.removeItem('passkey_used');
  browserCeremony.mockReset();
});
afterEach(() => Object.defineProperty(window, 'PublicKeyCredential', { value: realCredential, configurable: true, writable: true }));

test('signs in with a passkey on a press: the options, the browser dialog, the token; then the dashboard', async () => {
  browserWithWebAuthn(false);
  serveCeremony();
  const requests = recordRequests();
  browserCeremony.mockResolvedValue(ASSERTION);
  renderLogin();
  await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
  expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeInTheDocument();
  expect(browserCeremony).toHaveBeenCalledWith({ optionsJSON: OPTIONS, useBrowserAutofill: false });
  const signIn = requests.find((request) => request.url === '/api/v1/login/passkey');
  expect(JSON.parse(String(signIn?.body))).toEqual({ ticket: 'the-ticket', response: ASSERTION });
  expect(window.localStorage.getItem('access_token')).toBe('passkey-token');
  expect(passkeyUsedHere()).toBe(true);
});

test('a refused passkey says why and stays on /login; a cancelled dialog says nothing', async () => {
  browserWithWebAuthn(false);
  apiServer.use(
    api.post('/api/v1/login/passkey/options', ({ response }) => response(200).json({ ticket: 't', options: OPTIONS })),
    api.post('/api/v1/login/passkey', ({ response }) => response(400).json({ detail: 'Signing in with this passkey failed' })),
  );
  browserCeremony.mockResolvedValue(ASSERTION);
  renderLogin();
  await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
  expect(await screen.findByText('Signing in with this passkey failed')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Log In' })).toBeInTheDocument();

  browserCeremony.mockRejectedValue(Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
  await waitFor(() => expect(browserCeremony).toHaveBeenCalledTimes(2));
  expect(screen.getByRole('heading', { name: 'Log In' })).toBeInTheDocument();
});

test('without WebAuthn there is no passkey button', async () => {
  Object.defineProperty(window, 'PublicKeyCredential', { value: undefined, configurable: true, writable: true });
  renderLogin();
  expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
});

test('the e-mail field offers passkeys (conditional UI) only where the browser can and a passkey was used here before', async () => {
  browserWithWebAuthn(true);
  serveCeremony();
  const requests = recordRequests();
  browserCeremony.mockReturnValue(new Promise(() => {}));
  const first = renderLogin();
  await screen.findByRole('button', { name: 'Sign in with a passkey' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  // Nobody has used a passkey in this browser: nothing is fetched, the field is as it was.
  expect(browserCeremony).not.toHaveBeenCalled();
  expect(requests.filter((request) => request.url.includes('passkey'))).toHaveLength(0);
  expect(screen.getByPlaceholderText('Email')).toHaveAttribute('autocomplete', 'username');
  first.unmount();

  markPasskeyUsed();
  renderLogin();
  await waitFor(() => expect(browserCeremony).toHaveBeenCalledWith({ optionsJSON: OPTIONS, useBrowserAutofill: true }));
  expect(screen.getByPlaceholderText('Email')).toHaveAttribute('autocomplete', 'username webauthn');
});

test('a browser that offers no passkey autofill starts none, even where a passkey was used', async () => {
  browserWithWebAuthn(false);
  markPasskeyUsed();
  renderLogin();
  await screen.findByRole('button', { name: 'Sign in with a passkey' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(browserCeremony).not.toHaveBeenCalled();
  expect(screen.getByPlaceholderText('Email')).toHaveAttribute('autocomplete', 'username');
});

test('in Chinese the button reads 使用通行密钥登录', async () => {
  browserWithWebAuthn(false);
  window.localStorage.setItem('language', 'zh-CN');
  try {
    renderLogin();
    expect(await screen.findByRole('button', { name: '使用通行密钥登录' })).toBeInTheDocument();
  } finally {
    window.localStorage.removeItem('language');
  }
});
