import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkScreen, TOURS, useTheme } from '../support/screens';
import { logIn } from '../support/session';
import { openAdmin } from '../support/templates';

// Every screen of the back office (templates and video tasks), every dialog they open and their
// error states, at desktop and phone size, light and dark: no serious accessibility violation,
// nothing wider than a phone, a screenshot of each. The deletes and reviews ask with the browser's
// own confirm(), which axe cannot see and needs no checking.

const TEMPLATE_TABS = [
  ['/admin', 'admin-templates-all'],
  ['/admin/pending', 'admin-templates-pending'],
  ['/admin/generated', 'admin-templates-generated'],
  ['/admin/completion', 'admin-templates-completion'],
  ['/admin/published', 'admin-templates-published'],
] as const;

/** The first row's button of that name, in a list that has rows. */
async function firstRowButton(page: Page, name: string) {
  const button = page
    .getByRole('group', { name: /^模板 #\d+ 的操作$/ })
    .first()
    .getByRole('button', { name, exact: true });
  await expect(button).toBeVisible();
  return button;
}

for (const { name, viewport, theme, suffix } of TOURS) {
  test.describe(name, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
      await logIn(page);
    });

    /** Checks the screen; its screenshot is named for the theme. */
    const check = (page: Page, screen: string, dialog?: Locator) => checkScreen(page, screen + suffix, dialog);

    test('template screens and their dialogs', async ({ page }) => {
      for (const [path, screen] of TEMPLATE_TABS) {
        await openAdmin(page, path);
        await check(page, screen);
      }

      await openAdmin(page, '/admin');
      await (await firstRowButton(page, '编辑')).click();
      const edit = page.getByRole('dialog', { name: /^编辑视频模板 #\d+$/ });
      await check(page, 'admin-template-edit-dialog', edit);
      await edit.getByRole('tab', { name: '历史记录' }).click();
      await expect(edit.getByText('加载中...')).toHaveCount(0);
      await check(page, 'admin-template-history', edit);
      // The history tab has no form buttons: the title's close button closes the dialog.
      await edit.getByRole('button', { name: '关闭' }).click();
      await expect(edit).toBeHidden();

      await openAdmin(page, '/admin/published');
      await (await firstRowButton(page, '查看')).click();
      const preview = page.getByRole('dialog', { name: /^模板预览 #\d+$/ });
      await check(page, 'admin-template-preview-dialog', preview);
      await preview.getByRole('button', { name: '关闭' }).click();
      await expect(preview).toBeHidden();
    });

    test('video task screens and their dialogs', async ({ page }) => {
      await page.goto('/admin/video-tasks');
      const table = page.getByRole('table', { name: '视频任务列表' });
      await expect(table).toHaveAttribute('aria-busy', 'false');
      await check(page, 'admin-video-tasks');

      const rowMenu = page.getByRole('button', { name: /^任务 #\d+ 的操作$/ }).first();
      await rowMenu.click();
      await check(page, 'admin-video-tasks-row-menu');
      await page.getByRole('menuitem', { name: '查看详情' }).click();
      const details = page.getByRole('dialog', { name: /^视频任务详情 #\d+$/ });
      await check(page, 'admin-video-task-details-dialog', details);
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      await rowMenu.click();
      await page.getByRole('menuitem', { name: '编辑' }).click();
      const edit = page.getByRole('dialog', { name: /^编辑视频任务 #\d+$/ });
      await check(page, 'admin-video-task-edit-dialog', edit);
      await page.keyboard.press('Escape');
      await expect(edit).toBeHidden();

      await page.goto('/admin/video-tasks?task_id=999999999');
      await expect(page.getByRole('cell', { name: '没有找到视频任务' })).toBeVisible();
      await check(page, 'admin-video-tasks-empty');
    });

    test('error states, with their details open', async ({ page }) => {
      // Every list call fails with the server's 500, then the video task remote's files do not load.
      const serverError = { status: 500, contentType: 'application/json', body: JSON.stringify({ detail: 'Internal Server Error' }) };
      await page.route(/\/api\/backend\/(video-template\/list\?|video-tasks\/(\?|stats\/summary))/, (route) => route.fulfill(serverError));
      await page.goto('/admin');
      const failed = page.getByRole('tabpanel').getByRole('alert').filter({ hasText: '加载失败' });
      await expect(failed).toBeVisible();
      await failed.getByRole('button', { name: '详细信息' }).click();
      await check(page, 'admin-templates-error');

      await page.goto('/admin/video-tasks');
      const tasksFailed = page.getByRole('alert').filter({ hasText: '加载失败' });
      await expect(tasksFailed).toHaveCount(2);
      await tasksFailed.last().getByRole('button', { name: '详细信息' }).click();
      await check(page, 'admin-video-tasks-error');

      await page.route('**/remotes/video-tasks/**', (route) => route.abort());
      await page.goto('/admin/video-tasks');
      const remote = page.getByTestId('remote-error');
      await expect(remote).toContainText('这部分界面无法加载。');
      await remote.getByRole('button', { name: '详细信息' }).click();
      await check(page, 'admin-remote-error');
    });
  });
}
