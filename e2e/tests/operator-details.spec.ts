import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { logIn } from '../support/session';
import { acceptConfirmations, bearer, createTemplate, openAdmin } from '../support/templates';

// The operator's smaller matters: bulk confirmations that name the count and the consequence,
// row buttons that do not compete with the screen's one primary action, an icon per action, a
// failed task's reason in words, a language switch before signing in, and page titles that stand
// at one height. Each test makes its own rows through the API, with names of its own.

async function templateExists(page: Page, templateId: number): Promise<boolean> {
  const response = await page.request.post('/api/backend/video-template/get', {
    headers: await bearer(page),
    data: { template_id: templateId },
  });
  return response.ok();
}

/** The first path of a button's icon: two buttons with the same icon draw the same path. */
const iconPath = (button: Locator) => button.locator('svg path').first().getAttribute('d');

const background = (button: Locator) => button.evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page);
  });

  test('templates: bulk delete asks in a dialog in Chinese and English, Cancel changes nothing; row buttons are secondary; 下架 has its own icon', async ({
    page,
  }) => {
    const confirmations = acceptConfirmations(page);
    const name = `操作细节 e2e ${Date.now()}`;
    const ids = [
      await createTemplate(page, { template_name: `${name} 1`, template_platform: 'keling', template_status: '待补全' }),
      await createTemplate(page, { template_name: `${name} 2`, template_platform: 'keling', template_status: '待补全' }),
    ];
    const published = await createTemplate(page, {
      template_name: `${name} 上架`,
      template_platform: 'keling',
      template_status: '已上架',
      template_sub_status: '已上架',
    });

    await openAdmin(page, `/admin/completion?template_name=${encodeURIComponent(name)}`);
    const table = page.getByRole('table', { name: '待补全列表' });
    await expect(table.locator('tbody tr')).toHaveCount(2);

    // One primary action on the screen (新建模板); every row button is a secondary one.
    const create = page.getByRole('button', { name: '新建模板' });
    const primary = await background(create);
    const rowButtons = table.locator('tbody').getByRole('group').getByRole('button');
    expect(await rowButtons.count()).toBeGreaterThanOrEqual(6);
    for (const button of await rowButtons.all()) expect(await background(button)).not.toBe(primary);

    // Chinese: the count and that it cannot be undone; Cancel leaves the rows and returns focus.
    await table.getByRole('checkbox', { name: '选择本页全部' }).check();
    const bar = page.getByRole('region', { name: '批量操作：待补全' });
    const remove = bar.getByRole('button', { name: '删除' });
    await remove.click();
    const zh = page.getByRole('alertdialog', { name: '删除 2 个模板？' });
    await expect(zh).toContainText('此操作无法撤销。');
    const danger = zh.getByRole('button', { name: '删除' });
    expect(await background(danger)).not.toBe(primary);
    await zh.getByRole('button', { name: '取消' }).click();
    await expect(zh).toHaveCount(0);
    await expect(remove).toBeFocused();
    await expect(bar).toContainText('已选 2 项');

    // English: the same question in English; Escape cancels too, then a confirmed delete runs the job.
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.goto(`/admin/completion?template_name=${encodeURIComponent(name)}`);
    const tableEn = page.getByRole('table', { name: 'Pending completion list' });
    await expect(tableEn.locator('tbody tr')).toHaveCount(2);
    await tableEn.getByRole('checkbox', { name: 'Select all on this page' }).check();
    const barEn = page.getByRole('region', { name: 'Bulk actions: Pending completion' });
    await barEn.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Publish 2 templates?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await barEn.getByRole('button', { name: 'Delete' }).click();
    const en = page.getByRole('alertdialog', { name: 'Delete 2 templates?' });
    await expect(en).toContainText('This cannot be undone.');
    for (const id of ids) expect(await templateExists(page, id)).toBe(true);
    await en.getByRole('button', { name: 'Delete' }).click();
    await expect(barEn.getByRole('status')).toHaveText('2 succeeded, 0 failed', { timeout: 20_000 });
    for (const id of ids) expect(await templateExists(page, id)).toBe(false);
    expect(confirmations).toEqual([]);

    // 下架 and the export do not share an icon.
    await page.evaluate(() => window.localStorage.removeItem('language'));
    await openAdmin(page, `/admin/published?template_id=${published}`);
    const takeDown = page.getByRole('group', { name: `模板 #${published} 的操作` }).getByRole('button', { name: '下架' });
    const exportButton = page.getByRole('button', { name: '导出 CSV' });
    await expect(takeDown).toBeVisible();
    expect(await iconPath(takeDown)).not.toBe(await iconPath(exportButton));
    await page.request.post('/api/backend/video-template/delete', { headers: await bearer(page), data: { template_id: published } });
  });

  test('a failed task says why above its raw answers; one task is "1 task" in English (dark); page titles stand at one height', async ({
    page,
  }) => {
    const reason = `可灵: 账户余额不足 e2e ${Date.now()}`;
    const templateId = await createTemplate(page, { template_name: `失败原因 e2e ${Date.now()}`, template_platform: 'keling' });
    const response = await page.request.post('/api/backend/video-tasks/', {
      headers: await bearer(page),
      data: { template_id: templateId, user_id: 0, platform: 'keling', task_status: 4, query_task_rsp: { error: reason } },
    });
    expect(response.ok()).toBe(true);
    const taskId = ((await response.json()) as { task_id: number }).task_id;

    await page.goto(`/admin/video-tasks?task_id=${taskId}`);
    await page.getByRole('button', { name: `任务 #${taskId} 的操作` }).click();
    await page.getByRole('menuitem', { name: '查看详情' }).click();
    const dialog = page.getByRole('dialog', { name: `视频任务详情 #${taskId}` });
    const term = dialog.locator('dt', { hasText: '失败原因' });
    await expect(term.locator('+ dd')).toHaveText(reason);
    const json = dialog.locator('pre[aria-label="查询响应"]');
    await expect(json).toContainText(`"error": "${reason}"`);
    expect((await term.boundingBox())!.y).toBeLessThan((await json.boundingBox())!.y);
    await page.keyboard.press('Escape');

    // In English one task is "1 task"; in the dark theme the bulk question and its danger button stay legible.
    await page.evaluate(() => {
      window.localStorage.setItem('language', 'en');
      window.localStorage.setItem('theme', 'dark');
    });
    await page.goto(`/admin/video-tasks?task_id=${taskId}`);
    await page.getByRole('checkbox', { name: `Select task #${taskId}` }).check();
    await page.getByRole('region', { name: 'Bulk actions: video tasks' }).getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete 1 task?' });
    await expect(question).toContainText('This cannot be undone.');
    await expectNoSeriousA11yViolations(page, 'the bulk delete question, English, dark', '[role="alertdialog"]');
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await page.evaluate(() => {
      window.localStorage.removeItem('language');
      window.localStorage.removeItem('theme');
    });
    await page.request.delete(`/api/backend/video-tasks/${taskId}`, { headers: await bearer(page) });
    await page.request.post('/api/backend/video-template/delete', { headers: await bearer(page), data: { template_id: templateId } });

    await page.setViewportSize({ width: 1366, height: 900 });
    const tops: Record<string, number> = {};
    for (const path of ['/settings', '/items', '/admin', '/admin/video-tasks']) {
      await page.goto(path);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      tops[path] = Math.round((await title.boundingBox())!.y);
    }
    expect(new Set(Object.values(tops)), JSON.stringify(tops)).toEqual(new Set([tops['/settings']]));
  });
});

test('the sign-in screens switch language at once and keep the choice; left alone they stay in English', async ({ page }) => {
  await page.goto('/login');
  const switcher = page.getByRole('combobox', { name: 'Language' });
  await expect(switcher).toHaveValue('en');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();

  await switcher.focus();
  await switcher.selectOption('zh-CN');
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  await page.getByRole('link', { name: '注册' }).click();
  await expect(page.getByRole('combobox', { name: '语言' })).toHaveValue('zh-CN');
  await page.reload();
  await expect(page.getByRole('combobox', { name: '语言' })).toHaveValue('zh-CN');

  await page.getByRole('combobox', { name: '语言' }).selectOption('en');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
});
