import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, expectNoHorizontalPageScroll, PHONE } from '../support/screens';
import { logIn } from '../support/session';
import { expectToast } from '../support/toast';

const READ_ONLY = 'Viewing as Template reviewer is read-only. End it to make changes.';

test('a superuser views as 模板审核 from the users screen: the bar, the reviewer’s menu, a refused write, End back to the superuser', async ({
  page,
}) => {
  await logIn(page);
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await page.goto('/admin/users');
  await expect(menu.getByRole('link', { name: '用户管理' })).toBeVisible();

  await page.getByRole('button', { name: '以角色身份查看' }).click();
  const dialog = page.getByRole('dialog', { name: '以角色身份查看' });
  await dialog.getByRole('radio', { name: '模板审核' }).check();
  await dialog.getByRole('button', { name: '查看', exact: true }).click();

  // The whole app reloads at its home as the reviewer would see it, with the bar first on the page.
  await expect(page).toHaveURL(/\/$/);
  const bar = page.getByRole('region', { name: 'Viewing as' });
  await expect(bar).toHaveText(/Viewing as Template reviewer \(read-only\)/);
  await expect(menu.getByRole('link', { name: '视频模板管理' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '用户管理' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '视频任务管理' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('button', { name: 'End' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'view-as bar', '[data-testid="view-as-bar"]');
  await page.setViewportSize(PHONE);
  await expectNoHorizontalPageScroll(page, 'view-as bar on a phone');
  await expect(bar.getByRole('button', { name: 'End' })).toBeInViewport();

  // A write is refused with the server's words, in the usual toast.
  await page.goto('/settings');
  const panel = page.getByRole('tabpanel', { name: 'My profile' });
  await panel.getByRole('button', { name: 'Edit' }).click();
  await panel.getByPlaceholder('Full Name').fill('Changed while viewing');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Something went wrong!', READ_ONLY);

  // End: the superuser's menu again, and no bar.
  await page.getByRole('region', { name: 'Viewing as' }).getByRole('button', { name: 'End' }).click();
  await expect(page.getByRole('region', { name: 'Viewing as' })).toHaveCount(0);
  await page.setViewportSize(DESKTOP);
  await expect(menu.getByRole('link', { name: '用户管理' })).toBeVisible();
});
