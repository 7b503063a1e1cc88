import { screen } from '@testing-library/react';
import { ApiError } from '../../../http/api-error';
import { setLanguagePreference } from '../../../i18n/language-store';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LoadFailed } from '../../lazy-components';

const lacksRight = new ApiError('http://api.test/api/backend/video-templates/list', 403, 'Forbidden', {
  detail: "The user doesn't have enough privileges",
  missing_permission: 'templates.read',
});

test('a refusal for a missing right says the person lacks it, in the screen’s language', async () => {
  renderWithProviders(<LoadFailed defaultLanguage="zh-CN" title="加载失败" error={lacksRight} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('你没有执行此操作的权限');
});

test('in the language the person chose', async () => {
  setLanguagePreference('en');
  renderWithProviders(<LoadFailed defaultLanguage="zh-CN" title="Failed to load" error={lacksRight} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent("You don't have permission to do this");
  expect(alert).not.toHaveTextContent('You are not allowed to see this.');
});
