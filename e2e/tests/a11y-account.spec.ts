import { expect, test } from '@playwright/test';
import { createItemsViaApi, itemRows } from '../support/items';
import { checkScreen, SIZES } from '../support/screens';
import { logIn } from '../support/session';
import { accessToken, newTestUser, signUpViaApi } from '../support/users';

// Every screen of the account and items areas, and every dialog they open, at desktop and phone
// size: no serious accessibility violation, nothing wider than a phone, a screenshot of each.

for (const { name, viewport } of SIZES) {
  test.describe(name, () => {
    test.use({ viewport });

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
        await checkScreen(page, screen);
      }
    });

    test('signed-in screens and their dialogs', async ({ page, request }) => {
      const user = await signUpViaApi(request, newTestUser(`a11y-${name}`, { fullName: 'Screen Tour' }));
      await createItemsViaApi(request, await accessToken(request, user.email, user.password), [
        'Groceries',
        'A rather long item title that needs room',
      ]);
      await logIn(page, user.email, user.password);
      await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible();
      await checkScreen(page, 'dashboard');

      if (name === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await checkScreen(page, 'menu-drawer', page.getByRole('dialog'));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }

      await page.goto('/items');
      await expect(itemRows(page)).toHaveCount(2);
      await checkScreen(page, 'items');

      await page.getByRole('button', { name: 'Add Item' }).click();
      await checkScreen(page, 'items-add-dialog', page.getByRole('dialog', { name: 'Add Item' }));
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Actions for Groceries' }).click();
      await checkScreen(page, 'items-row-menu');
      await page.getByRole('menuitem', { name: 'Edit Item' }).click();
      await checkScreen(page, 'items-edit-dialog', page.getByRole('dialog', { name: 'Edit Item' }));
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Actions for Groceries' }).click();
      await page.getByRole('menuitem', { name: 'Delete Item' }).click();
      await checkScreen(page, 'items-delete-dialog', page.getByRole('alertdialog'));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('alertdialog')).toBeHidden();

      await page.goto('/settings');
      await expect(page.getByRole('tabpanel', { name: 'My profile' })).toContainText(user.email);
      await checkScreen(page, 'settings-profile');
      await page.getByRole('tabpanel', { name: 'My profile' }).getByRole('button', { name: 'Edit' }).click();
      await checkScreen(page, 'settings-profile-edit');
      for (const [tab, screen] of [
        ['Password', 'settings-password'],
        ['Appearance', 'settings-appearance'],
        ['Danger zone', 'settings-danger-zone'],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
        await checkScreen(page, screen);
      }
      await page.getByRole('tabpanel', { name: 'Danger zone' }).getByRole('button', { name: 'Delete' }).click();
      await checkScreen(page, 'settings-delete-account-dialog', page.getByRole('alertdialog', { name: 'Confirmation Required' }));
      await page.keyboard.press('Escape');
    });
  });
}
