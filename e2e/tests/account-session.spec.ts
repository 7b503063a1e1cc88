import { expect, test } from '@playwright/test';
import { logIn } from '../support/session';
import { newTestUser, signUpViaApi } from '../support/users';

test('a wrong token in localStorage lands on /login and is removed', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('access_token', 'not-a-real-token'));

  await page.goto('/items');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
});

test('public screens send a signed-in user to /', async ({ page, request }) => {
  const user = await signUpViaApi(request, newTestUser('public'));
  await logIn(page, user.email, user.password);
  for (const path of ['/signup', '/recover-password', '/reset-password?token=x']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});
