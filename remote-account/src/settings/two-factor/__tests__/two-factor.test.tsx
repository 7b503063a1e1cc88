import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TwoFactorStatus } from '@video-admin/shared-ui/contract';
import {
  api,
  apiServer,
  HttpResponse,
  plainHttp,
  recordRequests,
  renderWithProviders,
  serveCurrentUser,
} from '@video-admin/shared-ui/testing';
import { ann } from '../../../testing/users';
import { TwoFactor } from '../two-factor';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, index) => `abcde-${String(23450 + index)}`);
const QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>';

const serveStatus = (status: Partial<TwoFactorStatus> = {}) =>
  apiServer.use(
    api.get('/api/v1/users/me/two-factor', ({ response }) =>
      response(200).json({ enabled: false, required: false, recovery_codes_left: 0, ...status }),
    ),
  );

const serveSetup = () =>
  apiServer.use(
    api.post('/api/v1/users/me/two-factor/setup', ({ response }) =>
      response(200).json({ secret: SECRET, otpauth_url: `otpauth://totp/Video%20Admin:ann?secret=${SECRET}`, qr_svg: QR }),
    ),
  );

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

// jsdom has no blob: addresses: the QR image's is recorded with the SVG it was made of.
const qrImages = new Map<string, Blob>();
beforeEach(() => {
  serveCurrentUser(ann());
  qrImages.clear();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const address = `blob:qr-${qrImages.size}`;
    qrImages.set(address, blob);
    return address;
  });
  URL.revokeObjectURL = jest.fn();
});

test('off: Set up shows the QR code as an image and the key as text; a right code turns it on and shows the ten codes once', async () => {
  serveStatus();
  serveSetup();
  const requests = recordRequests();
  renderWithProviders(<TwoFactor />);
  expect(await screen.findByText('Two-step sign-in is off.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Set up' }));

  const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
  // A blob: address (the page's CSP refuses data: images) of the server's SVG, as an image.
  const image = qrImages.get(qr.getAttribute('src') ?? '');
  expect(image?.type).toBe('image/svg+xml');
  expect(await textOf(image!)).toBe(QR);
  expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

  // Only digits go in, six at most.
  const code = screen.getByRole('textbox', { name: /6-digit code from the app/ });
  await userEvent.type(code, '12a34b5678');
  expect(code).toHaveValue('123456');

  apiServer.use(api.post('/api/v1/users/me/two-factor', ({ response }) => response(200).json({ recovery_codes: CODES })));
  serveStatus({ enabled: true, recovery_codes_left: 10 });
  await userEvent.keyboard('{Enter}');

  const list = await screen.findByRole('list', { name: 'Your recovery codes' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(CODES);
  expect(requests.find((request) => request.method === 'POST' && request.url === '/api/v1/users/me/two-factor')?.body).toBe(
    JSON.stringify({ code: '123456' }),
  );
  expect(screen.getByRole('button', { name: 'Download as .txt' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
  expect(await screen.findByText(/Two-step sign-in is on\. Recovery codes left: 10/)).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
});

test('a wrong code shows at the code field; a short one is refused without asking the server', async () => {
  serveStatus();
  serveSetup();
  apiServer.use(api.post('/api/v1/users/me/two-factor', ({ response }) => response(400).json({ detail: 'Incorrect code' })));
  const requests = recordRequests();
  renderWithProviders(<TwoFactor />);
  await userEvent.click(await screen.findByRole('button', { name: 'Set up' }));
  const code = await screen.findByRole('textbox', { name: /6-digit code from the app/ });

  await userEvent.type(code, '123');
  await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
  expect(code).toHaveAccessibleDescription('Enter the 6 digits the app shows');
  expect(requests.filter((request) => request.method === 'POST' && request.url === '/api/v1/users/me/two-factor')).toHaveLength(0);

  await userEvent.type(code, '456');
  await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
  await waitFor(() =>
    expect(code).toHaveAccessibleDescription('This code is not correct. Check the time on your phone and enter the newest code.'),
  );
});

test('on: new recovery codes for a code; Turn off asks for the password and says when it is wrong', async () => {
  serveStatus({ enabled: true, recovery_codes_left: 7 });
  renderWithProviders(<TwoFactor />);
  expect(await screen.findByText(/Recovery codes left: 7/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'New recovery codes' }));
  apiServer.use(api.post('/api/v1/users/me/two-factor/recovery-codes', ({ response }) => response(200).json({ recovery_codes: CODES })));
  await userEvent.type(screen.getByRole('textbox', { name: /6-digit code from the app/ }), '654321{Enter}');
  expect(await screen.findByRole('list', { name: 'Your recovery codes' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));

  await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
  apiServer.use(api.delete('/api/v1/users/me/two-factor', ({ response }) => response(400).json({ detail: 'Incorrect password' })));
  const password = await screen.findByLabelText(/^Password/);
  await userEvent.type(password, 'wrong-password{Enter}');
  await waitFor(() => expect(password).toHaveAccessibleDescription('The password is not correct'));

  apiServer.use(
    api.delete('/api/v1/users/me/two-factor', ({ response }) => response(200).json({ message: 'Two-step sign-in turned off' })),
  );
  serveStatus();
  await userEvent.clear(password);
  await userEvent.type(password, 'right-password{Enter}');
  expect(await screen.findByText('Two-step sign-in is off.')).toBeInTheDocument();
});

test('required by the role: off, it says so and asks to set it up; on, it cannot be turned off', async () => {
  serveStatus({ required: true });
  const view = renderWithProviders(<TwoFactor />);
  expect(await screen.findByText('Your role requires two-step sign-in. Set it up to continue.')).toBeInTheDocument();
  view.unmount();

  serveStatus({ required: true, enabled: true, recovery_codes_left: 10 });
  renderWithProviders(<TwoFactor />);
  expect(await screen.findByText('Your role requires two-step sign-in, so it cannot be turned off.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  expect(screen.queryByText('Your role requires two-step sign-in. Set it up to continue.')).not.toBeInTheDocument();
});

test('a status that cannot be read says so, with Retry', async () => {
  apiServer.use(plainHttp.get('*/api/v1/users/me/two-factor', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
  renderWithProviders(<TwoFactor />);
  expect(await screen.findByText('Two-step sign-in could not be loaded')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
});

test('in Chinese', async () => {
  window.localStorage.setItem('language', 'zh-CN');
  try {
    serveStatus({ required: true });
    renderWithProviders(<TwoFactor />);
    expect(await screen.findByRole('heading', { name: '两步登录' })).toBeInTheDocument();
    expect(await screen.findByText('你的角色要求两步登录，请先完成设置。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '设置' })).toBeInTheDocument();
  } finally {
    window.localStorage.removeItem('language');
  }
});
