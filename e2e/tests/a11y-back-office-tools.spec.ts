import { expect, test, type Page } from '@playwright/test';
import { checkScreen, useTheme } from '../support/screens';
import { logIn } from '../support/session';
import { uniqueEmail } from '../support/users';

// The back office's newer pieces in the dark theme, which the light tours of the older specs do
// not reach: the list toolbar with its column chooser and save dialog, the audit log, the releases
// summary, and the password pages a person reaches from a mail. A desktop in Chinese and a phone
// in English between them cover both languages and both sizes; each screen must pass axe (contrast
// included), and on the phone nothing may scroll the page sideways or overflow a dialog.

const TOURS = [
  {
    name: 'desktop 1366x900, dark, Chinese',
    viewport: { width: 1366, height: 900 },
    language: 'zh-CN',
    texts: {
      users: '用户',
      views: '视图',
      saveView: '保存当前视图…',
      saveDialog: '保存视图',
      cancel: '取消',
      columns: '列',
      chooser: '选择列并调整顺序',
      audit: '审计日志',
      releases: '模块',
      recoverHeading: '找回密码',
      submit: '继续',
    },
  },
  {
    name: 'phone 390x844, dark, English',
    viewport: { width: 390, height: 844 },
    language: 'en',
    texts: {
      users: 'Users',
      views: 'Views',
      saveView: 'Save current view…',
      saveDialog: 'Save view',
      cancel: 'Cancel',
      columns: null,
      chooser: null,
      audit: 'Audit log',
      releases: 'Modules',
      recoverHeading: 'Password Recovery',
      submit: 'Continue',
    },
  },
] as const;

/** The language the next pages load in (the login form is English by default: sign in first). */
async function useLanguage(page: Page, language: string) {
  await page.addInitScript((value) => window.localStorage.setItem('language', value), language);
}

for (const { name, viewport, language, texts } of TOURS) {
  test.describe(name, () => {
    test.use({ viewport });
    const suffix = `-dark-${language}`;

    test.beforeEach(async ({ page }) => {
      await useTheme(page, 'dark');
    });

    test('the users list toolbar, its chooser and save dialog, the audit log and the releases summary', async ({ page }) => {
      test.setTimeout(90_000);
      await logIn(page);
      await useLanguage(page, language);
      await page.goto('/admin/users');
      const users = page.getByRole('table', { name: texts.users, exact: true });
      await expect(users.getByText('admin@example.com')).toBeVisible();
      await checkScreen(page, `admin-users-views${suffix}`);

      if (texts.columns !== null) {
        await page.getByRole('button', { name: texts.columns, exact: true }).click();
        const chooser = page.getByRole('dialog', { name: texts.chooser });
        await checkScreen(page, `admin-users-column-chooser${suffix}`, chooser);
        await page.keyboard.press('Escape');
        await expect(chooser).toBeHidden();
      }

      await page.getByRole('button', { name: texts.views, exact: true }).click();
      await page.getByRole('menuitem', { name: texts.saveView }).click();
      const save = page.getByRole('dialog', { name: texts.saveDialog });
      await checkScreen(page, `admin-users-save-view${suffix}`, save);
      await save.getByRole('button', { name: texts.cancel }).click();
      await expect(save).toBeHidden();

      await page.goto('/admin/users?tab=audit');
      await expect(page.getByRole('table', { name: texts.audit }).getByRole('row').nth(1)).toBeVisible();
      await checkScreen(page, `admin-audit-log${suffix}`);

      await page.goto('/admin/releases');
      await expect(page.getByRole('table', { name: texts.releases }).getByRole('rowheader').first()).toBeVisible();
      await checkScreen(page, `admin-releases-summary${suffix}`);
    });

    test('the password pages a mail leads to: a link that is not valid, and the recovery result', async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/reset-password?token=not-a-real-token');
      await expect(page.getByRole('alert')).toBeVisible();
      await checkScreen(page, `reset-password-invalid-link${suffix}`);

      await page.goto('/recover-password');
      await expect(page.getByRole('heading', { name: texts.recoverHeading })).toBeVisible();
      await page.getByTestId('email-input').fill(uniqueEmail('a11y-recover'));
      await page.getByRole('button', { name: texts.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: '@' })).toBeVisible();
      await checkScreen(page, `recover-password-sent${suffix}`);
    });
  });
}
