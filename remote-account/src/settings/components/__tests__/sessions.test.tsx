import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionPublic } from '@video-admin/shared-ui/contract';
import { api, apiServer, HttpResponse, plainHttp, recordRequests, renderWithProviders } from '@video-admin/shared-ui/testing';
import { Sessions } from '../sessions';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const session = (id: string, userAgent: string, current: boolean): SessionPublic => ({
  id,
  method: 'password',
  user_agent: userAgent,
  address: current ? '10.0.0.1' : '10.0.0.2',
  created_at: '2026-11-29T08:00:00Z',
  last_used_at: '2026-11-29T09:30:00Z',
  current,
});

const MINE = session('11111111-1111-4111-8111-111111111111', CHROME_WINDOWS, true);
const PHONE = session('22222222-2222-4222-8222-222222222222', SAFARI_IPHONE, false);

const serveSessions = (...rows: SessionPublic[]) =>
  apiServer.use(api.get('/api/v1/users/me/sessions', ({ response }) => response(200).json({ data: rows, count: rows.length })));

test('lists each session with its browser, address, times and method; this browser has no End', async () => {
  serveSessions(MINE, PHONE);
  renderWithProviders(<Sessions />);
  const list = await screen.findByRole('list', { name: 'Sessions' });
  const [mine, phone] = within(list).getAllByRole('listitem');
  expect(mine).toHaveTextContent('Chrome on Windows');
  expect(mine).toHaveTextContent('This browser');
  expect(mine).toHaveTextContent('10.0.0.1 · Password');
  expect(within(mine!).queryByRole('button')).not.toBeInTheDocument();
  expect(phone).toHaveTextContent('Safari on iOS');
  expect(phone).not.toHaveTextContent('This browser');
  expect(phone).toHaveTextContent(/Started 2026\/11\/29 \d\d:00:00 · last used 2026\/11\/29 \d\d:30:00/);
  expect(within(phone!).getByRole('button', { name: 'End the session of Safari on iOS' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'End all other sessions' })).toBeInTheDocument();
});

test('End asks first; Cancel calls nothing, confirming ends that session and reads the list again', async () => {
  serveSessions(MINE, PHONE);
  const requests = recordRequests();
  apiServer.use(api.delete('/api/v1/users/me/sessions/{id}', ({ response }) => response(200).json({ message: 'Session ended' })));
  renderWithProviders(<Sessions />);
  await userEvent.click(await screen.findByRole('button', { name: /End the session of Safari on iOS/ }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog', { name: 'End this session?' })).getByRole('button', { name: 'Cancel' }),
  );
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: /End the session of Safari on iOS/ }));
  serveSessions(MINE);
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End' }));
  expect(await screen.findByText('Session ended')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
  expect(requests.map((request) => `${request.method} ${request.url}`)).toContain(`DELETE /api/v1/users/me/sessions/${PHONE.id}`);
  expect(screen.queryByRole('button', { name: 'End all other sessions' })).not.toBeInTheDocument();
});

test('End all other sessions asks, naming how many, then ends them', async () => {
  serveSessions(MINE, PHONE);
  const requests = recordRequests();
  apiServer.use(api.delete('/api/v1/users/me/sessions', ({ response }) => response(200).json({ message: '1 session ended', ended: 1 })));
  renderWithProviders(<Sessions />);
  await userEvent.click(await screen.findByRole('button', { name: 'End all other sessions' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'End 1 other session?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'End all other sessions' }));
  expect(await screen.findByText('All other sessions ended')).toBeInTheDocument();
  expect(requests.map((request) => `${request.method} ${request.url}`)).toContain('DELETE /api/v1/users/me/sessions');
});

test('a failed load says so with a Retry', async () => {
  apiServer.use(plainHttp.get('*/api/v1/users/me/sessions', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
  renderWithProviders(<Sessions />);
  expect(await screen.findByText('The sessions could not be loaded')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
});

test('no sessions (a token from before sessions were kept) says so', async () => {
  serveSessions();
  renderWithProviders(<Sessions />);
  expect(await screen.findByText('No sessions.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'End all other sessions' })).not.toBeInTheDocument();
});

test('in Chinese: the browser, this browser, End and End all other sessions', async () => {
  window.localStorage.setItem('language', 'zh-CN');
  try {
    serveSessions(MINE, PHONE);
    renderWithProviders(<Sessions />);
    const list = await screen.findByRole('list', { name: '登录会话' });
    const [mine, phone] = within(list).getAllByRole('listitem');
    expect(mine).toHaveTextContent('Windows 上的 Chrome');
    expect(mine).toHaveTextContent('当前浏览器');
    expect(mine).toHaveTextContent('10.0.0.1 · 密码');
    expect(within(phone!).getByRole('button', { name: '结束 iOS 上的 Safari 的会话' })).toHaveTextContent('结束');
    expect(screen.getByRole('button', { name: '结束其他所有会话' })).toBeInTheDocument();
  } finally {
    window.localStorage.removeItem('language');
  }
});
