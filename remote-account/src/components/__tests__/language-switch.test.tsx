import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLanguagePreference, setLanguagePreference } from '@video-admin/shared-ui';
import { renderWithProviders } from '@video-admin/shared-ui/testing';
import { AuthCard } from '../auth-card';

// Every sign-in screen is an AuthCard: its language switch is there on each of them.
function renderCard() {
  return renderWithProviders(
    <AuthCard title="Log In" onSubmit={(event) => event.preventDefault()}>
      <p>fields</p>
    </AuthCard>,
  );
}

afterEach(() => act(() => setLanguagePreference('default')));

test('with nothing chosen it shows English, the default of these screens, and changes nothing by itself', async () => {
  window.localStorage.removeItem('language');
  renderCard();
  const select = await screen.findByRole('combobox', { name: 'Language' });
  expect(select).toHaveValue('en');
  expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
  expect(screen.getByRole('option', { name: '中文' })).toHaveAttribute('lang', 'zh-CN');
  expect(getLanguagePreference()).toBe('default');
});

test('choosing 中文 switches at once and is kept like the choice in Settings; English switches back', async () => {
  renderCard();
  const select = await screen.findByRole('combobox', { name: 'Language' });
  select.focus();
  await userEvent.selectOptions(select, '中文');
  expect(await screen.findByRole('combobox', { name: '语言' })).toHaveValue('zh-CN');
  expect(screen.getByText('视频管理后台')).toBeInTheDocument();
  expect(getLanguagePreference()).toBe('zh-CN');
  expect(window.localStorage.getItem('language')).toBe('zh-CN');

  await userEvent.selectOptions(screen.getByRole('combobox', { name: '语言' }), 'English');
  expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en');
  expect(getLanguagePreference()).toBe('en');
});
