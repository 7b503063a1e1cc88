import { expect, test, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { logIn } from '../support/session';
import { listTemplates, openAdmin } from '../support/templates';

// 导出 CSV downloads what the list shows under its filters, every page of it, as a file Excel
// opens with its Chinese intact: UTF-8 with a byte-order mark, named after the screen and the day.

const BOM = '\uFEFF';
const today = () => new Date().toISOString().slice(0, 10);

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const text = await readFile((await download.path())!, 'utf8');
  return { download, text };
}

test('the video task list exports its filtered rows as CSV', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/video-tasks');
  const filters = page.getByRole('search', { name: '筛选视频任务' });
  await filters.getByRole('combobox', { name: '状态', exact: true }).selectOption({ label: '已完成' });
  await filters.getByRole('button', { name: '筛选' }).click();
  await expect(page).toHaveURL(/task_status=3/);

  const { download, text } = await downloaded(page, () => filters.getByRole('button', { name: '导出 CSV' }).click());
  expect(download.suggestedFilename()).toBe(`video-tasks-${today()}.csv`);
  expect(text.startsWith(BOM)).toBe(true);
  const [header, ...rows] = text.slice(BOM.length).trimEnd().split('\r\n');
  expect(header!.split(',').slice(0, 7)).toEqual(['任务ID', '模板ID', '原始模板ID', '用户ID', '平台', '平台任务ID', '状态']);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.split(',')[6]).toBe('已完成');
});

test('the all-templates tab exports every template with its Chinese name', async ({ page }) => {
  await logIn(page);
  await openAdmin(page, '/admin');
  const { data, count } = await listTemplates(page);
  const named = data.find((template) => /[\u4e00-\u9fff]/.test(template.template_name ?? ''));
  expect(named, 'the demo data has a template with a Chinese name').toBeDefined();

  const { download, text } = await downloaded(page, () =>
    page.getByRole('search', { name: '筛选条件' }).getByRole('button', { name: '导出 CSV' }).click(),
  );
  expect(download.suggestedFilename()).toBe(`video-templates-${today()}.csv`);
  expect(text.startsWith(BOM)).toBe(true);
  expect(text.slice(BOM.length).split('\r\n')[0]!.startsWith('模板ID,原始模板ID,模板名称,平台,状态,子状态')).toBe(true);
  expect(text).toContain(named!.template_name!);
  // Every template (the list's count), one line each, when no name holds a line break.
  if (!data.some((template) => JSON.stringify(template).includes('\\n'))) {
    expect(text.slice(BOM.length).trimEnd().split('\r\n')).toHaveLength(count + 1);
  }
});
