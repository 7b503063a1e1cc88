import { useEffect, type ReactNode } from 'react';
import { FluentProvider, useFocusFinders, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { useAppliedTheme } from './theme-store';

/** Applies the chosen theme to Fluent and, as class light/dark, to <html> for plain CSS. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const applied = useAppliedTheme();

  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(applied);
    root.style.colorScheme = applied;
  }, [applied]);

  return (
    <FluentProvider theme={applied === 'dark' ? webDarkTheme : webLightTheme} style={{ minHeight: '100vh' }}>
      <KeepFocusManager />
      {children}
    </FluentProvider>
  );
}

/**
 * Keeps Fluent's focus manager (tabster) alive for the app's lifetime. Each Fluent component that
 * needs it holds a reference, and when the last one unmounts tabster is disposed. If that happens
 * because a screen with an open dialog was left (deleting one's account logs out from inside a
 * dialog), tabster is disposed before it takes back the aria-hidden it put on the rest of the page
 * (microsoft/tabster#530), and the next screen is invisible to assistive technology.
 */
function KeepFocusManager() {
  useFocusFinders();
  return null;
}
