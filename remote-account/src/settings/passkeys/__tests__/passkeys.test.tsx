import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PasskeyPublic } from '@video-admin/shared-ui/contract';
import { api, apiServer, HttpResponse, plainHttp, recordRequests, renderWithProviders } from '@video-admin/shared-ui/testing';
import { startRegistration } from '@simplewebauthn/browser';
import { passkeyUsedHere } from '../../../model/passkey-mark';
import { Passkeys } from '../passkeys';

// The browser's WebAuthn dialog is the edge: @simplewebauthn/browser stands in for it.
jest.mock('@simplewebauthn/browser', () => ({ startRegistration: jest.fn() }));
const browserCeremony = jest.mocked(startRegistration);

const LAPTOP: PasskeyPublic = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Work laptop',
  created_at: '2026-11-20T08:00:00Z',
  last_used_at: '2026-11-29T09:30:00Z',
};
const KEY: PasskeyPublic = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Yellow key',
  created_at: '2026-11-21T08:00:00Z',
  last_used_at: null,
};
const BROWSER_ANSWER = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'AAAA', attestationObject: 'BBBB', transports: ['internal' as const] },
};

const servePasskeys = (...rows: PasskeyPublic[]) =>
  apiServer.use(api.get('/api/v1/users/me/passkeys', ({ response }) => response(200).json({ data: rows, count: rows.length })));

const realCredential = window.PublicKeyCredential;
beforeEach(() => {
  // jsdom has no WebAuthn; a browser that has it is the common case.
  Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true, writable: true });
  window.localStorage.removeItem('passkey_used');
  browserCeremony.mockReset();
});
afterAll(() => Object.defineProperty(window, 'PublicKeyCredential', { value: realCredential, configurable: true, writable: true }));

test('lists each passkey with its name, when it was added and last used', async () => {
  servePasskeys(LAPTOP, KEY);
  renderWithProviders(<Passkeys />);
  const list = await screen.findByRole('list', { name: 'Passkeys' });
  const [laptop, key] = within(list).getAllByRole('listitem');
  expect(laptop).toHaveTextContent('Work laptop');
  expect(laptop).toHaveTextContent(/Added 2026\/11\/20 \d\d:00:00 · last used 2026\/11\/29 \d\d:30:00/);
  expect(key).toHaveTextContent('Yellow key');
  expect(key).toHaveTextContent('not used yet');
  expect(within(key!).getByRole('button', { name: 'Rename Yellow key' })).toBeInTheDocument();
  expect(within(key!).getByRole('button', { name: 'Remove Yellow key' })).toBeInTheDocument();
});

test('Add a passkey runs the browser ceremony with the server options, then asks for a name and sends all three', async () => {
  servePasskeys();
  const requests = recordRequests();
  const options = { challenge: 'c', rp: { name: 'Video Admin', id: 'localhost' } };
  apiServer.use(
    api.post('/api/v1/users/me/passkeys/options', ({ response }) => response(200).json({ ticket: 'the-ticket', options })),
    api.post('/api/v1/users/me/passkeys', ({ response }) => response(201).json({ ...KEY, name: 'Phone' })),
  );
  browserCeremony.mockResolvedValue(BROWSER_ANSWER);
  renderWithProviders(<Passkeys />);
  expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
  const dialog = await screen.findByRole('dialog', { name: 'Name your new passkey' });
  expect(browserCeremony).toHaveBeenCalledWith({ optionsJSON: options });
  const name = within(dialog).getByRole('textbox', { name: /Name/ });
  await userEvent.clear(name);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('Enter a name')).toBeInTheDocument();
  await userEvent.type(name, 'Phone{Enter}');

  expect(await screen.findByText('Passkey added')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const added = requests.find((request) => request.method === 'POST' && request.url === '/api/v1/users/me/passkeys');
  expect(JSON.parse(String(added?.body))).toEqual({ ticket: 'the-ticket', response: BROWSER_ANSWER, name: 'Phone' });
  expect(passkeyUsedHere()).toBe(true);
});

