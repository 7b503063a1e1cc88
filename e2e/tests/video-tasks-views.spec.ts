import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { SUPERUSER } from '../support/env';
import { tabTo } from '../support/keyboard';
import { personWithRoles } from '../support/people-with-roles';
import { PHONE, saveScreenshot } from '../support/screens';
import { logIn, logOut } from '../support/session';
import { accessToken } from '../support/users';

// The video task list's own table for each person: columns shown, hidden and moved and compact
// rows, by keyboard alone, saved with the filters in force as the default view on the server, so
// the list opens with it after signing out and in; on a phone only the views show, under the
// counts' summary line. A person of their own (a task operator), so no other spec's list opens
// with this view.

const SCREEN = '/admin/video-tasks';
const LAPTOP = { width: 1366, height: 900 };
const ORIGINAL_TEMPLATE_ID = 4242;
const CHOSEN = ['', '任务ID', '模板ID', '原始模板ID', '用户ID', '视频', '平台', '状态', '已读', '创建时间', '操作'];

const table = (page: Page): Locator => page.getByRole('table', { name: '视频任务列表' });
const headers = (page: Page) => table(page).getByRole('columnheader').allTextContents();

async function expectLoaded(page: Page): Promise<void> {
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
}

/** The first body cell's left padding: compact rows have less. */
const cellPadding = (page: Page) =>
  table(page)
    .locator('tbody td')
    .first()
    .evaluate((cell) => parseFloat(getComputedStyle(cell).paddingLeft));

test.use({ viewport: LAPTOP });

