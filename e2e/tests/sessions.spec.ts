import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/session';
import { expectNoHorizontalPageScroll, PHONE } from '../support/screens';
import { expectToast } from '../support/toast';
import { newTestUser, signUpViaApi } from '../support/users';

const token = (page: Page) => page.evaluate(() => window.localStorage.getItem('access_token'));

/** The other browser's next call is refused: it is signed out, onto the login screen. */
async function expectSignedOut(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Items' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(await token(page)).toBeNull();
}

test('Settings lists both browsers and ends the other one, which lands on /login at its next call', async ({ browser, request }) => {
  const user = await signUpViaApi(request, newTestUser('sessions'));
  const first = await browser.newContext();
  const second = await browser.newContext();
  const mine = await first.newPage();
  const other = await second.newPage();
  await logIn(mine, user.email, user.password);
  await logIn(other, user.email, user.password);

  await mine.goto('/settings');
  await mine.getByRole('tab', { name: 'Sessions' }).click();
  const panel = mine.getByRole('tabpanel', { name: 'Sessions' });
  const rows = panel.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This browser' })).toHaveCount(1);
  await expect(rows.first()).toContainText('Chrome');
  await expect(rows.first()).toContainText('Password');
  // On a phone the rows wrap: nothing scrolls sideways.
  await mine.setViewportSize(PHONE);
  await expectNoHorizontalPageScroll(mine, 'settings sessions');

  // By keyboard: End on the other row, then End in the question.
  await rows
    .filter({ hasNotText: 'This browser' })
    .getByRole('button', { name: /^End the session of/ })
    .focus();
  await mine.keyboard.press('Enter');
  const question = mine.getByRole('alertdialog', { name: 'End this session?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'End', exact: true }).focus();
  await mine.keyboard.press('Enter');
  await expectToast(mine, 'Success!', 'Session ended');
  await expect(rows).toHaveCount(1);
  await expect(panel.getByRole('button', { name: 'End all other sessions' })).toHaveCount(0);

  await expectSignedOut(other);
  // This browser is still signed in.
  await mine.reload();
  await expect(mine.getByRole('heading', { name: 'User Settings', level: 1 })).toBeVisible();

  await first.close();
  await second.close();
});

test("a superuser ends all of a person's sessions from the users screen", async ({ browser, page, request }) => {
  const user = await signUpViaApi(request, newTestUser('ended-by-admin'));
  const theirs = await browser.newContext();
  const their = await theirs.newPage();
  await logIn(their, user.email, user.password);

  await logIn(page);
  await page.goto(`/admin/users?q=${encodeURIComponent(user.email)}`);
  const table = page.getByRole('table', { name: '用户' });
  await expect(table.getByText(user.email)).toBeVisible();
  await table.getByRole('button', { name: `${user.email} 的操作` }).click();
  await page.getByRole('menuitem', { name: '结束所有会话' }).click();
  const question = page.getByRole('alertdialog', { name: `结束 ${user.email} 的所有会话？` });
  await question.getByRole('button', { name: '结束所有会话' }).click();
  await expect(page.getByText(`已结束 ${user.email} 的所有会话。`).first()).toBeVisible();

  await expectSignedOut(their);
  await theirs.close();
});
