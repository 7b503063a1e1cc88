import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
