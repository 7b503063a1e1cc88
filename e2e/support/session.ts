import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E_BASE_URL, SUPERUSER } from './env';
import { accessToken } from './users';

export async function logIn(page: Page, email = SUPERUSER.email, password = SUPERUSER.password): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('Email').fill(email);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A refused sign-in: one message, at the password field (no toast), and the page stays at /login. */
export async function expectSignInRefused(page: Page): Promise<void> {
  const password = page.getByPlaceholder('Password');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('The email or the password is not correct');
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
}

export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A fresh browser context already signed in (the token where the app keeps it), as after a past visit. */
export async function signedInContext(
  browser: Browser,
  request: APIRequestContext,
  email = SUPERUSER.email,
  password = SUPERUSER.password,
): Promise<BrowserContext> {
  const token = await accessToken(request, email, password);
  return browser.newContext({
    storageState: { cookies: [], origins: [{ origin: E2E_BASE_URL, localStorage: [{ name: 'access_token', value: token }] }] },
  });
}
