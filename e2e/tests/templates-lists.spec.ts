import { expect, test } from '@playwright/test';
import { logIn } from '../support/session';
import { listTemplates, openAdmin, templateRow } from '../support/templates';

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('the menu opens five tabs with count badges; each tab has its path', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: '视频模板管理' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const tabs = page.getByRole('tablist', { name: '模板分类' });
  await expect(tabs.getByRole('tab', { name: /^全部模板/, selected: true })).toBeVisible();

  // Each badge shows the server's count for that status (99+ never applies to the 60 demo templates).
  const all = await listTemplates(page);
  for (const [label, status] of [
    ['待生成', '待生成'],
    ['已生成', '已生成'],
    ['待补全', '待补全'],
    ['已上架', '已上架'],
  ] as const) {
    const count = all.data.filter((template) => template.template_status === status).length;
    await expect(tabs.getByRole('tab', { name: count ? `${label} ${count}` : label, exact: true })).toBeVisible();
  }
  await expect(tabs.getByRole('tab', { name: `全部模板 ${all.count}`, exact: true })).toBeVisible();

  for (const [label, path] of [
    ['待生成', '/admin/pending'],
    ['已生成', '/admin/generated'],
    ['待补全', '/admin/completion'],
    ['已上架', '/admin/published'],
    ['全部模板', '/admin'],
  ] as const) {
    await tabs.getByRole('tab', { name: new RegExp(`^${label}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(tabs.getByRole('tab', { name: new RegExp(`^${label}`), selected: true })).toBeVisible();
  }

  await page.goto('/admin/templates');
  await expect(page.getByRole('tab', { name: /^全部模板/, selected: true })).toBeVisible();
  await page.goto('/admin/published');
  await expect(page.getByRole('tab', { name: /^已上架/, selected: true })).toBeVisible();
});

test('all-templates filters run on the server and live in the URL; the pager pages and resizes', async ({ page }) => {
  await openAdmin(page, '/admin');
  const total = (await listTemplates(page)).count;
  await expect(page.getByText(`共 ${total} 条记录，第 1 / ${Math.ceil(total / 10)} 页`)).toBeVisible();

  const filters = page.getByRole('search', { name: '筛选条件' });
  await filters.getByRole('combobox', { name: '平台' }).selectOption({ label: '即梦' });
  await filters.getByRole('combobox', { name: '状态' }).selectOption({ label: '已上架' });
  await filters.getByRole('button', { name: '筛选' }).click();
  await expect(page).toHaveURL(/template_platform=jimeng/);
  await expect(page).toHaveURL(/template_status=/);

  const expected = await listTemplates(page, { template_platform: 'jimeng', template_status: '已上架' });
  expect(expected.count).toBeGreaterThan(0);
  await expect(page.getByText(`共 ${expected.count} 条记录`)).toBeVisible();
  const table = page.getByRole('table', { name: '全部模板列表' });
  await expect(table.getByRole('row')).toHaveCount(Math.min(expected.count, 10) + 1);
  for (const template of expected.data.slice(0, 10)) await expect(templateRow(page, template.template_id)).toContainText('即梦');

  // The id and the title filters too.
  const target = expected.data[0]!;
  await filters.getByRole('textbox', { name: '模板ID' }).fill(String(target.template_id));
  await filters.getByRole('textbox', { name: '模板标题' }).fill(target.template_top_title!.slice(0, 2));
  await filters.getByRole('button', { name: '筛选' }).click();
  await expect(page.getByText('共 1 条记录，第 1 / 1 页')).toBeVisible();
  await expect(templateRow(page, target.template_id)).toBeVisible();

  // A reload keeps the filters.
  await page.reload();
  await expect(page.getByText('共 1 条记录，第 1 / 1 页')).toBeVisible();
  await expect(filters.getByRole('textbox', { name: '模板ID' })).toHaveValue(String(target.template_id));

  await filters.getByRole('button', { name: '清空' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`共 ${total} 条记录，第 1 / ${Math.ceil(total / 10)} 页`)).toBeVisible();

  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\/admin\?page=2$/);
  await expect(page.getByText(`第 2 / ${Math.ceil(total / 10)} 页`)).toBeVisible();
  await page.getByRole('combobox', { name: '每页显示' }).selectOption('20');
  await expect(page).toHaveURL(/\/admin\?size=20$/);
  await expect(page.getByText(`共 ${total} 条记录，第 1 / ${Math.ceil(total / 20)} 页`)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(21);

  await page.goto('/admin?page=oops');
  await expect(page.getByText(`第 1 / ${Math.ceil(total / 10)} 页`)).toBeVisible();
});

test('pending tab filters by name with its filter button; generated videos autoplay muted and looped', async ({ page }) => {
  const pending = await listTemplates(page, { template_status: '待生成' });
  const named = pending.data.find((template) => template.template_name)!;
  await openAdmin(page, '/admin/pending');
  const filters = page.getByRole('search', { name: '筛选条件' });
  await filters.getByRole('textbox', { name: '模板名称' }).fill(named.template_name!);
  await filters.getByRole('button', { name: '筛选' }).click();
  await expect(templateRow(page, named.template_id)).toBeVisible();
  const expected = await listTemplates(page, { template_status: '待生成', template_name: named.template_name! });
  await expect(page.getByText(`共 ${expected.count} 条记录`)).toBeVisible();

  await openAdmin(page, '/admin/generated');
  const video = page.getByRole('table', { name: '已生成列表' }).locator('video').first();
  await expect(video).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => [element.autoplay, element.muted, element.loop])).toEqual([true, true, true]);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);
});
