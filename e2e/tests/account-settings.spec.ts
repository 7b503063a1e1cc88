import { expect, test, type Page } from '@playwright/test';
import { SUPERUSER } from '../support/env';
import { expectSignInRefused, logIn } from '../support/session';
import { expectToast } from '../support/toast';
import { newTestUser, signUpViaApi } from '../support/users';

/** The settings tabs in order, by accessible name (Fluent renders a tab's text twice, one copy hidden). */
async function expectTabs(page: Page, names: string[]): Promise<void> {
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveCount(names.length);
  for (const [index, name] of names.entries()) await expect(tabs.nth(index)).toHaveAccessibleName(name);
}

test('a regular user deletes their account and is logged out for good', async ({ page, request }) => {
  const user = await signUpViaApi(request, newTestUser('delete-me'));
  await logIn(page, user.email, user.password);
  await page.goto('/settings');

  await expectTabs(page, ['My profile', 'Password', 'Appearance', 'Sessions', 'Two-step sign-in', 'Passkeys', 'Danger zone']);
  await page.getByRole('tab', { name: 'Danger zone' }).click();
  await page.getByRole('tabpanel', { name: 'Danger zone' }).getByRole('button', { name: 'Delete' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Confirmation Required' });
  await expect(confirm).toContainText('All your account data will be permanently deleted.');
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();

  await expectToast(page, 'Success!', 'Your account has been successfully deleted');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();

  await page.getByPlaceholder('Email').fill(user.email);
  await page.getByPlaceholder('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expectSignInRefused(page);
});

test('a superuser sees My profile, Password, Appearance and Sessions but no Danger zone', async ({ page }) => {
  await logIn(page, SUPERUSER.email, SUPERUSER.password);
  await page.goto('/settings');
  await expect(page.getByRole('tabpanel', { name: 'My profile' })).toContainText(SUPERUSER.email);
  await expectTabs(page, ['My profile', 'Password', 'Appearance', 'Sessions', 'Two-step sign-in', 'Passkeys']);
  await expect(page.getByRole('tab', { name: 'Danger zone' })).toHaveCount(0);
});

test('editing the profile updates the name in the top bar at once', async ({ page, request }) => {
  const user = await signUpViaApi(request, newTestUser('profile', { fullName: 'Before Name' }));
  await logIn(page, user.email, user.password);
  await page.goto('/settings');
  const panel = page.getByRole('tabpanel', { name: 'My profile' });
  await expect(panel).toContainText('Before Name');
  await panel.getByRole('button', { name: 'Edit' }).click();

  const save = panel.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await panel.getByPlaceholder('Full Name').fill('x'.repeat(31));
  await panel.getByPlaceholder('Email').focus();
  await expect(panel.getByText('Full Name must be at most 30 characters')).toBeVisible();
  await panel.getByPlaceholder('Full Name').fill('After Name');
  await save.click();

  await expectToast(page, 'Success!', 'User updated successfully.');
  await expect(panel.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(panel).toContainText('After Name');
  await expect(page.getByTestId('user-menu')).toHaveText('After Name');
});

test('the theme applies at once and survives a reload', async ({ page, request }) => {
  const user = await signUpViaApi(request, newTestUser('theme'));
  await logIn(page, user.email, user.password);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();

  await page.getByRole('radio', { name: 'Dark Mode' }).check();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await expect(page.getByRole('radio', { name: 'Dark Mode' })).toBeChecked();

  await page.getByRole('radio', { name: 'Light Mode' }).check();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});