test('columns and density by keyboard, saved with a platform filter as the default view: the list opens with it after signing in again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = { authorization: `Bearer ${await accessToken(page.request, SUPERUSER.email, SUPERUSER.password)}` };
  const operator = await personWithRoles(page.request, admin, ['task_operator']);
  const userId = 800_000 + (Date.now() % 100_000);
  const made: number[] = [];
  for (const platform of ['jimeng', 'keling']) {
    const response = await page.request.post('/api/backend/video-tasks/', {
      headers: admin,
      data: { template_id: 1, original_template_id: ORIGINAL_TEMPLATE_ID, user_id: userId, platform, task_status: 3, is_read: true },
    });
    expect(response.ok(), await response.text()).toBe(true);
    made.push(((await response.json()) as { task_id: number }).task_id);
  }
  const [jimeng, keling] = made as [number, number];

  try {
    await logIn(page, operator.email, operator.password);
    await page.goto(SCREEN);
    await expectLoaded(page);

    // The filters apply as they change: this person's tasks, on 即梦.
    await page.getByRole('textbox', { name: '用户ID' }).fill(String(userId));
    await page.getByRole('textbox', { name: '用户ID' }).press('Enter');
    await page.getByRole('combobox', { name: '平台' }).selectOption('jimeng');
    await expect(page).toHaveURL(new RegExp(`\\?user_id=${userId}&platform=jimeng$`));
    await expectLoaded(page);
    await expect(table(page).locator('tbody tr')).toHaveCount(1);

    // The column chooser by keyboard: 原始模板ID shown, 首图 hidden, 视频 moved up past 平台.
    const columnsButton = page.getByRole('button', { name: '列', exact: true });
    await tabTo(page, columnsButton, 60);
    await page.keyboard.press('Enter');
    const chooser = page.getByRole('dialog', { name: '选择列并调整顺序' });
    await expect(chooser.getByRole('checkbox', { name: '模板ID', exact: true })).toBeFocused();
    await expect(chooser.getByRole('checkbox', { name: '任务ID（始终显示）' })).toBeDisabled();
    await expect(chooser.getByRole('checkbox', { name: '操作（始终显示）' })).toBeDisabled();
    await tabTo(page, chooser.getByRole('checkbox', { name: '原始模板ID', exact: true }), 30);
    await page.keyboard.press('Space');
    await tabTo(page, chooser.getByRole('checkbox', { name: '首图', exact: true }), 30);
    await page.keyboard.press('Space');
    await tabTo(page, chooser.getByRole('button', { name: '上移视频' }), 30);
    await page.keyboard.press('Enter');
    await expectNoSeriousA11yViolations(page, 'video tasks: the column chooser', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();
    await expect(columnsButton).toBeFocused();
    await expect.poll(() => headers(page)).toEqual(CHOSEN);

    // Compact rows by keyboard.
    const comfortable = await cellPadding(page);
    await tabTo(page, page.getByRole('button', { name: '密度：宽松' }), 5);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitemradio', { name: '紧凑' }).press('Enter');
    await expect(page.getByRole('button', { name: '密度：紧凑' })).toBeFocused();
    await expect.poll(() => cellPadding(page)).toBeLessThan(comfortable);

    // Saved, by keyboard, as the list's default view.
    const name = `即梦 ${Date.now()}`;
    // Back past 列 to 视图, the bar's first button.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: '视图', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: '保存当前视图…' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: '保存视图' });
    await dialog.getByRole('textbox', { name: '名称' }).pressSequentially(name);
    await dialog.getByRole('checkbox', { name: '打开列表时使用此视图' }).press('Space');
    await dialog.getByRole('button', { name: '保存' }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `已保存视图“${name}”` })).toBeVisible();
    await expect(page.getByRole('button', { name: `视图：${name}` })).toBeVisible();
    await expectNoSeriousA11yViolations(
      page,
      'video tasks: the views bar and the chosen columns',
      '[role="group"][aria-label="表格布局与已存视图"]',
    );

    // Signed out and in again, this browser's memory of the layout gone: the server's view opens the list.
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('video-admin.list-layout.'))
        .forEach((key) => localStorage.removeItem(key)),
    );
    await logOut(page);
    await logIn(page, operator.email, operator.password);
    await page.goto(SCREEN);
    await expect(page).toHaveURL(new RegExp(`\\?user_id=${userId}&platform=jimeng$`));
    await expect(page.getByRole('button', { name: `视图：${name}` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: '平台' })).toHaveValue('jimeng');
    await expectLoaded(page);
    await expect.poll(() => headers(page)).toEqual(CHOSEN);
    await expect.poll(() => cellPadding(page)).toBeLessThan(comfortable);
    // The one task on 即梦, its original template's id in the column chosen for it.
    const row = table(page).locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(jimeng));
    await expect(row.getByRole('cell').nth(CHOSEN.indexOf('原始模板ID'))).toHaveText(String(ORIGINAL_TEMPLATE_ID));
    await expect(page.getByRole('button', { name: `任务 #${keling} 的操作` })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'video tasks opened with a saved view');
    await saveScreenshot(page, 'video-tasks-saved-view');

    // On a phone only the views show, under the counts' summary line, and the first task is on the first screen.
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('button', { name: `视图：${name}` })).toBeVisible();
    await expect(columnsButton).toBeHidden();
    await expect(page.getByRole('button', { name: '密度：紧凑' })).toBeHidden();
    const summary = page.getByRole('button', { name: /^总任务数 \d+ · 失败 \d+ · 未读 \d+$/ });
    const viewsBox = (await page.getByRole('button', { name: `视图：${name}` }).boundingBox())!;
    const first = (await row.boundingBox())!;
    expect((await summary.boundingBox())!.y).toBeLessThan(viewsBox.y);
    expect(viewsBox.y).toBeLessThan(first.y);
    expect(first.y, 'the first task starts below the first screen').toBeLessThan(PHONE.height);
    await expectNoSeriousA11yViolations(page, 'video tasks with a saved view on a phone');
    await saveScreenshot(page, 'video-tasks-saved-view-phone');

    // In English, the same view by its name, and the bar's words.
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.goto(SCREEN);
    await expect(page.getByRole('button', { name: `Views: ${name}` })).toBeVisible();
    await page.setViewportSize(LAPTOP);
    await expect(page.getByRole('button', { name: 'Columns', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Density: Compact' })).toBeVisible();
    await expect
      .poll(() => page.getByRole('table', { name: 'Video tasks' }).getByRole('columnheader').allTextContents())
      .toContain('Original template ID');
  } finally {
    for (const id of made) await page.request.delete(`/api/backend/video-tasks/${id}`, { headers: admin });
  }
});
