import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/session';
import { expectToast } from '../support/toast';
import { bearer, createTemplate, getTemplate, listTemplates, openAdmin, templateRow } from '../support/templates';

// The template screens' smaller promises, in a real browser: the edit dialog keeps a name (required,
// at most 100 characters, counted); a copy is named apart from its source and its toast opens it;
// after a row's confirmed change the keyboard focus comes back to the row (or the next one); and the
// filters a tab does not show survive a visit to it.

/** Deletes through the API what a test made, so the demo data other tests read stays as it was. */
async function deleteViaApi(page: Page, templateIds: number[]): Promise<void> {
  const headers = await bearer(page);
  for (const templateId of templateIds) {
    const response = await page.request.post('/api/backend/video-template/delete', { headers, data: { template_id: templateId } });
    expect(response.ok()).toBe(true);
  }
}

/** Accepts the next browser confirmation, noting its question. */
function acceptNext(page: Page, asked: string[]): void {
  page.once('dialog', (confirmation) => {
    asked.push(confirmation.message());
    void confirmation.accept();
  });
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('the edit dialog refuses an emptied name and one past 100 characters, counted as typed', async ({ page }) => {
  const name = `保名 e2e ${Date.now()}`;
  const id = await createTemplate(page, { template_name: name, template_platform: 'keling' });
  await openAdmin(page, `/admin?template_name=${encodeURIComponent(name)}`);
  await templateRow(page, id).getByRole('button', { name: '编辑', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `编辑视频模板 #${id}` });
  const nameInput = dialog.getByRole('textbox', { name: '模板名称' });
  await expect(nameInput).toHaveValue(name);
  await expect(dialog.getByText(`${[...name].length}/100`)).toBeVisible();

  // Emptied: the message creating gives, the field focused, nothing saved.
  await nameInput.fill('');
  await dialog.getByRole('button', { name: '保存修改' }).click();
  await expect(dialog.getByText('请输入模板名称')).toBeVisible();
  await expect(nameInput).toBeFocused();
  await expect(dialog).toBeVisible();
  expect((await getTemplate(page, id)).template_name).toBe(name);

  // 101 characters: counted, refused; one fewer saves.
  await nameInput.fill('名'.repeat(101));
  await expect(dialog.getByText('101/100')).toBeVisible();
  await dialog.getByRole('button', { name: '保存修改' }).click();
  await expect(dialog.getByText('模板名称最多 100 个字符')).toBeVisible();
  expect((await getTemplate(page, id)).template_name).toBe(name);
  await nameInput.press('End');
  await nameInput.press('Backspace');
  await expect(dialog.getByText('100/100')).toBeVisible();
  await dialog.getByRole('button', { name: '保存修改' }).click();
  await expectToast(page, '更新成功', `模板 #${id} 已更新`);
  await expect(dialog).toBeHidden();
  expect((await getTemplate(page, id)).template_name).toBe('名'.repeat(100));
  await deleteViaApi(page, [id]);
});

test('复制 names the copy in the screen’s language; the toast opens it and the list shows it', async ({ page }) => {
  const name = `副本 e2e ${Date.now()}`;
  const id = await createTemplate(page, { template_name: name, template_platform: 'jimeng' });
  await openAdmin(page, `/admin?template_name=${encodeURIComponent(name)}`);
  await templateRow(page, id).getByRole('button', { name: '复制', exact: true }).click();
  await expect.poll(async () => (await listTemplates(page, { template_name: name })).count).toBe(2);
  const copy = (await listTemplates(page, { template_name: name })).data.find((row) => row.template_id !== id)!;
  expect(copy.template_name).toBe(`${name}（副本）`);
  await expectToast(page, '复制成功', `已复制为模板 #${copy.template_id}（复制自#${id}）：${name}（副本）`);
  await expect(templateRow(page, copy.template_id)).toContainText(`${name}（副本）`);

  await page.getByRole('button', { name: `打开 #${copy.template_id}` }).click();
  const dialog = page.getByRole('dialog', { name: `编辑视频模板 #${copy.template_id}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: '模板名称' })).toHaveValue(`${name}（副本）`);
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();

  // In English: "<name> (copy)".
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
  await page.goto(`/admin?template_name=${encodeURIComponent(name)}`);
  const englishRow = page.getByRole('row').filter({ has: page.getByRole('group', { name: `Actions for template #${id}`, exact: true }) });
  await englishRow.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect.poll(async () => (await listTemplates(page, { template_name: name })).count).toBe(3);
  const english = (await listTemplates(page, { template_name: name })).data.find(
    (row) => row.template_id !== id && row.template_id !== copy.template_id,
  )!;
  expect(english.template_name).toBe(`${name} (copy)`);
  await expect(page.getByRole('button', { name: `Open #${english.template_id}` })).toBeVisible();
  await page.evaluate(() => window.localStorage.removeItem('language'));
  await deleteViaApi(page, [id, copy.template_id, english.template_id]);
});

test('after a row’s confirmed change the focus comes back to the row, or to the next row’s same button', async ({ page }) => {
  const name = `焦点 e2e ${Date.now()}`;
  // Made one after the other: the list shows the newest first, so c, b, a.
  const a = await createTemplate(page, { template_name: `${name} a`, template_platform: 'keling' });
  const b = await createTemplate(page, { template_name: `${name} b`, template_platform: 'keling' });
  const c = await createTemplate(page, { template_name: `${name} c`, template_platform: 'keling' });
  const listed = await createTemplate(page, {
    template_name: `${name} 上架`,
    template_platform: 'keling',
    template_status: '已上架',
    template_sub_status: '已上架',
  });
  const asked: string[] = [];

  // 通过 on b, from the keyboard: b leaves 待生成, the focus lands on a's 通过 (the row below).
  await openAdmin(page, `/admin/pending?template_name=${encodeURIComponent(name)}`);
  await templateRow(page, b).getByRole('button', { name: '通过', exact: true }).focus();
  acceptNext(page, asked);
  await page.keyboard.press('Enter');
  await expectToast(page, '审核通过成功');
  await expect(templateRow(page, b)).toHaveCount(0);
  await expect(templateRow(page, a).getByRole('button', { name: '通过', exact: true })).toBeFocused();

  // 删除 through a's 更多操作: a was the last row, so the first row's 更多操作 (c's) takes the focus.
  await templateRow(page, a).getByRole('button', { name: '更多操作' }).click();
  acceptNext(page, asked);
  await page.getByRole('menuitem', { name: '删除' }).click();
  await expectToast(page, '删除成功', `模板 #${a} 已删除`);
  await expect(templateRow(page, a)).toHaveCount(0);
  await expect(templateRow(page, c).getByRole('button', { name: '更多操作' })).toBeFocused();

  // 下架 keeps the row: the focus comes back to its button, which now reads 重新上架.
  await openAdmin(page, `/admin/published?template_id=${listed}`);
  acceptNext(page, asked);
  await templateRow(page, listed).getByRole('button', { name: '下架', exact: true }).click();
  await expect(templateRow(page, listed).getByRole('button', { name: '重新上架', exact: true })).toBeFocused();
  expect(asked).toEqual(['确定要通过此模板吗？', '确定要删除此模板吗？此操作不可撤销。', '确定要下架此模板吗？']);
  await deleteViaApi(page, [b, c, listed]);
});

test('filters 已上架 does not show come back on 全部模板', async ({ page }) => {
  await openAdmin(page, `/admin?template_platform=keling&template_top_title=${encodeURIComponent('加长版')}`);
  await page.getByRole('tab', { name: /^已上架/ }).click();
  await expect(page).toHaveURL(/\/admin\/published\?/);
  const published = new URL(page.url()).searchParams;
  expect(published.get('template_platform')).toBe('keling');
  expect(published.get('template_top_title')).toBe('加长版');
  // 已上架 filters by id only: the others are kept, not applied there.
  const search = page.getByRole('search', { name: '筛选条件' });
  await expect(search.getByRole('textbox', { name: '模板ID' })).toBeVisible();
  await expect(search.getByRole('textbox', { name: '模板标题' })).toHaveCount(0);

  await page.getByRole('tab', { name: /^全部模板/ }).click();
  await expect(page).toHaveURL(/\/admin\?/);
  const back = new URL(page.url()).searchParams;
  expect(back.get('template_platform')).toBe('keling');
  expect(back.get('template_top_title')).toBe('加长版');
  await expect(search.getByRole('combobox', { name: '平台' })).toHaveValue('keling');
  await expect(search.getByRole('textbox', { name: '模板标题' })).toHaveValue('加长版');
});
