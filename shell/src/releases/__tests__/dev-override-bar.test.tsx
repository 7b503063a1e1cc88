import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAccessToken, setAccessToken, setLanguagePreference, setRuntimeConfig } from '@video-admin/shared-ui';
import { renderWithProviders } from '@video-admin/shared-ui/testing';
import { App } from '../../app/app';
import { CURRENT_OVERRIDE_URL, DevOverrideBar } from '../dev-override-bar';

const override = {
  module: 'remote-items',
  configKey: 'items',
  url: 'http://localhost:3002/mf-manifest.json',
  origin: 'http://localhost:3002',
  releaseId: null,
  expiresAt: '2026-11-29T08:00:00Z',
};

beforeEach(() => setAccessToken('tok-developer'));
afterEach(() => {
  jest.restoreAllMocks();
  clearAccessToken();
  setLanguagePreference('en');
});

test('names the module and the development server, this browser only, in a named region first on the page; End ends it on the server, then reloads', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
  const reload = jest.fn();
  renderWithProviders(<DevOverrideBar override={override} reload={reload} />);
  const region = await screen.findByRole('region', { name: 'Development' });
  expect(region).toHaveTextContent('Development: remote-items → http://localhost:3002 (this browser only)');
  await userEvent.tab();
  expect(within(region).getByRole('button', { name: 'End' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(fetchSpy).toHaveBeenCalledWith(`${CURRENT_OVERRIDE_URL}?reason=ended`, expect.objectContaining({ method: 'DELETE' }));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
});

test('in Chinese; a release override names its release; a failure to end says so and reloads nothing', async () => {
  setLanguagePreference('zh-CN');
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 500 }));
  const reload = jest.fn();
  renderWithProviders(
    <DevOverrideBar override={{ ...override, url: null, origin: null, releaseId: '0.1.0-cccccccccc' }} reload={reload} />,
  );
  const region = await screen.findByRole('region', { name: '开发中' });
  expect(region).toHaveTextContent('开发中：remote-items → 发布版本 0.1.0-cccccccccc（仅此浏览器）');
  await userEvent.click(within(region).getByRole('button', { name: '结束' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('无法结束开发覆盖，请重试。');
  expect(reload).not.toHaveBeenCalled();
});

test('signing out ends the override on the server and takes the bar away', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
  renderWithProviders(<DevOverrideBar override={override} />);
  await screen.findByRole('region', { name: 'Development' });
  expect(fetchSpy).not.toHaveBeenCalled();
  act(() => clearAccessToken());
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Development' })).not.toBeInTheDocument());
  expect(fetchSpy).toHaveBeenCalledWith(
    `${CURRENT_OVERRIDE_URL}?reason=signed-out`,
    expect.objectContaining({ method: 'DELETE', keepalive: true }),
  );
});

test('the app shows the bar only while the runtime config names an override', async () => {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
  setRuntimeConfig({ apiUrl: '', remotes: {}, override });
  const { unmount } = render(<App />);
  expect(await screen.findByRole('region', { name: 'Development' })).toBeInTheDocument();
  unmount();
  setRuntimeConfig({ apiUrl: '', remotes: {} });
  render(<App />);
  await screen.findByRole('region', { name: 'Development' }, { timeout: 300 }).then(
    () => {
      throw new Error('the bar showed without an override');
    },
    () => undefined,
  );
});
