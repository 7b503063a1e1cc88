import type { Page } from '@playwright/test';

/** The shell's development bar (shell/src/releases/dev-override-bar.tsx). */
export const developmentBar = (page: Page) => page.getByRole('region', { name: 'Development' });

/**
 * Starts a development override from the page, as the product's develop screen does: a POST with
 * the signed-in person's token, so that this browser gets the override's cookie. Returns the
 * answer's status.
 */
export function startOverrideFromPage(page: Page, module: string, url: string): Promise<number> {
  return page.evaluate(
    async ({ module, url }) => {
      const response = await fetch('/api/v1/frontend-overrides/', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Authorization: `Bearer ${window.localStorage.getItem('access_token') ?? ''}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ module, url }),
      });
      return response.status;
    },
    { module, url },
  );
}
