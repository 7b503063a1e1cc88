import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../http/api-error';
import { setLanguagePreference } from '../../../i18n/language-store';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LoadFailed } from '../../lazy-components';

test('a panel with the title, the detail and a Retry that tries again', async () => {
  const onRetry = jest.fn();
  renderWithProviders(<LoadFailed title="The items could not be loaded." message="Network error" onRetry={onRetry} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The items could not be loaded.');
  expect(alert).toHaveTextContent('Network error');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('no Retry when trying again cannot help', async () => {
  renderWithProviders(<LoadFailed title="Failed to load" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test("inline on a Chinese screen: one line with the server's detail and 重试", async () => {
  const onRetry = jest.fn();
  renderWithProviders(<LoadFailed inline defaultLanguage="zh-CN" title="加载失败" message="database is down" onRetry={onRetry} />);
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('加载失败')).toBeInTheDocument();
  expect(within(alert).getByText('database is down')).toBeInTheDocument();
  await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('a language the user chose applies to its Retry on any screen', async () => {
  setLanguagePreference('en');
  renderWithProviders(<LoadFailed inline defaultLanguage="zh-CN" title="Failed to load" onRetry={jest.fn()} />);
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

describe('given the error', () => {
  const serverError = () =>
    new ApiError('http://api.test/api/backend/video-tasks/', 500, 'Internal Server Error', { detail: 'database is down' });

  test.each([
    ['en', 'The server ran into an error.', 'Retry', 'Details'],
    ['zh-CN', '服务器出错了。', '重试', '详细信息'],
  ] as const)(
    'in %s it tells the reason in plain words; the status and server detail wait behind Details',
    async (language, reason, retry, details) => {
      setLanguagePreference(language);
      renderWithProviders(<LoadFailed title="加载失败" error={serverError()} onRetry={jest.fn()} />);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(reason);
      expect(within(alert).getByRole('button', { name: retry })).toBeInTheDocument();

      const toggle = within(alert).getByRole('button', { name: details });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(within(alert).getByText(/Internal Server Error/)).not.toBeVisible();
      expect(within(alert).getByText(/database is down/)).not.toBeVisible();

      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const text = document.getElementById(toggle.getAttribute('aria-controls')!);
      expect(text).toBeVisible();
      expect(text).toHaveTextContent('HTTP 500 Internal Server Error');
      expect(text).toHaveTextContent('http://api.test/api/backend/video-tasks/');
      expect(text).toHaveTextContent('database is down');

      await userEvent.click(toggle);
      expect(text).not.toBeVisible();
    },
  );

  test('inline on a Chinese screen, a dropped connection says the network is unreachable, and Retry tries again', async () => {
    const onRetry = jest.fn();
    renderWithProviders(
      <LoadFailed inline defaultLanguage="zh-CN" title="加载失败" error={new TypeError('Failed to fetch')} onRetry={onRetry} />,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('加载失败')).toBeInTheDocument();
    expect(within(alert).getByText('无法连接到服务器，请检查网络连接。')).toBeInTheDocument();
    expect(within(alert).getByText('TypeError: Failed to fetch')).not.toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test("a caller's reason and details stand in for the error's own", async () => {
    renderWithProviders(
      <LoadFailed
        title="This part of the app could not be loaded."
        error={new Error('x')}
        reason="network"
        details="#RUNTIME-003 http://cdn.test/mf-manifest.json"
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server could not be reached. Check your network connection.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Details' }));
    expect(within(alert).getByText('#RUNTIME-003 http://cdn.test/mf-manifest.json')).toBeVisible();
  });
});
