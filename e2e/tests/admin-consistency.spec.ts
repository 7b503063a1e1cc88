import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from '../support/session';
import { openAdmin } from '../support/templates';

// The two back-office screens share one filter row (筛选, 清空, 导出 CSV) and keep their own rules:
// on the templates screen nothing applies until 筛选 (or Enter in a field); on the video tasks
// screen a changed select applies at once. Either way typed text waits for Enter or 筛选, a change
// returns to page 1, and 清空 clears every filter.

async function expectUrlStays(page: Page, url: RegExp): Promise<void> {
  // Long enough for any debounce the screens once had.
  await page.waitForTimeout(700);
  await expect(page).toHaveURL(url);
}

async function expectSameButtons(filters: Locator): Promise<void> {
  await expect(filters.getByRole('button')).toHaveText(['筛选', '清空', '导出 CSV']);
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('templates: a choice or typed text applies on 筛选 or Enter, the same on every tab', async ({ page }) => {
  await openAdmin(page, '/admin?page=2');
  const filters = page.getByRole('search', { name: '筛选条件' });
  await expectSameButtons(filters);

  await filters.getByRole('combobox', { name: '平台' }).selectOption({ label: '即梦' });
  await expectUrlStays(page, /\/admin\?page=2$/);
  await filters.getByRole('button', { name: '筛选' }).click();
  await expect(page).toHaveURL(/\/admin\?template_platform=jimeng$/);

  await filters.getByRole('textbox', { name: '模板名称' }).fill('海');
  await expectUrlStays(page, /\/admin\?template_platform=jimeng$/);
  await filters.getByRole('textbox', { name: '模板名称' }).press('Enter');
  await expect(page).toHaveURL(/template_name=%E6%B5%B7/);

  await filters.getByRole('button', { name: '清空' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The published tab filters by id alone, with the same words.
  await openAdmin(page, '/admin/published');
  const published = page.getByRole('search', { name: '筛选条件' });
  await expectSameButtons(published);
  await published.getByRole('textbox', { name: '模板ID' }).fill('1');
  await expectUrlStays(page, /\/admin\/published$/);
  await published.getByRole('textbox', { name: '模板ID' }).press('Enter');
  await expect(page).toHaveURL(/\/admin\/published\?template_id=1$/);
});

test('video tasks: a changed select applies at once, typed text on Enter or 筛选', async ({ page }) => {
  await page.goto('/admin/video-tasks?page=2');
  await expect(page.getByRole('table', { name: '视频任务列表' })).toHaveAttribute('aria-busy', 'false');
  const filters = page.getByRole('search', { name: '筛选视频任务' });
  await expectSameButtons(filters);

  await filters.getByRole('combobox', { name: '平台' }).selectOption({ label: '即梦' });
  await expect(page).toHaveURL(/\/admin\/video-tasks\?platform=jimeng$/);
  await filters.getByRole('combobox', { name: '状态' }).selectOption({ label: '已完成' });
  await expect(page).toHaveURL(/\/admin\/video-tasks\?platform=jimeng&task_status=3$/);

  await filters.getByRole('textbox', { name: '用户ID' }).fill('1');
  await expectUrlStays(page, /\/admin\/video-tasks\?platform=jimeng&task_status=3$/);
  await filters.getByRole('textbox', { name: '用户ID' }).press('Enter');
  await expect(page).toHaveURL(/user_id=1$/);

  await filters.getByRole('button', { name: '清空' }).click();
  await expect(page).toHaveURL(/\/admin\/video-tasks$/);
  await expect(filters.getByRole('combobox', { name: '平台' })).toHaveValue('');
});
