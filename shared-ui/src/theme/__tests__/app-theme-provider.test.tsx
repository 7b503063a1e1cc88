import { act, render } from '@testing-library/react';
import { AppThemeProvider } from '../app-theme-provider';
import { setThemePreference } from '../theme-store';

test('applies the stored theme as a class on <html> and follows changes at once', () => {
  window.localStorage.setItem('theme', 'dark');
  render(<AppThemeProvider>content</AppThemeProvider>);
  expect(document.documentElement).toHaveClass('dark');

  act(() => setThemePreference('light'));
  expect(document.documentElement).toHaveClass('light');
  expect(document.documentElement).not.toHaveClass('dark');
  expect(window.localStorage.getItem('theme')).toBe('light');
});

test('system follows prefers-color-scheme (light in jsdom)', () => {
  render(<AppThemeProvider>content</AppThemeProvider>);
  expect(document.documentElement).toHaveClass('light');
});
