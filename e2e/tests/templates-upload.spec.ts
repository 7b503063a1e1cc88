import { expect, test } from '@playwright/test';
import { logIn } from '../support/session';
import { expectToast } from '../support/toast';
import { listTemplates, openAdmin, templateRow } from '../support/templates';

test('a reference image is checked, uploaded with progress, and its generated video arrives in the dialog', async ({ page }) => {
  test.setTimeout(150_000);
  await logIn(page);
  const target = (await listTemplates(page)).data.find(
    (template) => template.template_platform && template.template_reference_image_1 && !template.template_video_url_3,
  )!;
  expect(target).toBeDefined();
  // A real picture: the template's own first reference image, as the server stored it.
  const picture = await page.request.get(target.template_reference_image_1!);
  expect(picture.ok()).toBe(true);
  const buffer = await picture.body();

  await openAdmin(page, `/admin?template_id=${target.template_id}`);
  await templateRow(page, target.template_id).getByRole('button', { name: '编辑', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `编辑视频模板 #${target.template_id}` });
  const slot = dialog.getByRole('group', { name: '辅助视频 3' });
  await expect(slot.getByText('暂无参考图')).toBeVisible();

  // No image yet: 生成视频 waits for one and says so.
  await expect(slot.getByRole('button', { name: '生成辅助视频 3' })).toBeDisabled();
  await expect(slot.getByText('请选择图片')).toBeVisible();
  await slot.getByLabel('选择参考图 3').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expectToast(page, '文件类型错误，请选择图片文件');

  await slot.getByLabel('选择参考图 3').setInputFiles({ name: 'reference.png', mimeType: 'image/png', buffer });
  await expect(slot.getByText('已选择：reference.png')).toBeVisible();
  await slot.getByRole('button', { name: '生成辅助视频 3' }).click();
  await expectToast(page, '上传成功', '参考图3上传成功，已创建视频生成任务');
  await expect(slot.getByRole('img', { name: '当前参考图 3' })).toHaveAttribute('src', /\/media\//);

  // The server's local platform finishes the task after a short delay; the dialog polls for it.
  const url = slot.getByRole('textbox', { name: '视频URL 3' });
  await expect(url).not.toHaveValue('', { timeout: 120_000 });
  await expect(slot.getByText('视频生成中，完成后将自动显示')).toHaveCount(0);
  const video = slot.locator('video');
  await expect(video).toHaveAttribute('src', await url.inputValue());
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState >= 1 && !element.error), { timeout: 20_000 })
    .toBe(true);
});
