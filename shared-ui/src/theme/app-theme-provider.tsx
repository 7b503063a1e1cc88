import { useEffect, type ReactNode } from 'react';
import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
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
      {children}
    </FluentProvider>
  );
}
