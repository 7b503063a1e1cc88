import { Button, Dialog, DialogBody, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { act, render, waitFor } from '@testing-library/react';
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

test('leaving a screen while its dialog is open gives the page back to assistive technology', async () => {
  function Screen({ dialogOpen }: { dialogOpen: boolean }) {
    return (
      <AppThemeProvider>
        <p>the page</p>
        {dialogOpen ? (
          <Dialog open modalType="alert">
            <DialogSurface>
              <DialogBody>
                <DialogTitle>Confirmation Required</DialogTitle>
                <Button>Delete</Button>
              </DialogBody>
            </DialogSurface>
          </Dialog>
        ) : null}
      </AppThemeProvider>
    );
  }
  const { container, rerender } = render(<Screen dialogOpen />);
  // While the dialog is open, tabster hides the rest of the page (after a short delay of its own).
  await waitFor(() => expect(container).toHaveAttribute('aria-hidden', 'true'), { timeout: 2000 });

  // The dialog goes with its screen (as when a logout navigates away), nothing else holding tabster.
  rerender(<Screen dialogOpen={false} />);
  await waitFor(() => expect(container).not.toHaveAttribute('aria-hidden'), { timeout: 2000 });
});
