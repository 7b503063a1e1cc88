import { expect, test, type Browser, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_BASE_URL, SUPERUSER } from '../support/env';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { ROOT } from '../support/redeploy';
import { publish } from '../support/releases';
import { checkScreen } from '../support/screens';
import { accessToken, newTestUser } from '../support/users';

// The releases screen as a release manager (a user given the role through the API) uses it:
// checked for accessibility at 1366x900 and 390x844 in both languages; the promote action of a
// release that is not live is reached by keyboard, asked first, and the history shows it.

async function signedInAsReleaseManager(browser: Browser): Promise<{ page: Page; email: string }> {
  const user = newTestUser('release-manager');
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const admin = await accessToken(context.request, SUPERUSER.email, SUPERUSER.password);
  const created = await context.request.post('/api/v1/users/', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { email: user.email, password: user.password, full_name: user.fullName, roles: ['release_manager'] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const token = await accessToken(context.request, user.email, user.password);
  await context.addInitScript((value) => window.localStorage.setItem('access_token', value), token);
  return { page: await context.newPage(), email: user.email };
}

async function useLanguage(page: Page, language: 'en' | 'zh-CN') {
  await page.evaluate((value) => window.localStorage.setItem('language', value), language);
  await page.reload();
}

test('a release manager checks the screen in both languages and sizes, then promotes a release by keyboard; the history shows it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A second release of this very screen: its live build again with one file more (a release of its
  // own, the same code), so promoting it changes nothing another test sees.
  const copy = mkdtempSync(join(tmpdir(), 'releases-screen-'));
  cpSync(join(ROOT, 'remote-releases', 'dist'), copy, { recursive: true });
  writeFileSync(join(copy, 'copy.txt'), String(Date.now()));
  const release = publish('remote-releases', copy);

  const { page, email } = await signedInAsReleaseManager(browser);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/releases');
  // The module is opened from the summary table (the URL keeps it through the reloads below).
  await page.getByRole('table', { name: '模块' }).getByRole('link', { name: '发布管理' }).click();
  const module = page.getByRole('region', { name: '发布管理 remote-releases' });
  const promote = module.getByRole('button', { name: `上线 ${release}` });
  await expect(promote).toBeVisible();

  // Accessibility: 1366x900 and 390x844, Chinese (the back office's default) and English.
  await checkScreen(page, 'admin-releases');
  await page.setViewportSize({ width: 390, height: 844 });
  await checkScreen(page, 'admin-releases');
  await useLanguage(page, 'en');
  await expect(
    page.getByRole('region', { name: 'Releases remote-releases' }).getByRole('button', { name: `Promote ${release}` }),
  ).toBeVisible();
  await checkScreen(page, 'admin-releases-en');
  await page.setViewportSize({ width: 1366, height: 900 });
  await checkScreen(page, 'admin-releases-en');
  await useLanguage(page, 'zh-CN');

  // The keyboard reaches the promote action; it asks first, and the history shows the promote.
  await expect(promote).toBeVisible();
  await tabTo(page, promote, 150);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog', { name: `将 ${release} 设为 remote-releases 的线上版本？` });
  await checkScreen(page, 'admin-releases-promote', question);
  await question.getByRole('button', { name: '上线' }).click();
  await expect(question).toBeHidden();
  await module.getByRole('tab', { name: '历史记录' }).click();
  const history = module.getByRole('list', { name: '发布管理 的历史记录' });
  await expect(history.getByRole('listitem').first()).toContainText(`上线${release}操作人 ${email}`);
  await expect(module.getByRole('button', { name: `上线 ${release}` })).toHaveCount(0);
});
