import { expect, test } from '@playwright/test';
import { E2E_BASE_URL, SUPERUSER } from '../support/env';
import { waitForMail } from '../support/mailbox';
import { logIn } from '../support/session';
import { accessToken, newTestUser } from '../support/users';

/** The invitation's link as the mail's plain text carries it (with &invitation=1). */
function invitationLinkFrom(raw: string): string {
  const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const link = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[A-Za-z0-9._%-]+&invitation=1/.exec(decoded.replace(/&amp;/g, '&'))?.[0];
  if (!link) throw new Error(`no invitation link in:\n${raw}`);
  return link;
}

test('李四 signs up: a two-character Chinese name is long enough, 李 is not', async ({ page }) => {
  const user = newTestUser('lisi');
  await page.goto('/signup');
  await page.getByTestId('full-name-input').fill('李');
  await page.getByTestId('email-input').click();
  await expect(page.getByText('Full Name must be at least 3 characters')).toBeVisible();
  await page.getByTestId('full-name-input').fill('李四');
  await expect(page.getByText('Full Name must be at least 3 characters')).toBeHidden();
  await page.getByTestId('email-input').fill(user.email);
  await page.getByTestId('password-input').fill(user.password);
  await page.getByTestId('confirm-password-input').fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, user.email, user.password);
  await expect(page.getByTestId('user-menu')).toHaveText('李四');
});

test('a reused invitation link says so on the page, titled Set your password, and Send me a new link mails one', async ({
  page,
  request,
}) => {
  const admin = { Authorization: `Bearer ${await accessToken(request, SUPERUSER.email, SUPERUSER.password)}` };
  const email = newTestUser('invited').email;
  const since = Date.now();
  const created = await request.post('/api/v1/users/', {
    headers: { ...admin, 'accept-language': 'en-US' },
    data: { email, invite: true, roles: ['viewer'] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const mail = await waitForMail(email, { since });
  const link = invitationLinkFrom(mail.raw);
  expect(link.startsWith(`${E2E_BASE_URL}/reset-password?token=`)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByTestId('new-password-input').fill('Chosen-pass-1');
  await page.getByTestId('confirm-password-input').fill('Chosen-pass-1');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The same link again: said before any form, with the way to a new one.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This link has already been used.');
  await expect(page.getByTestId('new-password-input')).toHaveCount(0);
  const resent = Date.now();
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByText(`A new link is on its way to ${email}.`)).toBeVisible();
  await waitForMail(email, { since: resent });

  // In Chinese the page says 设置密码 and 给我发新链接.
  await page.evaluate(() => window.localStorage.setItem('language', 'zh-CN'));
  await page.reload();
  await expect(page.getByRole('heading', { name: '设置密码' })).toBeVisible();
  await expect(page.getByRole('button', { name: '给我发新链接' })).toBeVisible();
});

test('/recover-password says its result on the page and links back to log in', async ({ page }) => {
  const email = newTestUser('recover').email;
  await page.goto('/recover-password');
  await page.getByTestId('email-input').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If an account uses ${email}` })).toBeVisible();
  await page.getByRole('link', { name: 'Back to log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows one error, at the field, and no toast', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('email-input').fill(SUPERUSER.email);
  await page.getByTestId('password-input').fill('not-the-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('The email or the password is not correct')).toHaveCount(1);
  await expect(page.getByText('Incorrect email or password')).toHaveCount(0);
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
});

test('the top bar shows the e-mail of a person without a name', async ({ page, request }) => {
  const user = newTestUser('noname');
  const response = await request.post('/api/v1/users/signup', { data: { email: user.email, password: user.password } });
  expect(response.status()).toBe(200);
  await logIn(page, user.email, user.password);
  await expect(page.getByTestId('user-menu')).toHaveText(user.email);
});
