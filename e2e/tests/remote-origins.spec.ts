import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { E2E_PORT, SUPERUSER } from '../support/env';
import { startProductServer } from '../support/product-server';
import { ROOT } from '../support/redeploy';
import { StaticOrigin } from '../support/static-origin';

// The shell on one origin, remote-items on another, wired only through config.json.
const SHELL_PORT = E2E_PORT + 1;
const ITEMS_PORT = E2E_PORT + 2;

test.describe('a remote served from its own origin', () => {
  const shellOrigin = `http://127.0.0.1:${SHELL_PORT}`;
  const itemsOrigin = new StaticOrigin(join(ROOT, 'remote-items', 'dist'), ITEMS_PORT, shellOrigin);
  let product: Awaited<ReturnType<typeof startProductServer>>;

  test.beforeAll(async () => {
    await itemsOrigin.start();
    product = await startProductServer(SHELL_PORT, { REMOTE_ITEMS_URL: `${itemsOrigin.url}/mf-manifest.json`, FRONTEND_HOST: shellOrigin });
  });

  test.afterAll(async () => {
    await product?.stop();
    await itemsOrigin.stop();
  });

  test('loads from the other origin; when that origin goes down the area shows Retry, the rest works, and Retry recovers', async ({
    page,
  }) => {
    const itemRequests: string[] = [];
    page.on('request', (request) => request.url().startsWith(itemsOrigin.url) && itemRequests.push(request.url()));

    await page.goto(`${shellOrigin}/login`);
    await page.getByPlaceholder('Email').fill(SUPERUSER.email);
    await page.getByPlaceholder('Password').fill(SUPERUSER.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });

    await nav.getByRole('link', { name: 'Items' }).click();
    await expect(page.getByRole('heading', { name: 'Items Management' })).toBeVisible();
    expect(itemRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(itemRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

    // The remote's origin goes down; a fresh page load cannot reach it.
    await itemsOrigin.stop();
    await page.reload();
    const failure = page.getByTestId('remote-error');
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();

    await nav.getByRole('link', { name: 'User Settings' }).click();
    await expect(page.getByRole('heading', { name: 'User Settings' })).toBeVisible();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible();

    // Back up: Retry recovers (its files failed when the page preloaded them, so the page loads again).
    await itemsOrigin.start();
    await nav.getByRole('link', { name: 'Items' }).click();
    await page.getByTestId('remote-error').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Items Management' })).toBeVisible();
  });
});
