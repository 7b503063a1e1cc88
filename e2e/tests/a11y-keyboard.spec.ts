import { expect, test, type Locator, type Page } from '@playwright/test';
import { createItemsViaApi, itemRows } from '../support/items';
import { expectFocusInside, expectFocusTrapped, expectVisibleFocus, tabTo } from '../support/keyboard';
import { logIn } from '../support/session';
import { openAdmin } from '../support/templates';
import { accessToken, newTestUser, signUpViaApi } from '../support/users';

// The main things done with the keyboard alone: menus, row menus, tabs, filters and dialogs
// (focus moves in, stays in, Escape closes, focus goes back to what opened it), each focused
// control showing its focus.

/** Opens a dialog with Enter on its (focused) opener, checks it holds focus, closes it with Escape. */
async function roundTripDialog(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectFocusInside(dialog);
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('the side menu, items and their row menu, by keyboard', async ({ page, request }) => {
  const user = await signUpViaApi(request, newTestUser('keyboard'));
  await createItemsViaApi(request, await accessToken(request, user.email, user.password), ['Keyboard item']);
  await logIn(page, user.email, user.password);

  const items = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Items' });
  await tabTo(page, items);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/items$/);
  await expect(itemRows(page)).toHaveCount(1);

  const add = page.getByRole('button', { name: 'Add Item' });
  await tabTo(page, add);
  await roundTripDialog(page, add, page.getByRole('dialog', { name: 'Add Item' }));

  // The row menu: Enter opens it on its first entry, arrows move, Enter picks.
  const rowMenu = page.getByRole('button', { name: 'Actions for Keyboard item' });
  await tabTo(page, rowMenu);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit Item' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Delete Item' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expectFocusInside(confirm);
  await expectFocusTrapped(page, confirm);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(rowMenu).toBeFocused();

  // Edit through the menu, saving with the keyboard.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit Item' });
  await expectFocusInside(edit);
  await edit.getByRole('textbox', { name: 'Title' }).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Typed item');
  await tabTo(page, edit.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(edit).toBeHidden();
  await expect(itemRows(page).first()).toContainText('Typed item');
});

test('settings tabs by keyboard', async ({ page }) => {
  await logIn(page);
  await page.goto('/settings');
  const profile = page.getByRole('tab', { name: 'My profile' });
  await tabTo(page, profile);
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Password' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tabpanel', { name: 'Password' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByRole('tabpanel', { name: 'Appearance' })).toBeVisible();

  // The theme's radios: Tab reaches the chosen one, arrows choose.
  const theme = page.getByRole('radiogroup').first();
  await tabTo(page, theme.getByRole('radio', { checked: true }));
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowDown');
  await expect(theme.getByRole('radio', { checked: true })).toBeFocused();
});

test('template tabs, filters and the edit dialog by keyboard', async ({ page }) => {
  await logIn(page);
  await openAdmin(page, '/admin');

  const tabs = page.getByRole('tablist', { name: '模板分类' });
  await tabTo(page, tabs.getByRole('tab', { selected: true }));
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/pending$/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);

  // A filter, chosen and applied with the keyboard.
  const filters = page.getByRole('search', { name: '筛选条件' });
  const platform = filters.getByRole('combobox', { name: '平台' });
  await tabTo(page, platform);
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowDown');
  await expect(platform).not.toHaveValue('');
  await tabTo(page, filters.getByRole('button', { name: '筛选' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/template_platform=/);

  // A row's edit button opens the dialog; focus comes back to it.
  const edit = page
    .getByRole('group', { name: /^模板 #\d+ 的操作$/ })
    .first()
    .getByRole('button', { name: '编辑', exact: true });
  await tabTo(page, edit, 80);
  await roundTripDialog(page, edit, page.getByRole('dialog', { name: /^编辑视频模板 #\d+$/ }));
});

test('video task filters and row menu by keyboard', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/video-tasks');
  await expect(page.getByRole('table', { name: '视频任务列表' })).toHaveAttribute('aria-busy', 'false');

  const status = page.getByRole('combobox', { name: '状态', exact: true });
  await tabTo(page, status);
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowDown');
  await expect(status).not.toHaveValue('');
  // As on the templates screen, a choice applies with 筛选.
  await tabTo(page, page.getByRole('search', { name: '筛选视频任务' }).getByRole('button', { name: '筛选' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/task_status=/);

  const rowMenu = page.getByRole('button', { name: /^任务 #\d+ 的操作$/ }).first();
  await tabTo(page, rowMenu, 80);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: '查看详情' })).toBeFocused();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: /^视频任务详情 #\d+$/ });
  await expect(details).toBeVisible();
  await expectFocusInside(details);
  await expectFocusTrapped(page, details);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(rowMenu).toBeFocused();
});
