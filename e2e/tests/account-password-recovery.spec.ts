import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../support/env';
import { resetLinkFrom, subjectOf, waitForMail } from '../support/mailbox';
import { logIn, logOut } from '../support/session';
import { expectToast } from '../support/toast';
import { newTestUser, signUpViaApi } from '../support/users';

test('a recovery mail from the SMTP sink resets the password, once', async ({ page, request }) => {
  const user = await signUpViaApi(request, newTestUser('recovery'));
  const newPassword = 'Recovered-pass-3';
  const since = Date.now();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/recover-password$/);
  await expect(page.getByText('A password recovery email will be sent to the registered account.')).toBeVisible();
  await page.getByPlaceholder('Email').fill(user.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, 'Success!', 'Password recovery email sent successfully.');

  const mail = await waitForMail(user.email, { since });
  expect(subjectOf(mail)).toContain(`Password recovery for user ${user.email}`);
  const link = resetLinkFrom(mail);
  expect(link.startsWith(`${E2E_BASE_URL}/reset-password?token=`)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByPlaceholder('New Password').fill(newPassword);
  await page.getByPlaceholder('Confirm Password').fill('something-else');
  await page.getByPlaceholder('New Password').focus();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByPlaceholder('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(page, 'Success!', 'Password updated successfully.');
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, user.email, newPassword);
  await logOut(page);

  // The link works once: opened again, it says so before any form, with the way to a new one.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('This link has already been used. Ask for a new link to choose your password.');
  await expect(page.getByPlaceholder('New Password')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send me a new link' })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  // and the password it set still signs in
  await logIn(page, user.email, newPassword);
});

test('recovery for an unknown address answers the same and sends nothing', async ({ page }) => {
  const email = newTestUser('nobody').email;
  const since = Date.now();
  await page.goto('/recover-password');
  await page.getByPlaceholder('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, 'Success!', 'Password recovery email sent successfully.');
  await expect(waitForMail(email, { since, timeout: 2_000 })).rejects.toThrow(/no mail/);
});
