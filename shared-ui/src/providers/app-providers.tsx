import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { useEffect, type ReactNode } from 'react';
import { i18n } from '../i18n/i18n';
import { documentLanguage, useLanguagePreference } from '../i18n/language-store';
import { queryClient as appQueryClient } from '../query/query-client';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { AppToaster } from '../toast/app-toaster';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own; the running app uses the one shared QueryClient. */
  queryClient?: QueryClient;
}

/** Every provider a screen needs. The shell renders it once; remotes never do. */
export function AppProviders({ children, queryClient = appQueryClient }: AppProvidersProps) {
  // <html lang> follows the chosen language, so screen readers pronounce the page right.
  const [language] = useLanguagePreference();
  useEffect(() => {
    document.documentElement.lang = documentLanguage(language);
  }, [language]);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AppThemeProvider>
          {children}
          <AppToaster />
        </AppThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