test('a cancelled browser ceremony says so and adds nothing', async () => {
  servePasskeys();
  const requests = recordRequests();
  apiServer.use(
    api.post('/api/v1/users/me/passkeys/options', ({ response }) => response(200).json({ ticket: 't', options: { challenge: 'c' } })),
  );
  browserCeremony.mockRejectedValue(
    Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }),
  );
  renderWithProviders(<Passkeys />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
  expect(await screen.findByText("No passkey was made: the browser's steps were cancelled or timed out.")).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(requests.filter((request) => request.url === '/api/v1/users/me/passkeys' && request.method === 'POST')).toHaveLength(0);
  expect(passkeyUsedHere()).toBe(false);
});

test('Rename opens the name, saved by keyboard', async () => {
  servePasskeys(LAPTOP);
  const requests = recordRequests();
  apiServer.use(api.patch('/api/v1/users/me/passkeys/{id}', ({ response }) => response(200).json({ ...LAPTOP, name: 'Old laptop' })));
  renderWithProviders(<Passkeys />);
  await userEvent.click(await screen.findByRole('button', { name: 'Rename Work laptop' }));
  const name = within(await screen.findByRole('dialog', { name: 'Rename passkey' })).getByRole('textbox');
  expect(name).toHaveValue('Work laptop');
  expect(name).toHaveFocus();
  await userEvent.clear(name);
  await userEvent.keyboard('Old laptop{Enter}');
  expect(await screen.findByText('Passkey renamed')).toBeInTheDocument();
  const renamed = requests.find((request) => request.method === 'PATCH');
  expect(renamed?.url).toBe(`/api/v1/users/me/passkeys/${LAPTOP.id}`);
  expect(JSON.parse(String(renamed?.body))).toEqual({ name: 'Old laptop' });
});

test('Remove asks first; Cancel calls nothing, confirming removes it', async () => {
  servePasskeys(LAPTOP);
  const requests = recordRequests();
  apiServer.use(api.delete('/api/v1/users/me/passkeys/{id}', ({ response }) => response(200).json({ message: 'Passkey removed' })));
  renderWithProviders(<Passkeys />);
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Work laptop' }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog', { name: 'Remove Work laptop?' })).getByRole('button', { name: 'Cancel' }),
  );
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Remove Work laptop' }));
  servePasskeys();
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Passkey removed')).toBeInTheDocument();
  expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
  expect(requests.map((request) => `${request.method} ${request.url}`)).toContain(`DELETE /api/v1/users/me/passkeys/${LAPTOP.id}`);
});

test('a browser without WebAuthn is told so, and offers no Add (its passkeys can still be removed)', async () => {
  Object.defineProperty(window, 'PublicKeyCredential', { value: undefined, configurable: true, writable: true });
  servePasskeys(LAPTOP);
  renderWithProviders(<Passkeys />);
  expect(await screen.findByRole('note')).toHaveTextContent('This browser cannot use passkeys.');
  expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Remove Work laptop' })).toBeInTheDocument();
});

test('a failed load says so with a Retry', async () => {
  apiServer.use(plainHttp.get('*/api/v1/users/me/passkeys', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
  renderWithProviders(<Passkeys />);
  expect(await screen.findByText('The passkeys could not be loaded')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
});

test('in Chinese: the list, Add, Rename and Remove', async () => {
  window.localStorage.setItem('language', 'zh-CN');
  try {
    servePasskeys(KEY);
    renderWithProviders(<Passkeys />);
    const list = await screen.findByRole('list', { name: '通行密钥' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('尚未使用');
    expect(screen.getByRole('button', { name: '添加通行密钥' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重命名 Yellow key' })).toHaveTextContent('重命名');
    expect(screen.getByRole('button', { name: '移除 Yellow key' })).toHaveTextContent('移除');
  } finally {
    window.localStorage.removeItem('language');
  }
});
