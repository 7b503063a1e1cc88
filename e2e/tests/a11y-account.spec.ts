import { expect, test, type Locator, type Page } from '@playwright/test';
import { createItemsViaApi, itemRows } from '../support/items';
import { checkScreen, PHONE, TOURS, useTheme } from '../support/screens';
import { logIn } from '../support/session';
import { accessToken, newTestUser, signUpViaApi } from '../support/users';

// Every screen of the account and items areas, and every dialog they open, at desktop and phone
// size, light and dark: no serious accessibility violation, nothing wider than a phone, a
// screenshot of each.

for (const { name, viewport, theme, suffix } of TOURS) {
  test.describe(name, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    /** Checks the screen; its screenshot is named for the theme. */
    const check = (page: Page, screen: string, dialog?: Locator) => checkScreen(page, screen + suffix, dialog);

    test('public screens', async ({ page }) => {
      for (const [path, screen, heading] of [
        ['/login', 'login', null],
        ['/signup', 'signup', 'Sign Up'],
        ['/recover-password', 'recover-password', 'Password Recovery'],
        ['/reset-password?token=not-a-real-token', 'reset-password', 'Reset Password'],
        ['/no/such/page', 'not-found', 'Oops!'],
      ] as const) {
        await page.goto(path);
        if (heading) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        else await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
        await check(page, screen);
      }
    });

    test('signed-in screens and their dialogs', async ({ page, request }) => {
      const user = await signUpViaApi(request, newTestUser(`a11y-${name.replace(/\W+/g, '-')}`, { fullName: 'Screen Tour' }));
      await createItemsViaApi(request, await accessToken(request, user.email, user.password), [
        'Groceries',
        'A rather long item title that needs room',
      ]);
      await logIn(page, user.email, user.password);
      await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible();
      await check(page, 'dashboard');

      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await check(page, 'menu-drawer', page.getByRole('dialog'));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }

      await page.goto('/items');
      await expect(itemRows(page)).toHaveCount(2);
      await check(page, 'items');

      await page.getByRole('button', { name: 'Add Item' }).click();
      await check(page, 'items-add-dialog', page.getByRole('dialog', { name: 'Add Item' }));
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Actions for Groceries' }).click();
      await check(page, 'items-row-menu');
      await page.getByRole('menuitem', { name: 'Edit Item' }).click();
      await check(page, 'items-edit-dialog', page.getByRole('dialog', { name: 'Edit Item' }));
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Actions for Groceries' }).click();
      await page.getByRole('menuitem', { name: 'Delete Item' }).click();
      await check(page, 'items-delete-dialog', page.getByRole('alertdialog'));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('alertdialog')).toBeHidden();

      await page.goto('/settings');
      await expect(page.getByRole('tabpanel', { name: 'My profile' })).toContainText(user.email);
      await check(page, 'settings-profile');
      await page.getByRole('tabpanel', { name: 'My profile' }).getByRole('button', { name: 'Edit' }).click();
      await check(page, 'settings-profile-edit');
      for (const [tab, screen] of [
        ['Password', 'settings-password'],
        ['Appearance', 'settings-appearance'],
        ['Danger zone', 'settings-danger-zone'],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
        await check(page, screen);
      }
      await page.getByRole('tabpanel', { name: 'Danger zone' }).getByRole('button', { name: 'Delete' }).click();
      await check(page, 'settings-delete-account-dialog', page.getByRole('alertdialog', { name: 'Confirmation Required' }));
      await page.keyboard.press('Escape');

      // The items list failing to load, its details open.
      await page.route(/\/api\/v1\/items\/\?/, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ detail: 'Internal Server Error' }) }),
      );
      await page.goto('/items');
      const failed = page.getByRole('alert').filter({ hasText: 'The items could not be loaded.' });
      await expect(failed).toBeVisible();
      await failed.getByRole('button', { name: 'Details' }).click();
      await check(page, 'items-error');
    });
  });
}
