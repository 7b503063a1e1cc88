import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/session';
import { expectToast } from '../support/toast';
import { acceptConfirmations, getTemplate, listTemplates, openAdmin, templateRow, type TemplateRow } from '../support/templates';

const REQUIRED: [keyof TemplateRow, string][] = [
  ['template_category_id', '模板分类ID'],
  ['photo_tips_id', '照片提示ID'],
  ['template_top_title', '模板标题'],
  ['template_main_image', '模板主图'],
  ['template_video_url', '模板视频'],
];

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && !value.trim());

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('publishing is blocked until the missing fields are filled in the edit dialog; then published, taken down and re-listed', async ({
  page,
}) => {
  const confirmations = acceptConfirmations(page);
  const completion = (await listTemplates(page, { template_status: '待补全' })).data;
  // A template the dialog can complete: its video exists (generation makes it), its title is missing.
  const target = completion.find((template) => !isEmpty(template.template_video_url) && isEmpty(template.template_top_title))!;
  expect(target).toBeDefined();
  const missing = REQUIRED.filter(([field]) => isEmpty(target[field])).map(([, label]) => label);

  await openAdmin(page, '/admin/completion?size=50');
  const row = templateRow(page, target.template_id);
  await row.getByRole('button', { name: '上架', exact: true }).click();
  await expectToast(page, '无法上架', `以下字段不能为空：${missing.join('、')}。请先完善模板信息后再上架。`);
  expect(confirmations).toEqual([]);

  await row.getByRole('button', { name: '编辑', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `编辑视频模板 #${target.template_id}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: '模板标题' }).fill('端到端测试标题');
  if (isEmpty(target.template_category_id)) await dialog.getByRole('textbox', { name: '模板分类ID' }).fill('e2e-category');
  if (isEmpty(target.template_main_image)) {
    await dialog.getByRole('button', { name: 'AI重新生成图片' }).click();
    await expectToast(page, '图片生成成功');
    await expect(dialog.getByRole('textbox', { name: '静态图片URL' })).not.toHaveValue('');
    await expect(dialog.getByRole('img', { name: '静态图片预览' })).toBeVisible();
  }
  await dialog.getByRole('radio', { name: '双人' }).check();
  await dialog.getByRole('button', { name: '保存修改' }).click();
  await expectToast(page, '更新成功', `模板 #${target.template_id} 已更新`);
  await expect(dialog).toBeHidden();

  const saved = await getTemplate(page, target.template_id);
  expect(saved.template_top_title).toBe('端到端测试标题');
  expect(saved.photo_tips_id).toBe(2);

  await row.getByRole('button', { name: '上架', exact: true }).click();
  await expectToast(page, '上架成功');
  expect(confirmations).toEqual(['确定要上架此模板吗？']);
  await expect(row).toHaveCount(0);

  // Published: found by id, viewed as end users see it, taken down and re-listed.
  await openAdmin(page, '/admin/published');
  const search = page.getByRole('search', { name: '筛选条件' });
  await search.getByRole('textbox', { name: '模板ID' }).fill(String(target.template_id));
  await search.getByRole('button', { name: '筛选' }).click();
  await expect(page.getByText('共 1 条记录，第 1 / 1 页')).toBeVisible();
  const published = templateRow(page, target.template_id);
  await expect(published.getByRole('cell', { name: '已上架', exact: true })).toBeVisible();

  await published.getByRole('button', { name: '查看' }).click();
  const preview = page.getByRole('dialog', { name: `模板预览 #${target.template_id}` });
  await expect(preview.getByRole('heading', { name: '端到端测试标题' })).toBeVisible();
  await expect(preview.getByText('请上传双人照片')).toBeVisible();
  await expect(preview.locator('video')).toHaveAttribute('src', /.+/);
  await preview.getByRole('button', { name: '关闭' }).click();
  await expect(preview).toBeHidden();

  expect(confirmations).toEqual(['确定要上架此模板吗？']);
  // From here each confirmation is answered on its own, declined first, then accepted.
  page.removeAllListeners('dialog');
  await declineThenAccept(page, target.template_id, {
    button: '下架',
    question: '确定要下架此模板吗？',
    from: '已上架',
    to: '已下架',
    toast: '下架成功',
  });
  await declineThenAccept(page, target.template_id, {
    button: '重新上架',
    question: '确定要重新上架此模板吗？',
    from: '已下架',
    to: '已上架',
    toast: '重新上架成功',
  });
  await expect(published.getByRole('button', { name: '下架' })).toBeVisible();

  // The history records each step, newest first.
  await published.getByRole('button', { name: '编辑', exact: true }).click();
  const again = page.getByRole('dialog', { name: `编辑视频模板 #${target.template_id}` });
  await again.getByRole('tab', { name: '历史记录' }).click();
  const history = again.getByRole('list', { name: '历史记录' });
  await expect(history.getByRole('listitem').first()).toContainText('更新');
  await expect(history).toContainText('子状态：已下架 → 已上架');
  await expect(history).toContainText('上架');
  await expect(history).toContainText(/模板标题：.*→ 端到端测试标题/);
  await expect(history).toContainText('admin@example.com');
  // The history has nothing to save, so no 取消 there: the title's close button closes.
  await again.getByRole('button', { name: '关闭' }).click();
  await expect(again).toBeHidden();
});

interface ListingMove {
  button: string;
  question: string;
  from: string;
  to: string;
  toast: string;
}

/** Declined, the template keeps its sub-status; accepted, it changes and a toast says so. */
async function declineThenAccept(page: Page, templateId: number, { button, question, from, to, toast }: ListingMove) {
  const row = templateRow(page, templateId);
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await row.getByRole('button', { name: button, exact: true }).click();
  await expect.poll(() => asked).toEqual([question]);
  await expect(row.getByRole('cell', { name: from, exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: button, exact: true })).toBeEnabled();
  expect((await getTemplate(page, templateId)).template_sub_status).toBe(from);

  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await row.getByRole('button', { name: button, exact: true }).click();
  await expectToast(page, toast);
  expect(asked).toEqual([question, question]);
  await expect(row.getByRole('cell', { name: to, exact: true })).toBeVisible();
}

test('resubmit sends a template back to pending generation', async ({ page }) => {
  const confirmations = acceptConfirmations(page);
  const target = (await listTemplates(page, { template_status: '待补全' })).data.at(-1)!;
  await openAdmin(page, '/admin/completion?size=50');
  await templateRow(page, target.template_id).getByRole('button', { name: '重新提交' }).click();
  await expectToast(page, '重新提交成功');
  expect(confirmations).toEqual(['确定要重新提交此模板吗？']);
  expect((await getTemplate(page, target.template_id)).template_status).toBe('待生成');
});
