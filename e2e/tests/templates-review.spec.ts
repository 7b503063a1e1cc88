import { expect, test } from '@playwright/test';
import { logIn } from '../support/session';
import { expectToast } from '../support/toast';
import { acceptConfirmations, getTemplate, listTemplates, openAdmin, templateRow } from '../support/templates';

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('pending tab: pass moves a template to 已生成, reject to 待补全, each after a confirmation', async ({ page }) => {
  const confirmations = acceptConfirmations(page);
  const [first, second] = (await listTemplates(page, { template_status: '待生成' })).data;
  await openAdmin(page, '/admin/pending?size=50');

  await templateRow(page, first!.template_id).getByRole('button', { name: '通过', exact: true }).click();
  await expectToast(page, '审核通过成功');
  await expect(templateRow(page, first!.template_id)).toHaveCount(0);
  expect((await getTemplate(page, first!.template_id)).template_status).toBe('已生成');

  await templateRow(page, second!.template_id).getByRole('button', { name: '不通过', exact: true }).click();
  await expectToast(page, '审核拒绝成功');
  await expect(templateRow(page, second!.template_id)).toHaveCount(0);
  expect((await getTemplate(page, second!.template_id)).template_status).toBe('待补全');

  expect(confirmations).toEqual(['确定要通过此模板吗？', '确定要拒绝此模板吗？']);
});

test('generated tab: approve runs AI completion and the template awaits completion, filled in', async ({ page }) => {
  const confirmations = acceptConfirmations(page);
  const generated = (await listTemplates(page, { template_status: '已生成' })).data;
  // One with a gap for the AI: no name, no main image or no evaluation.
  const target = generated.find(
    (template) => !template.template_name || !template.template_main_image || !template.template_user_evaluation,
  )!;
  expect(target).toBeDefined();
  await openAdmin(page, '/admin/generated?size=50');

  await templateRow(page, target.template_id).getByRole('button', { name: '通过', exact: true }).click();
  await expectToast(page, '审核通过', 'AI 已补全');
  expect(confirmations).toEqual(['确定要审核通过此模板吗？通过后将自动进行AI补全。']);
  await expect(templateRow(page, target.template_id)).toHaveCount(0);

  const after = await getTemplate(page, target.template_id);
  expect(after.template_status).toBe('待补全');
  expect(after.template_name).toBeTruthy();
  expect(after.template_main_image).toBeTruthy();
  expect(after.template_user_evaluation).toBeTruthy();

  await openAdmin(page, '/admin/completion?size=50');
  const row = templateRow(page, target.template_id);
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('未命名');
});

test('generated tab: reject sends the template back to pending generation', async ({ page }) => {
  const confirmations = acceptConfirmations(page);
  const target = (await listTemplates(page, { template_status: '已生成' })).data[0]!;
  await openAdmin(page, '/admin/generated?size=50');
  await templateRow(page, target.template_id).getByRole('button', { name: '不通过', exact: true }).click();
  await expectToast(page, '审核不通过');
  expect(confirmations).toEqual(['确定要审核不通过此模板吗？']);
  await expect(templateRow(page, target.template_id)).toHaveCount(0);
  const after = await getTemplate(page, target.template_id);
  expect([after.template_status, after.template_sub_status]).toEqual(['待生成', 'AUDIT_FAILED']);
});
