import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from '../support/session';

// One language means one language: with English chosen, the back office's stored values (statuses,
// sub-statuses, platforms) read in English on the dashboard and the lists, and the About dialog
// names its parts in English. And each dashboard figure opens exactly the list it counts.

const CHINESE = /[\u4e00-\u9fff]/;
const DESKTOP = { width: 1366, height: 900 };

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page);
});

async function chooseEnglish(page: Page): Promise<void> {
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
  await page.reload();
}

/** The texts of one column of a table, found by its header. */
async function columnTexts(table: Locator, header: string): Promise<string[]> {
  return table.evaluate((element, name) => {
    const headers = Array.from(element.querySelectorAll('thead th'), (cell) => cell.textContent?.trim());
    const index = headers.indexOf(name);
    return Array.from(element.querySelectorAll('tbody tr'), (row) => row.children[index]?.textContent?.trim() ?? '');
  }, header);
}

test('in English the dashboard, the sub-status column and the About dialog read in English', async ({ page }) => {
  await chooseEnglish(page);

  const templates = page.getByRole('region', { name: 'Video templates by status' });
  await expect(templates.getByRole('link')).toHaveText(['Pending generation', 'Generated', 'Pending completion', 'Published']);
  const week = page.getByRole('region', { name: 'Video tasks, last 7 days' });
  await expect(week.getByRole('columnheader')).toHaveText(['Day', 'Share', 'Completed', 'Failed', 'Total']);
  await expect(week).toContainText('Kling');
  for (const region of [templates, week, page.getByRole('region', { name: 'Needs attention' })]) {
    expect(await region.innerText()).not.toMatch(CHINESE);
  }

  // Published templates carry Chinese sub-statuses (未审核, 已上架, 已下架...): the column names them in English.
  await templates.getByRole('link', { name: 'Published' }).click();
  const table = page.getByRole('table', { name: /Published/ });
  await expect(table.getByRole('columnheader', { name: 'Sub-status' })).toBeVisible();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const subStatuses = await columnTexts(table, 'Sub-status');
  expect(subStatuses.length).toBeGreaterThan(0);
  for (const text of subStatuses) expect(text).not.toMatch(CHINESE);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'About' }).click();
  const about = page.getByRole('dialog', { name: 'About this app' });
  await expect(about.getByTestId('release-shell').getByRole('cell').first()).toHaveText('Shell');
  expect(await about.getByRole('table').innerText()).not.toMatch(CHINESE);
});

/** The figure beside a link of the attention card, as the dashboard shows it now. */
async function figureOf(page: Page, link: string): Promise<{ figure: number; href: string }> {
  const attention = page.getByRole('region', { name: 'Needs attention' });
  const term = attention.getByRole('term').filter({ has: page.getByRole('link', { name: link }) });
  const figure = Number(await term.locator('xpath=following-sibling::dd[1]').innerText());
  const href = (await attention.getByRole('link', { name: link }).getAttribute('href'))!;
  return { figure, href };
}

/** The list's total as its pager says it ("共 N 条记录"), or 0 when the list is empty. */
async function listTotal(page: Page, empty: RegExp): Promise<number> {
  const summary = page.getByText(/^共 \d+ 条记录/).or(page.getByText(empty));
  await expect(summary.first()).toBeVisible();
  const text = await summary.first().innerText();
  return Number(/^共 (\d+) 条记录/.exec(text)?.[1] ?? 0);
}

test('each attention figure opens the filtered list it counts, with the same total', async ({ page }) => {
  // The worker and other specs may change a count between the two reads: read both again then.
  await expect(async () => {
    await page.goto('/');
    const failedTemplates = await figureOf(page, 'Templates whose generation or review failed');
    const url = new URL(failedTemplates.href, 'http://x');
    expect(url.pathname).toBe('/admin');
    expect(url.searchParams.getAll('template_sub_status')).toEqual(['GENERATION_FAILED', 'AUDIT_FAILED', '生成失败', '审核不通过']);
    await page.getByRole('link', { name: 'Templates whose generation or review failed' }).click();
    await expect(page.getByRole('group', { name: /^子状态：/ })).toBeVisible();
    expect(await listTotal(page, /没有符合筛选条件的模板|暂无模板数据/)).toBe(failedTemplates.figure);
  }).toPass({ timeout: 20_000 });

  await expect(async () => {
    await page.goto('/');
    const failedTasks = await figureOf(page, 'Video tasks failed in the last 7 days');
    const url = new URL(failedTasks.href, 'http://x');
    expect(url.pathname).toBe('/admin/video-tasks');
    expect(url.searchParams.get('task_status')).toBe('4');
    // 00:00 UTC of the first of the 7 days, today included.
    const firstDay = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    expect(url.searchParams.get('created_after')).toBe(`${firstDay}T00:00:00Z`);
    await page.getByRole('link', { name: 'Video tasks failed in the last 7 days' }).click();
    await expect(page).toHaveURL(/created_after=/);
    await expect(page.getByRole('group', { name: /^创建时间不早于 / })).toBeVisible();
    expect(await listTotal(page, /暂无/)).toBe(failedTasks.figure);
  }).toPass({ timeout: 20_000 });

  // The filter in force can be removed: the list then counts every failed task again.
  await page.getByRole('button', { name: /^移除筛选：创建时间不早于 / }).click();
  await expect(page).toHaveURL(/\/admin\/video-tasks\?task_status=4$/);
});
