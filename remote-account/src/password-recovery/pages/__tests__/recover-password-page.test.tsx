import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer, HttpResponse, recordRequests, renderWithProviders } from '@video-admin/shared-ui/testing';
import { RecoverPasswordPage } from '../recover-password-page';

const MESSAGE = { message: 'If that email is registered, we sent a password recovery link' };

test('explains what happens and asks for the e-mail', async () => {
  renderWithProviders(<RecoverPasswordPage />);
  expect(await screen.findByRole('heading', { name: 'Password Recovery' })).toBeInTheDocument();
  expect(screen.getByText('A password recovery email will be sent to the registered account.')).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Email')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
});

test('validates the e-mail on blur', async () => {
  renderWithProviders(<RecoverPasswordPage />);
  const email = await screen.findByPlaceholderText('Email');
  await userEvent.click(email);
  await userEvent.tab();
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  await userEvent.type(email, 'nope@');
  await userEvent.tab();
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
});

test('asks the server to mail a link, confirms with a toast and clears the field', async () => {
  const requests = recordRequests();
  apiServer.use(api.post('/api/v1/password-recovery/{email}', ({ response }) => response(200).json(MESSAGE)));
  renderWithProviders(<RecoverPasswordPage />);
  const email = await screen.findByPlaceholderText('Email');
  await userEvent.type(email, 'ann+1@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

  expect(await screen.findByText('Password recovery email sent successfully.')).toBeInTheDocument();
  expect(screen.getByText('Success!')).toBeInTheDocument();
  expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/v1/password-recovery/ann%2B1%40example.com']);
  expect(email).toHaveValue('');
  // The result stays on the page, naming the address, after the toast has gone.
  expect(screen.getByRole('status')).toHaveTextContent(
    'If an account uses ann+1@example.com, a link to choose a new password is on its way. Check your inbox.',
  );
});

test('links back to log in', async () => {
  renderWithProviders(<RecoverPasswordPage />);
  expect(await screen.findByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
});

test('a failure shows the error toast', async () => {
  apiServer.use(
    api.post('/api/v1/password-recovery/{email}', ({ response }) =>
      response.untyped(HttpResponse.json({ detail: 'Too many requests, try later' }, { status: 429 })),
    ),
  );
  renderWithProviders(<RecoverPasswordPage />);
  await userEvent.type(await screen.findByPlaceholderText('Email'), 'ann@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  expect(screen.getByText('Too many requests, try later')).toBeInTheDocument();
});
