import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PHONE } from '../support/screens';
import { logIn } from '../support/session';
import { expectToast } from '../support/toast';
import { listTemplates, openAdmin, templateRow } from '../support/templates';

// Templates made, copied and deleted from the screen: 新建模板 opens the edit dialog empty and
// creates on 创建模板; 复制 makes a 复制自#id template; 删除 asks first, and the template is gone.
// The history of each new template says how it came to be.

const DELETE_QUESTION = '确定要删除此模板吗？此操作不可撤销。';

/** The history tab of a template's edit dialog, opened from its row; closed again afterwards. */
async function expectHistoryStartsWith(page: Page, row: Locator, templateId: number, action: string): Promise<void> {
  await row.getByRole('button', { name: '编辑', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `编辑视频模板 #${templateId}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: '历史记录' }).click();
  const entries = dialog.getByRole('list', { name: '历史记录' }).getByRole('listitem').filter({ hasText: action });
  await expect(entries.first()).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
}

/** Deletes through the API what a test made, so the demo data other tests read stays as it was. */
async function deleteViaApi(page: Page, templateIds: number[]): Promise<void> {
  const token = await page.evaluate(() => window.localStorage.getItem('access_token'));
  for (const templateId of templateIds) {
    const response = await page.request.post('/api/backend/video-template/delete', {
      headers: { Authorization: `Bearer ${token}` },
      data: { template_id: templateId },
    });
    expect(response.ok()).toBe(true);
  }
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('create through the dialog, copy it (复制自#id), then delete the copy after confirming', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `新建模板 e2e ${Date.now()}`;
  await openAdmin(page, '/admin');

  // 新建模板: the edit dialog, empty, titled for a new template.
  await page.getByRole('button', { name: '新建模板' }).click();
  const dialog = page.getByRole('dialog', { name: '新建视频模板' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: '模板名称' })).toHaveValue('');
  await expectNoSeriousA11yViolations(page, 'templates-create-dialog', '[role="dialog"]');
  await dialog.getByRole('textbox', { name: '模板名称' }).fill(name);
  await dialog.getByRole('combobox', { name: '平台' }).selectOption('keling');
  await dialog.getByRole('textbox', { name: '提示词' }).fill('一只猫在海边奔跑');
  await dialog.getByRole('textbox', { name: '模板标题' }).fill('海边的猫');
  await dialog.getByRole('button', { name: '创建模板' }).click();
  await expect(dialog).toBeHidden();

  const created = (await listTemplates(page, { template_name: name })).data;
  expect(created).toHaveLength(1);
  const original = created[0]!;
  expect(original).toMatchObject({
    template_name: name,
    template_platform: 'keling',
    template_prompt: '一只猫在海边奔跑',
    template_top_title: '海边的猫',
    template_status: '待生成',
    original_template_id: null,
  });
  await expectToast(page, '创建成功', `模板 #${original.template_id} 已创建`);

  // The list refetched by itself: the new template is on screen, as 原创.
  const originalRow = templateRow(page, original.template_id);
  await expect(originalRow).toBeVisible();
  await expect(originalRow).toContainText('原创');
  await expectHistoryStartsWith(page, originalRow, original.template_id, '创建');

  // 复制: a new row, 复制自#<the original>, and the toast names it.
  await originalRow.getByRole('button', { name: '复制', exact: true }).click();
  await expect.poll(async () => (await listTemplates(page, { template_name: name })).count).toBe(2);
  const copy = (await listTemplates(page, { template_name: name })).data.find((row) => row.template_id !== original.template_id)!;
  expect(copy.original_template_id).toBe(original.template_id);
  await expectToast(page, '复制成功', `已复制为模板 #${copy.template_id}（复制自#${original.template_id}）`);
  const copyRow = templateRow(page, copy.template_id);
  await expect(copyRow).toContainText(`复制自#${original.template_id}`);
  await expectHistoryStartsWith(page, copyRow, copy.template_id, '复制');

  // 删除 asks first: declined, nothing happens.
  const asked: string[] = [];
  page.once('dialog', (confirmation) => {
    asked.push(confirmation.message());
    void confirmation.dismiss();
  });
  await copyRow.getByRole('button', { name: '删除', exact: true }).click();
  await expect.poll(() => [...asked]).toEqual([DELETE_QUESTION]);
  await expect(copyRow).toBeVisible();
  expect((await listTemplates(page, { template_name: name })).count).toBe(2);

  // Accepted: the copy goes, from the server and the list; the original stays.
  page.once('dialog', (confirmation) => {
    asked.push(confirmation.message());
    void confirmation.accept();
  });
  await copyRow.getByRole('button', { name: '删除', exact: true }).click();
  await expectToast(page, '删除成功', `模板 #${copy.template_id} 已删除`);
  await expect(copyRow).toHaveCount(0);
  await expect(originalRow).toBeVisible();
  expect(asked).toEqual([DELETE_QUESTION, DELETE_QUESTION]);
  const left = await listTemplates(page, { template_name: name });
  expect(left.data.map((row) => row.template_id)).toEqual([original.template_id]);
  await deleteViaApi(page, [original.template_id]);
});

test('deleting the only row of the last page steps the pager back a page', async ({ page }) => {
  const name = `翻页删除 e2e ${Date.now()}`;
  await openAdmin(page, '/admin');
  // Eleven templates of one name: with ten a page, the eleventh is alone on page 2.
  for (let index = 0; index < 11; index += 1) {
    const response = await page.request.post('/api/backend/video-template/create', {
      headers: { Authorization: `Bearer ${await page.evaluate(() => window.localStorage.getItem('access_token'))}` },
      data: { template_name: `${name} ${index}` },
    });
    expect(response.ok()).toBe(true);
  }
  await openAdmin(page, `/admin?template_name=${encodeURIComponent(name)}&page=2`);
  const rows = page.getByRole('region', { name: '全部模板列表' }).getByRole('group', { name: /^模板 #\d+ 的操作$/ });
  await expect(rows).toHaveCount(1);
  page.once('dialog', (confirmation) => void confirmation.accept());
  await rows.first().getByRole('button', { name: '删除', exact: true }).click();
  await expectToast(page, '删除成功');
  await expect(page.getByText('共 10 条记录，第 1 / 1 页')).toBeVisible();
  await expect(rows).toHaveCount(10);
  await deleteViaApi(
    page,
    (await listTemplates(page, { template_name: name })).data.map((row) => row.template_id),
  );
});

test('a failed copy and a failed delete say so', async ({ page }) => {
  await openAdmin(page, '/admin');
  const row = page
    .getByRole('region', { name: '全部模板列表' })
    .getByRole('group', { name: /^模板 #\d+ 的操作$/ })
    .first();
  await expect(row).toBeVisible();
  await page.route('**/api/backend/video-template/copy', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ detail: 'Template not found' }) }),
  );
  await page.route('**/api/backend/video-template/delete', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ detail: 'Template not found' }) }),
  );
  await row.getByRole('button', { name: '复制', exact: true }).click();
  await expectToast(page, '复制失败', 'Template not found');
  page.once('dialog', (confirmation) => void confirmation.accept());
  await row.getByRole('button', { name: '删除', exact: true }).click();
  await expectToast(page, '删除失败', 'Template not found');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test("a status tab's card keeps 复制 and 删除 behind 更多操作, on screen and usable by keyboard", async ({ page }) => {
    const name = `更多操作 e2e ${Date.now()}`;
    await openAdmin(page, '/admin');
    const token = await page.evaluate(() => window.localStorage.getItem('access_token'));
    const created = await page.request.post('/api/backend/video-template/create', {
      headers: { Authorization: `Bearer ${token}` },
      data: { template_name: name },
    });
    expect(created.ok()).toBe(true);
    const { template_id: id } = (await created.json()) as { template_id: number };

    await openAdmin(page, `/admin/pending?template_name=${encodeURIComponent(name)}`);
    const more = templateRow(page, id).getByRole('button', { name: '更多操作' });
    await expect(more).toBeVisible();
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `模板 #${id} 的更多操作` });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '复制' })).toBeFocused();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(page, 'templates-row-menu-phone');
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();

    await expect.poll(async () => (await listTemplates(page, { template_name: name })).count).toBe(2);
    const copy = (await listTemplates(page, { template_name: name })).data.find((row) => row.template_id !== id)!;
    await expectToast(page, '复制成功', `已复制为模板 #${copy.template_id}（复制自#${id}）`);

    // 删除 the copy: the menu's second item, reached with the arrow key, after the confirmation.
    await templateRow(page, copy.template_id).getByRole('button', { name: '更多操作' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu', { name: `模板 #${copy.template_id} 的更多操作` })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const asked: string[] = [];
    page.once('dialog', (confirmation) => {
      asked.push(confirmation.message());
      void confirmation.accept();
    });
    await page.keyboard.press('Enter');
    await expectToast(page, '删除成功', `模板 #${copy.template_id} 已删除`);
    expect(asked).toEqual([DELETE_QUESTION]);
    await expect(templateRow(page, copy.template_id)).toHaveCount(0);
    await deleteViaApi(page, [id]);
  });
});
