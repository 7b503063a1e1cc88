import { render, type RenderOptions } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { setRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { AppProviders } from '../providers/app-providers';
import { createQueryClient } from '../query/query-client';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the router starts at. */
  route?: string;
  /** The releases the page's config.json named when the tab started. */
  releases?: RuntimeConfig['releases'];
  /** The live modules it named (their routes, menu entries and languages): TEST_MODULES, say. */
  modules?: RuntimeConfig['modules'];
}

/** Renders a screen with the real providers, a fresh QueryClient and a memory router. */
export function renderWithProviders(ui: ReactElement, { route = '/', releases, modules, ...options }: RenderWithProvidersOptions = {}) {
  setRuntimeConfig({ apiUrl: 'http://api.test', remotes: {}, ...(releases ? { releases } : {}), ...(modules ? { modules } : {}) });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Suspense fallback={<div>test-loading</div>}>{ui}</Suspense>
      </MemoryRouter>
    </AppProviders>,
    options,
  );
  return { ...result, queryClient };
}
