import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { logIn } from '../support/session';
import { bearer, createTemplate, openAdmin, templateRow } from '../support/templates';
import { expectToast } from '../support/toast';

// The templates screen as an operator works it all day: the 状态 column tells the template's own
// status, filters survive a tab change and an empty filtered list says so, a new template is
// validated and can be opened from its toast, focus comes back to the row after a save, and toasts
// cover no control and go once out of date. Each test makes its own rows, named for it.

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function updateTemplate(page: Page, data: Record<string, unknown>): Promise<void> {
  const response = await page.request.post('/api/backend/video-template/update', { headers: await bearer(page), data });
  expect(response.ok()).toBe(true);
}

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** No toast on screen shares a point with any of these controls. */
async function expectToastsClearOf(page: Page, controls: Locator[]): Promise<void> {
  const toasts = await page.locator('.fui-Toast').all();
  expect(toasts.length).toBeGreaterThan(0);
  for (const toast of toasts) {
    const box = (await toast.boundingBox())!;
    for (const control of controls) {
      const other = (await control.boundingBox())!;
      expect(overlaps(box, other), `a toast ${JSON.stringify(box)} covers ${control} at ${JSON.stringify(other)}`).toBe(false);
    }
  }
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page);
});

test('状态 is the real status; a tab change keeps the shared filters on page 1; a filter matching nothing says so and clears', async ({
  page,
}) => {
  const stamp = `op-tabs-${Date.now()}`;
  // A generated template without a video (the old rule called it 待生成), and eleven pending ones.
  const generated = await createTemplate(page, { template_name: `${stamp} 成片`, template_platform: 'keling' });
  await updateTemplate(page, { template_id: generated, template_status: '已生成', template_video_url: null });
  await Promise.all(
    Array.from({ length: 11 }, (_, index) => createTemplate(page, { template_name: `${stamp} 待 ${index}`, template_platform: 'jimeng' })),
  );

  await openAdmin(page, `/admin?template_name=${encodeURIComponent(stamp)}&template_status=${encodeURIComponent('已生成')}&page=1`);
  const row = templateRow(page, generated);
  await expect(row.locator('[data-card="badge"]')).toHaveText('已生成');
  await expect(row).toContainText('暂无视频');

  // 已生成 → 待生成: the name stays in force (and in its field), the status is the tab's, page 1.
  await page.getByRole('tab', { name: /^待生成/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pending\\?template_name=${stamp}$`));
  const filters = page.getByRole('search', { name: '筛选条件' });
  await expect(filters.getByRole('textbox', { name: '模板名称' })).toHaveValue(stamp);
  await expect(page.getByText('共 11 条记录，第 1 / 2 页')).toBeVisible();
  // "All matching" means the filtered rows only.
  await page.getByRole('checkbox', { name: '选择本页全部' }).check();
  await expect(page.getByRole('button', { name: '选择全部 11 条匹配记录' })).toBeVisible();
  await page.getByRole('button', { name: '取消选择' }).click();

  // A name nothing matches: said so, not 暂无待生成模板; 清空筛选 brings the tab's rows back.
  await filters.getByRole('textbox', { name: '模板名称' }).fill(`${stamp}-none`);
  await filters.getByRole('button', { name: '筛选' }).click();
  const table = page.getByRole('table', { name: '待生成列表' });
  await expect(table).toContainText('没有符合筛选条件的模板');
  await expect(table).not.toContainText('暂无待生成模板');
  await expectNoSeriousA11yViolations(page, 'templates-no-match', '[role="tabpanel"]');
  await table.getByRole('button', { name: '清空筛选' }).click();
  await expect(page).toHaveURL(/\/admin\/pending$/);
  await expect(filters.getByRole('textbox', { name: '模板名称' })).toHaveValue('');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).not.toContainText('没有符合筛选条件的模板');
});

test('新建模板 validates; its toast opens the template the filters hide; focus returns after 保存修改; toasts cover no control and go once out of date', async ({
  page,
}) => {
  const stamp = `op-new-${Date.now()}`;
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/video-template/create')) creates.push(request.url());
  });
  // Filtered so that the new template is not in the list.
  await openAdmin(page, `/admin?template_name=${encodeURIComponent(`${stamp}-elsewhere`)}`);
  const newButton = page.getByRole('button', { name: '新建模板' });
  const filterRow = page.getByRole('search', { name: '筛选条件' });

  await newButton.click();
  const dialog = page.getByRole('dialog', { name: '新建视频模板' });
  await dialog.getByRole('textbox', { name: '模板标题' }).fill('海边');
  await dialog.getByRole('button', { name: '创建模板' }).click();
  await expect(dialog.getByText('请选择平台')).toBeVisible();
  await expect(dialog.getByText('请输入提示词')).toBeVisible();
  await expect(dialog.getByText('请输入模板名称')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: '平台' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'templates-create-invalid', '[role="dialog"]');
  expect(creates).toEqual([]);

  await dialog.getByRole('combobox', { name: '平台' }).selectOption('minimax');
  await dialog.getByRole('textbox', { name: '提示词' }).fill('海浪拍打礁石');
  await dialog.getByRole('textbox', { name: '模板名称' }).fill(stamp);
  await expect(dialog.getByText('请输入模板名称')).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: '模板标题' })).toHaveValue('海边');
  await dialog.getByRole('button', { name: '创建模板' }).click();
  await expect(dialog).toBeHidden();
  expect(creates).toHaveLength(1);

  // The toast covers neither 新建模板 nor the filter row, and opens the template the filter hides.
  const created = page.locator('.fui-Toast').filter({ hasText: '创建成功' });
  await expect(created).toBeVisible();
  await expectToastsClearOf(page, [newButton, filterRow, page.getByTestId('user-menu')]);
  // Judged once it has faded in: half-way, its text is half its contrast.
  await expect
    .poll(() =>
      created.evaluate((toast) => {
        let opacity = 1;
        for (let element: Element | null = toast; element; element = element.parentElement)
          opacity *= Number(getComputedStyle(element).opacity);
        return opacity;
      }),
    )
    .toBe(1);
  await expectNoSeriousA11yViolations(page, 'templates-created-toast', '.fui-Toast');
  await created.getByRole('button', { name: '打开模板' }).click();
  const edit = page.getByRole('dialog', { name: /^编辑视频模板 #\d+$/ });
  await expect(edit.getByRole('textbox', { name: '模板名称' })).toHaveValue(stamp);

  // "Generated, save to keep it" is out of date once saved: it goes, 更新成功 comes.
  await edit.getByRole('button', { name: 'AI重新生成名称' }).click();
  const generated = page.locator('.fui-Toast').filter({ hasText: '名称生成成功' });
  await expect(generated).toBeVisible();
  await edit.getByRole('textbox', { name: '模板名称' }).fill(stamp);
  await edit.getByRole('button', { name: '保存修改' }).click();
  await expectToast(page, '更新成功');
  await expect(generated).toHaveCount(0);

  // From the row: after 保存修改 the focus is back on the row's 编辑, not on the page.
  await filterRow.getByRole('textbox', { name: '模板名称' }).fill(stamp);
  await filterRow.getByRole('button', { name: '筛选' }).click();
  const row = page.getByRole('row').filter({ hasText: stamp });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '编辑' }).click();
  await edit.getByRole('textbox', { name: '模板标题' }).fill('海边的浪');
  await edit.getByRole('button', { name: '保存修改' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('button', { name: '编辑' })).toBeFocused();
  // A second save of the template replaces the first one's toast.
  await expect(page.locator('.fui-Toast').filter({ hasText: '更新成功' })).toHaveCount(1);
  await expectToastsClearOf(page, [newButton, filterRow, page.getByTestId('user-menu')]);

  // On a phone the toast keeps off the page's title controls and the top bar's buttons too.
  await page.setViewportSize(PHONE);
  await row.getByRole('button', { name: '编辑' }).click();
  await edit.getByRole('button', { name: '保存修改' }).click();
  await expect(edit).toBeHidden();
  await expect(page.locator('.fui-Toast').filter({ hasText: '更新成功' })).toHaveCount(1);
  // The focus went back to the row down the page; the title controls are measured where they stand.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectToastsClearOf(page, [
    newButton,
    page.getByRole('tablist', { name: '模板分类' }),
    page.getByTestId('user-menu'),
    page.getByRole('button', { name: 'Open menu' }),
  ]);
});
