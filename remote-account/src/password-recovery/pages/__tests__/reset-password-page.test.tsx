import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { api, apiServer, recordRequests, renderWithProviders } from '@video-admin/shared-ui/testing';
import { RecoverPasswordPage } from '../recover-password-page';
import { ResetPasswordPage } from '../reset-password-page';

// Unless a test says otherwise, the link's token still sets a password.
beforeEach(() => {
  apiServer.use(
    api.get('/api/v1/reset-password/check', ({ response }) => response(200).json({ status: 'valid', email: 'ann@example.com' })),
  );
});

function renderReset(route = '/reset-password?token=tok-123') {
  return renderWithProviders(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/login" element={<h1>login screen</h1>} />
      <Route path="/recover-password" element={<RecoverPasswordPage />} />
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
  // The form shows once the link's token is known to be good.
  expect(await screen.findByPlaceholderText('New Password')).toHaveAttribute('type', 'password');
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
  const reset = requests.find((request) => request.method === 'POST')!;
  expect(JSON.parse(reset.body)).toEqual({ new_password: 'N3w-password', token: 'tok-123' });
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

describe('an invitation link (&invitation=1)', () => {
  test('is titled Set your password, with its own words and button, and sets the password the same way', async () => {
    const requests = recordRequests();
    apiServer.use(api.post('/api/v1/reset-password/', ({ response }) => response(200).json({ message: 'Password updated successfully' })));
    renderReset('/reset-password?token=tok-9&invitation=1');
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reset Password' })).not.toBeInTheDocument();
    expect(await screen.findByText('Choose the password for your account, then log in with it.')).toBeInTheDocument();
    await choose('N3w-password', 'N3w-password');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
    expect(JSON.parse(requests.find((request) => request.method === 'POST')!.body)).toEqual({
      new_password: 'N3w-password',
      token: 'tok-9',
    });
  });

  test('is titled 设置密码 in Chinese', async () => {
    window.localStorage.setItem('language', 'zh-CN');
    try {
      renderReset('/reset-password?token=tok-9&invitation=1');
      expect(await screen.findByRole('heading', { name: '设置密码' })).toBeInTheDocument();
    } finally {
      window.localStorage.removeItem('language');
    }
  });
});

describe('a link that can no longer set a password', () => {
  function linkIs(status: 'used' | 'expired' | 'invalid', email: string | null) {
    apiServer.use(api.get('/api/v1/reset-password/check', ({ response }) => response(200).json({ status, email })));
  }

  test('a used invitation says so before any form, and Send me a new link mails one to its account, said on the page', async () => {
    linkIs('used', 'ann@example.com');
    const requests = recordRequests();
    apiServer.use(
      api.post('/api/v1/password-recovery/{email}', ({ response }) =>
        response(200).json({ message: 'If that email is registered, we sent a password recovery link' }),
      ),
    );
    renderReset('/reset-password?token=tok-used&invitation=1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has already been used. Ask for a new link to choose your password.',
    );
    expect(screen.getByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');

    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A new link is on its way to ann@example.com. Check your inbox.');
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/v1/password-recovery/ann%40example.com',
    ]);
  });

  test('an expired link says so', async () => {
    linkIs('expired', 'ann@example.com');
    renderReset();
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  });

  test('a link naming no account sends the person to the recovery page for a new one', async () => {
    linkIs('invalid', null);
    renderReset('/reset-password?token=garbage');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    await userEvent.click(screen.getByRole('link', { name: 'Send me a new link' }));
    expect(await screen.findByRole('heading', { name: 'Password Recovery' })).toBeInTheDocument();
  });

  test('no token at all is a link that cannot work, and nothing is asked of the server', async () => {
    const requests = recordRequests();
    renderReset('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(requests).toHaveLength(0);
  });

  test('a link spent while the form was open is said as such once the reset is refused', async () => {
    let checks = 0;
    apiServer.use(
      api.get('/api/v1/reset-password/check', ({ response }) =>
        response(200).json(checks++ === 0 ? { status: 'valid', email: 'ann@example.com' } : { status: 'used', email: 'ann@example.com' }),
      ),
      api.post('/api/v1/reset-password/', ({ response }) => response(400).json({ detail: 'Invalid token' })),
    );
    renderReset();
    await choose('N3w-password', 'N3w-password');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has already been used.');
  });
});
