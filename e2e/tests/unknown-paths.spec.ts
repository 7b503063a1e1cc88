import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { E2E_BASE_URL, SUPERUSER } from '../support/env';
import { accessToken } from '../support/users';

// Every path below a mount that its remote does not have shows the not-found page, like an
// unknown top-level path, whoever visits it: signed in (inside the layout under the signed-in
// mounts) or signed out, however deep. One browser context per state; for each mount one path is
// opened by a fresh load and one by navigating inside the running app.

const MOUNTS = ['/login', '/signup', '/recover-password', '/reset-password', '/items', '/settings', '/admin', '/admin/video-tasks'];

async function expectNotFound(page: Page, path: string): Promise<void> {
  const page404 = page.getByTestId('not-found');
  await expect(page404).toBeVisible();
  await expect(page404.getByText('404', { exact: true })).toBeVisible();
  await expect(page404.getByRole('heading', { name: 'Oops!', level: 1 })).toBeVisible();
  await expect(page404.getByText('The page you are looking for was not found.')).toBeVisible();
  await expect(page404.getByRole('button', { name: 'Go Back' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
}

/** Navigates inside the running app, as a link would (no reload). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function newContext(browser: Browser, token?: string) {
  return browser.newContext(
    token
      ? { storageState: { cookies: [], origins: [{ origin: E2E_BASE_URL, localStorage: [{ name: 'access_token', value: token }] }] } }
      : {},
  );
}

for (const state of ['signed in', 'signed out'] as const) {
  test(`${state}, unknown paths below every mount show the not-found page`, async ({ browser, request }) => {
    const token = state === 'signed in' ? await accessToken(request, SUPERUSER.email, SUPERUSER.password) : undefined;
    const context = await newContext(browser, token);
    const page = await context.newPage();
    const apiFailures: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/') && response.status() >= 400)
        apiFailures.push(`${response.status()} ${response.url()}`);
    });

    for (const mount of MOUNTS) {
      const loaded = `${mount}/no-such-page`;
      await page.goto(loaded);
      await expectNotFound(page, loaded);

      const navigated = `${mount}/no/such/deeper/page`;
      await navigateInApp(page, navigated);
      await expectNotFound(page, navigated);
    }

    // Signed in, the layout stays around a 404 below a signed-in mount; the session is untouched.
    if (token) {
      await navigateInApp(page, '/items/no-such-page');
      await expectNotFound(page, '/items/no-such-page');
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'not-found in the layout');
      await page.screenshot({ path: test.info().outputPath('not-found-in-layout.png') });
      expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBe(token);
    }

    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(token ? /\/$/ : /\/login$/);
    expect(apiFailures).toEqual([]);
    await context.close();
  });
}
