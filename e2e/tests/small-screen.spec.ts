import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectToast } from '../support/toast';
import { chooseRowAction, itemRows } from '../support/items';
import { expectDialogFits, expectNoHorizontalPageScroll, PHONE } from '../support/screens';
import { logIn } from '../support/session';
import { openAdmin } from '../support/templates';
import { newTestUser, signUpViaApi } from '../support/users';

// The main flows on a phone (390x844): the drawer stands in for the side menu, the admin lists
// become cards, the page never scrolls sideways and dialogs fit the screen.

test.use({ viewport: PHONE });

/** On a phone an admin list is a column of cards: nothing scrolls sideways, inside the list or the page. */
async function expectCardsFit(page: Page, box: Locator, screen: string): Promise<void> {
  expect(await box.evaluate((element) => element.scrollWidth <= element.clientWidth + 1), `${screen}: the list scrolls sideways`).toBe(
    true,
  );
  await expectNoHorizontalPageScroll(page, screen);
}

async function openFromDrawer(page: Page, link: string): Promise<void> {
  const opener = page.getByRole('button', { name: /^(Open menu|打开菜单)$/ });
  await opener.click();
  const drawer = page.getByRole('dialog');
  await expectDialogFits(page, drawer, 'menu drawer');
  await drawer.getByRole('link', { name: link }).click();
  await expect(drawer).toBeHidden();
}

test('the drawer replaces the side menu; items are added, edited and deleted', async ({ page, request }) => {
  const user = await signUpViaApi(request, newTestUser('phone'));
  await logIn(page, user.email, user.password);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expectNoHorizontalPageScroll(page, 'dashboard');

  await openFromDrawer(page, 'Items');
  await expect(page.getByRole('heading', { name: 'Items Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Item' }).click();
  const add = page.getByRole('dialog', { name: 'Add Item' });
  await expectDialogFits(page, add, 'add item');
  await add.getByPlaceholder('Title').fill('Pocket item');
  await add.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success!', 'Item created successfully.');
  await expect(itemRows(page)).toHaveCount(1);
  await expectNoHorizontalPageScroll(page, 'items');

  await chooseRowAction(page, 'Pocket item', 'Edit Item');
  const edit = page.getByRole('dialog', { name: 'Edit Item' });
  await expectDialogFits(page, edit, 'edit item');
  await edit.getByPlaceholder('Title').fill('Pocket item, edited');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(itemRows(page).first()).toContainText('Pocket item, edited');

  await chooseRowAction(page, 'Pocket item, edited', 'Delete Item');
  const confirm = page.getByRole('alertdialog');
  await expectDialogFits(page, confirm, 'delete item');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(itemRows(page)).toHaveCount(0);

  await openFromDrawer(page, 'User Settings');
  await page.getByRole('tab', { name: 'Password' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Password' })).toBeVisible();
  await expectNoHorizontalPageScroll(page, 'settings');
});

test('templates: tabs, filters, paging and the edit dialog on a phone', async ({ page }) => {
  await logIn(page);
  await openFromDrawer(page, '视频模板管理');
  await openAdmin(page, '/admin');
  await expectCardsFit(page, page.getByRole('region', { name: /模板列表|全部模板/ }).first(), 'templates');

  // Every tab is on screen (they wrap) and can be tapped.
  const tabs = page.getByRole('tablist', { name: '模板分类' });
  for (const tab of await tabs.getByRole('tab').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  await tabs.getByRole('tab', { name: /^已上架/ }).click();
  await expect(page).toHaveURL(/\/admin\/published$/);
  await expectNoHorizontalPageScroll(page, 'published templates');

  await openAdmin(page, '/admin');
  const pager = page.getByRole('navigation', { name: /分页|Pagination/ });
  const next = pager.getByRole('button', { name: '第 2 页' });
  const box = (await next.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await next.click();
  await expect(page.getByText(/^共 \d+ 条记录，第 2 \/ \d+ 页$/)).toBeVisible();

  // The filters are folded behind a button counting those in force.
  const filters = page.getByRole('search', { name: '筛选条件' });
  await page.getByRole('button', { name: '筛选 (0)' }).click();
  await filters.getByRole('combobox', { name: '平台' }).selectOption({ label: '即梦' });
  await filters.getByRole('button', { name: '筛选' }).click();
  await expect(page).toHaveURL(/template_platform=jimeng/);
  await expectNoHorizontalPageScroll(page, 'filtered templates');

  await page
    .getByRole('group', { name: /^模板 #\d+ 的操作$/ })
    .first()
    .getByRole('button', { name: '编辑', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: /^编辑视频模板 #\d+$/ });
  await expectDialogFits(page, dialog, 'edit template');
  // Its long form scrolls inside the dialog, down to the actions.
  await dialog.getByRole('button', { name: '保存修改' }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: '保存修改' })).toBeInViewport();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
});

test('video tasks: filters, paging, the cards and the dialogs on a phone', async ({ page }) => {
  await logIn(page);
  await openFromDrawer(page, '视频任务管理');
  const table = page.getByRole('table', { name: '视频任务列表' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expectCardsFit(page, page.getByRole('region', { name: '视频任务列表' }), 'video tasks');

  await page.getByRole('button', { name: '筛选 (0)' }).click();
  await page.getByRole('combobox', { name: '状态', exact: true }).selectOption({ label: '已完成' });
  await page.getByRole('button', { name: '筛选', exact: true }).click();
  await expect(page).toHaveURL(/task_status=3/);
  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expectNoHorizontalPageScroll(page, 'video tasks page 2');

  // The row menu sits on the card: scrolled to, then used.
  const rowMenu = page.getByRole('button', { name: /^任务 #\d+ 的操作$/ }).first();
  await rowMenu.click();
  await page.getByRole('menuitem', { name: '查看详情' }).click();
  const details = page.getByRole('dialog', { name: /^视频任务详情 #\d+$/ });
  await expectDialogFits(page, details, 'task details');
  await page.keyboard.press('Escape');
  await rowMenu.click();
  await page.getByRole('menuitem', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: /^编辑视频任务 #\d+$/ });
  await expectDialogFits(page, edit, 'edit task');
  await edit.getByRole('button', { name: '取消' }).click();
  await expect(edit).toBeHidden();
});
