import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { getAccessToken } from '@video-admin/shared-ui';
import { api, apiServer, recordRequests, renderWithProviders } from '@video-admin/shared-ui/testing';
import { LoginPage } from '../../pages/login-page';

const TICKET = 'a.signed.ticket';

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/" element={<h1>dashboard</h1>} />
    </Routes>,
    { route: '/login' },
  );
}

/** The password is right and the person has two-step sign-in on: the server asks for a code. */
function askForACode() {
  apiServer.use(
    api.post('/api/v1/login/access-token', ({ response }) =>
      response(401).json({ detail: 'Second factor required', second_factor: { ticket: TICKET, methods: ['totp', 'recovery_code'] } }),
    ),
  );
}

async function signIn() {
  await userEvent.type(await screen.findByPlaceholderText('Email'), 'ann@example.com');
  await userEvent.type(screen.getByPlaceholderText('Password'), 'the-password');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

const codeField = () => screen.findByRole('textbox', { name: /Enter the 6-digit code from your authenticator app/ });

test('a right password of a person with two-step sign-in on asks for the code; a right code signs in', async () => {
  askForACode();
  const requests = recordRequests();
  apiServer.use(
    api.post('/api/v1/login/second-factor', ({ response }) => response(200).json({ access_token: 'the-token', token_type: 'bearer' })),
  );
  renderLogin();
  await signIn();

  const code = await codeField();
  expect(code).toHaveFocus();
  expect(screen.queryByPlaceholderText('Password')).not.toBeInTheDocument();
  await userEvent.type(code, '123456{Enter}');

  expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeInTheDocument();
  expect(getAccessToken()).toBe('the-token');
  const sent = requests.find((request) => request.url === '/api/v1/login/second-factor');
  expect(JSON.parse(sent!.body)).toEqual({ ticket: TICKET, code: '123456' });
});

test('a wrong code shows at the field; after five the step is locked and says so', async () => {
  askForACode();
  apiServer.use(api.post('/api/v1/login/second-factor', ({ response }) => response(400).json({ detail: 'Incorrect code' })));
  renderLogin();
  await signIn();
  const code = await codeField();
  await userEvent.type(code, '111111{Enter}');
  await waitFor(() => expect(code).toHaveAccessibleDescription('This code is not correct'));

  apiServer.use(
    api.post('/api/v1/login/second-factor', ({ response }) =>
      response(429).json({ detail: 'Too many login attempts, please try again later' }),
    ),
  );
  await userEvent.clear(code);
  await userEvent.type(code, '222222{Enter}');
  await waitFor(() => expect(code).toHaveAccessibleDescription('Too many wrong codes. Wait a few minutes, then sign in again.'));
});

test('Use a recovery code takes one instead; Back returns to the password form', async () => {
  askForACode();
  const requests = recordRequests();
  apiServer.use(api.post('/api/v1/login/second-factor', ({ response }) => response(401).json({ detail: 'expired' })));
  renderLogin();
  await signIn();
  await codeField();

  await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
  const recovery = screen.getByRole('textbox', { name: /Enter one of your recovery codes/ });
  await userEvent.type(recovery, 'ABCDE-23456{Enter}');
  await waitFor(() => expect(recovery).toHaveAccessibleDescription('This sign-in took too long. Sign in with your password again.'));
  expect(JSON.parse(requests.find((request) => request.url === '/api/v1/login/second-factor')!.body)).toEqual({
    ticket: TICKET,
    code: 'ABCDE-23456',
  });

  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByPlaceholderText('Password')).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Email')).toHaveValue('ann@example.com');
});

test('in Chinese', async () => {
  window.localStorage.setItem('language', 'zh-CN');
  try {
    askForACode();
    renderLogin();
    await userEvent.type(await screen.findByPlaceholderText('邮箱'), 'ann@example.com');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'the-password');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('textbox', { name: /输入身份验证器应用中的 6 位验证码/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '使用恢复码' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  } finally {
    window.localStorage.removeItem('language');
  }
});
