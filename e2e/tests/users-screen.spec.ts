import { expect, test, type Page } from '@playwright/test';
import { resetLinkFrom, waitForMail } from '../support/mailbox';
import { checkScreen } from '../support/screens';
import { logIn } from '../support/session';
import { acceptConfirmations, createTemplate, openAdmin, templateRow } from '../support/templates';
import { expectToast } from '../support/toast';
import { uniqueEmail } from '../support/users';

// The users screen as a superuser uses it: checked for accessibility at desktop and phone size in
// both languages; a user invited there with the role 模板审核 sets a password from the mailed link,
// signs in, sees the templates screen and nothing else of the back office, and passes a template;
// the audit log on the same screen shows the invitation and, filtered by that person, what they did.

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function useLanguage(page: Page, language: 'en' | 'zh-CN') {
  await page.evaluate((value) => window.localStorage.setItem('language', value), language);
  await page.reload();
}

test('a superuser invites a 模板审核 who sets a password from the mail, sees only the templates and passes one; the audit log shows both', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page);
  await menu(page).getByRole('link', { name: '用户管理', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: '用户管理', exact: true })).toBeVisible();
  // The shared server holds many users, newest first: the first superuser is found by the search.
  await page.goto('/admin/users?q=admin%40example.com');
  await expect(page.getByRole('table', { name: '用户' }).getByText('admin@example.com')).toBeVisible();

  // Accessibility: 1366x900 and 390x844, Chinese (the back office's default) and English.
  await checkScreen(page, 'admin-users');
  await useLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' }).getByText('admin@example.com')).toBeVisible();
  await checkScreen(page, 'admin-users-en');
  await page.setViewportSize({ width: 390, height: 844 });
  await checkScreen(page, 'admin-users-en');
  await useLanguage(page, 'zh-CN');
  await expect(page.getByRole('table', { name: '用户' }).getByText('admin@example.com')).toBeVisible();
  await checkScreen(page, 'admin-users');
  await page.setViewportSize({ width: 1366, height: 900 });

  // The invitation: 模板审核 only, the password left to the person; the new user heads the list.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: '用户管理', exact: true })).toBeVisible();
  const email = uniqueEmail('invited');
  const since = Date.now();
  await page.getByRole('button', { name: '添加用户' }).click();
  const form = page.getByRole('dialog', { name: '添加用户' });
  await expect(form.getByRole('radio', { name: /邮件邀请/ })).toBeChecked();
  await form.getByRole('textbox', { name: '邮箱' }).fill(email);
  await form.getByRole('textbox', { name: '姓名' }).fill('Invited Reviewer');
  await form.getByRole('checkbox', { name: '模板审核' }).check();
  await checkScreen(page, 'admin-users-invite-dialog', form);
  await form.getByRole('button', { name: '发送邀请' }).click();
  await expect(form).toBeHidden();
  await expectToast(page, '成功', `已向 ${email} 发送邀请。`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('模板审核')).toBeVisible();
  await expect(row).toContainText('从未登录');
  // A template for them to review, 待生成, under a name of its own.
  const templateName = `invited-review-${Date.now()}`;
  const templateId = await createTemplate(page, { template_name: templateName });

  // The invited person, in a browser of their own: the mailed link, a password, a sign-in.
  const link = resetLinkFrom(await waitForMail(email, { since }));
  const invited = await browser.newPage();
  const password = 'Invited-pass-1';
  await invited.goto(link);
  await invited.getByPlaceholder('New Password').fill(password);
  await invited.getByPlaceholder('Confirm Password').fill(password);
  await invited.getByRole('button', { name: 'Reset Password' }).click();
  await expect(invited).toHaveURL(/\/login$/);
  await logIn(invited, email, password);
  // The back office shows them the templates screen and no other of its screens.
  await expect(menu(invited).getByRole('link', { name: '视频模板管理', exact: true })).toBeVisible();
  await expect(menu(invited).getByRole('link', { name: '视频任务管理', exact: true })).toHaveCount(0);
  await expect(menu(invited).getByRole('link', { name: '用户管理', exact: true })).toHaveCount(0);
  await menu(invited).getByRole('link', { name: '视频模板管理', exact: true }).click();
  await expect(invited.getByRole('heading', { name: '视频模板管理', exact: true })).toBeVisible();
  // They pass the template waiting for them.
  const confirmations = acceptConfirmations(invited);
  await openAdmin(invited, `/admin/pending?template_name=${encodeURIComponent(templateName)}`);
  await templateRow(invited, templateId).getByRole('button', { name: '通过', exact: true }).click();
  await expectToast(invited, '审核通过成功');
  await expect(templateRow(invited, templateId)).toHaveCount(0);
  expect(confirmations).toEqual(['确定要通过此模板吗？']);
  await invited.close();

  // The audit log on the users screen: the creation of that user, by the superuser.
  await page.getByRole('tab', { name: '审计日志' }).click();
  const filters = page.getByRole('search', { name: '筛选审计日志' });
  await filters.getByRole('textbox', { name: '对象' }).fill(`user:${email}`);
  await filters.getByRole('textbox', { name: '对象' }).press('Enter');
  const entry = page.getByRole('table', { name: '审计日志' }).getByRole('row').filter({ hasText: '创建用户' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('admin@example.com');
  await expect(entry).toContainText(`user:${email}`);
  await checkScreen(page, 'admin-users-audit');

  // Filtered by that person: the template they passed, under their e-mail.
  await filters.getByRole('textbox', { name: '对象' }).fill('');
  await filters.getByRole('textbox', { name: '操作人' }).fill(email);
  await filters.getByRole('textbox', { name: '操作人' }).press('Enter');
  const review = page
    .getByRole('table', { name: '审计日志' })
    .getByRole('row')
    .filter({ hasText: `template:${templateId}` });
  await expect(review).toHaveCount(1);
  await expect(review).toContainText('修改模板');
  await expect(review).toContainText(email);
});
