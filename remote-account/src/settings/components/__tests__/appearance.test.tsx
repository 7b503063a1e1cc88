import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@video-admin/shared-ui/testing';
import { Appearance } from '../appearance';

test('offers System, Light Mode and Dark Mode, System by default', async () => {
  renderWithProviders(<Appearance />);
  expect(await screen.findByRole('radio', { name: 'System' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Light Mode' })).not.toBeChecked();
  expect(screen.getByRole('radio', { name: 'Dark Mode' })).not.toBeChecked();
});

test('applies a choice at once and keeps it in localStorage', async () => {
  renderWithProviders(<Appearance />);
  await userEvent.click(await screen.findByRole('radio', { name: 'Dark Mode' }));
  expect(document.documentElement).toHaveClass('dark');
  expect(window.localStorage.getItem('theme')).toBe('dark');

  await userEvent.click(screen.getByRole('radio', { name: 'Light Mode' }));
  expect(document.documentElement).toHaveClass('light');
  expect(window.localStorage.getItem('theme')).toBe('light');

  await userEvent.click(screen.getByRole('radio', { name: 'System' }));
  expect(window.localStorage.getItem('theme')).toBe('system');
});

test('shows the stored choice', async () => {
  window.localStorage.setItem('theme', 'dark');
  renderWithProviders(<Appearance />);
  expect(await screen.findByRole('radio', { name: 'Dark Mode' })).toBeChecked();
});

test('switches the interface language', async () => {
  renderWithProviders(<Appearance />);
  await userEvent.click(await screen.findByRole('radio', { name: '中文' }));
  await waitFor(() => expect(window.localStorage.getItem('language')).toBe('zh-CN'));
  expect(await screen.findByRole('radio', { name: '深色模式' })).toBeInTheDocument();
});
