import { expect, test, type Page } from '@playwright/test';
import { waitForStillness } from '../support/screens';
import { logIn } from '../support/session';
import { expectToast } from '../support/toast';
import { getTemplate, listTemplates, openAdmin, templateRow, type TemplateRow } from '../support/templates';

// The template edit dialog: unsaved work is never thrown away without asking, 生成视频 waits for
// an image and then links to its video task, the dialog has a close button and keeps a margin on
// a phone, and its history speaks the screen's language.

const DISCARD = '有未保存的修改，确定要放弃吗？';

/** Every browser confirmation the page raises; a test answers them one at a time with page.once. */
function noConfirmationExpected(page: Page): string[] {
  const unexpected: string[] = [];
  const record = (dialog: { message: () => string; accept: () => Promise<void> }) => {
    unexpected.push(dialog.message());
    void dialog.accept();
  };
  page.on('dialog', record);
  return unexpected;
}

/** The oldest template: one of the demo data's, whose history the seed wrote. */
async function oldestTemplate(page: Page): Promise<TemplateRow> {
  const { data } = await listTemplates(page);
  return data.reduce((oldest, template) => (template.template_id < oldest.template_id ? template : oldest));
}

async function openEdit(page: Page, template: TemplateRow, english = false) {
  const actions = english
    ? page.getByRole('group', { name: `Actions for template #${template.template_id}`, exact: true })
    : templateRow(page, template.template_id);
  await actions.getByRole('button', { name: english ? 'Edit' : '编辑', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`#${template.template_id}$`) });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('closing with unsaved changes asks first: declined keeps them, accepted drops them; without changes it just closes', async ({
  page,
}) => {
  const target = await oldestTemplate(page);
  await openAdmin(page, `/admin?template_id=${target.template_id}`);

  // Nothing changed: 取消 closes at once.
  const unexpected = noConfirmationExpected(page);
  let dialog = await openEdit(page, target);
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  expect(unexpected).toEqual([]);
  page.removeAllListeners('dialog');

  dialog = await openEdit(page, target);
  const name = dialog.getByRole('textbox', { name: '模板名称' });
  await name.fill('没保存的名字');

  const asked: string[] = [];
  for (const close of [
    () => dialog.getByRole('button', { name: '取消' }).click(),
    () => page.keyboard.press('Escape'),
    () => dialog.getByRole('button', { name: '关闭' }).click(),
  ]) {
    page.once('dialog', (confirmation) => {
      asked.push(confirmation.message());
      void confirmation.dismiss();
    });
    await close();
    await expect.poll(() => [...asked]).toEqual([DISCARD]);
    await expect(dialog).toBeVisible();
    await expect(name).toHaveValue('没保存的名字');
    asked.length = 0;
  }

  page.once('dialog', (confirmation) => {
    asked.push(confirmation.message());
    void confirmation.accept();
  });
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  expect(asked).toEqual([DISCARD]);
  expect((await getTemplate(page, target.template_id)).template_name).toBe(target.template_name);

  // Opened again, it starts from what is saved.
  dialog = await openEdit(page, target);
  await expect(dialog.getByRole('textbox', { name: '模板名称' })).toHaveValue(target.template_name ?? '');
});

test('生成视频 waits for an image, then starts the task and links to it on the video task screen', async ({ page }) => {
  // A picture this server stores (other tests write hostile values into some templates' fields).
  const target = (await listTemplates(page)).data.find(
    (template) => template.template_reference_image_1?.startsWith('/media/') && !template.template_video_url_4,
  )!;
  expect(target).toBeDefined();
  const picture = await page.request.get(target.template_reference_image_1!);
  expect(picture.ok()).toBe(true);

  await openAdmin(page, `/admin?template_id=${target.template_id}`);
  const dialog = await openEdit(page, target);
  const slot = dialog.getByRole('group', { name: '辅助视频 4' });
  const generate = slot.getByRole('button', { name: '生成辅助视频 4' });
  await expect(generate).toBeDisabled();
  await expect(slot.getByText('请选择图片')).toBeVisible();
  await expect(generate).toHaveAccessibleDescription('请选择图片');

  await slot.getByLabel('选择参考图 4').setInputFiles({ name: 'reference.png', mimeType: 'image/png', buffer: await picture.body() });
  await expect(generate).toBeEnabled();
  await expect(slot.getByText('请选择图片')).toHaveCount(0);
  await generate.click();
  await expectToast(page, '上传成功', '参考图4上传成功，已创建视频生成任务');

  const link = slot.getByRole('link', { name: /^查看视频任务 #\d+（新标签页打开）$/ });
  await expect(link).toBeVisible();
  const taskId = (await link.textContent())!.match(/#(\d+)/)![1]!;
  await expect(link).toHaveAttribute('href', `/admin/video-tasks?task_id=${taskId}`);
  await expect(link).toHaveAttribute('target', '_blank');

  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(tab.getByRole('heading', { name: '视频任务管理' })).toBeVisible();
  const rows = tab.getByRole('table', { name: '视频任务列表' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  // After the selection checkbox: the task id, then the template id.
  await expect(rows.first().getByRole('cell').nth(1)).toHaveText(taskId);
  await expect(rows.first().getByRole('cell').nth(2)).toHaveText(String(target.template_id));
  await expect(tab.getByRole('textbox', { name: '任务ID', exact: true })).toHaveValue(taskId);
  await tab.close();

  // The dialog stayed as it was in the first tab.
  await expect(dialog).toBeVisible();
});

test('on a phone the dialog keeps a margin from the edges and has a close button in its title', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const target = await oldestTemplate(page);
  await openAdmin(page, `/admin?template_id=${target.template_id}`);
  const dialog = await openEdit(page, target);

  // Measured once the dialog has stopped sliding in.
  await waitForStillness(page);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(8);
  expect(box.x + box.width).toBeLessThanOrEqual(390 - 8);
  expect(box.y).toBeGreaterThanOrEqual(8);
  expect(box.y + box.height).toBeLessThanOrEqual(844 - 8);

  const close = dialog.getByRole('button', { name: '关闭' });
  await expect(close).toBeInViewport();
  await close.click();
  await expect(dialog).toBeHidden();
});

test('in English the history shows labels and values in English, and its tab has no form buttons', async ({ page }) => {
  const target = await oldestTemplate(page);
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
  await page.goto(`/admin?template_id=${target.template_id}`);
  await expect(page.getByRole('heading', { name: 'Video Template Management' })).toBeVisible();
  const dialog = await openEdit(page, target, true);

  await dialog.getByRole('tab', { name: 'History' }).click();
  const history = dialog.getByRole('list', { name: 'History' });
  await expect(history).toContainText('Demo data: empty → Yes');
  await expect(history).toContainText(/Template name: empty → /);
  const text = (await history.textContent())!;
  // The seed's values and the server's codes show as labels; Chinese only in names typed by admins.
  for (const raw of ['demo:', '空 →', '→ 空', 'true', 'UNREVIEWED', '待补全', '已上架']) expect(text).not.toContain(raw);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Save changes' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
