import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguagePreference, setRuntimeConfig } from '@video-admin/shared-ui';
import { renderWithProviders } from '@video-admin/shared-ui/testing';
import { App } from '../../app/app';
import { EXIT_PREVIEW_URL, PreviewBar } from '../preview-bar';

const RELEASE = '0.1.0-bbbbbbbbbb';
const preview = { module: 'remote-items', configKey: 'items', releaseId: RELEASE, version: '0.1.0', expiresAt: '2026-11-27T05:00:00Z' };

afterEach(() => {
  jest.restoreAllMocks();
  setLanguagePreference('en');
});

test('names the previewed module, version and release id in a named region, and Exit preview leaves it on the server, then reloads', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
  const reload = jest.fn();
  renderWithProviders(<PreviewBar preview={preview} reload={reload} />);
  const region = await screen.findByRole('region', { name: 'Preview' });
  expect(region).toHaveTextContent('Preview: remote-items 0.1.0');
  expect(within(region).getByTestId('preview-release-id')).toHaveTextContent(RELEASE);
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Exit preview' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(fetchSpy).toHaveBeenCalledWith(EXIT_PREVIEW_URL, expect.objectContaining({ method: 'DELETE' }));
  expect(EXIT_PREVIEW_URL).toBe('/api/v1/frontend-preview');
  await screen.findByRole('region', { name: 'Preview' });
  expect(reload).toHaveBeenCalledTimes(1);
});

test('in Chinese, and says so when the preview could not be left, without reloading', async () => {
  setLanguagePreference('zh-CN');
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 500 }));
  const reload = jest.fn();
  renderWithProviders(<PreviewBar preview={preview} reload={reload} />);
  const region = await screen.findByRole('region', { name: '预览' });
  expect(region).toHaveTextContent('预览：remote-items 0.1.0');
  expect(within(region).getByTestId('preview-release-id')).toHaveTextContent(RELEASE);
  await userEvent.click(screen.getByRole('button', { name: '退出预览' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('无法退出预览，请重试。');
  expect(reload).not.toHaveBeenCalled();
});

test('the app shows the bar only while the runtime config names a preview', async () => {
  setRuntimeConfig({ apiUrl: '', remotes: {}, preview });
  const { unmount } = render(<App />);
  expect(await screen.findByText('Preview: remote-items 0.1.0')).toBeInTheDocument();
  expect(screen.getByTestId('preview-release-id')).toHaveTextContent(RELEASE);
  unmount();
  setRuntimeConfig({ apiUrl: '', remotes: {} });
  render(<App />);
  await screen.findByText('Preview: remote-items 0.1.0', undefined, { timeout: 300 }).then(
    () => {
      throw new Error('the bar showed without a preview');
    },
    () => undefined,
  );
});
