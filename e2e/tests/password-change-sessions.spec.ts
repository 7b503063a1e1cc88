import { expect, test } from '@playwright/test';
import { logIn } from '../support/session';
import { expectToast } from '../support/toast';
import { newTestUser, signUpViaApi } from '../support/users';

// A password change ends every session signed in before it (the server refuses their tokens with
// 403), except the one that made the change: that tab signs in again with the new password.
test('changing the password keeps this session signed in and signs the other one out at its next call', async ({ browser, request }) => {
  const user = await signUpViaApi(request, newTestUser('two-sessions'));
  const first = await browser.newContext();
  const second = await browser.newContext();
  const changer = await first.newPage();
  const other = await second.newPage();
  await logIn(changer, user.email, user.password);
  await logIn(other, user.email, user.password);
  const tokenBefore = await changer.evaluate(() => window.localStorage.getItem('access_token'));

  await changer.goto('/settings');
  await changer.getByRole('tab', { name: 'Password' }).click();
  const panel = changer.getByRole('tabpanel', { name: 'Password' });
  await panel.getByPlaceholder('Current Password').fill(user.password);
  await panel.getByPlaceholder('New Password').fill('Changed-pass-2');
  await panel.getByPlaceholder('Confirm Password').fill('Changed-pass-2');
  // The server keeps tokens issued in the same second as the change: let that second pass, so
  // the other session's token is one from before it.
  await changer.waitForTimeout(1100);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expectToast(changer, 'Success!', 'Password updated successfully.');

  // This tab holds a fresh token, which survives a reload.
  const tokenAfter = await changer.evaluate(() => window.localStorage.getItem('access_token'));
  expect(tokenAfter).not.toBeNull();
  expect(tokenAfter).not.toBe(tokenBefore);
  await changer.reload();
  await expect(changer.getByRole('heading', { name: 'User Settings', level: 1 })).toBeVisible();
  await expect(changer.getByRole('tabpanel', { name: 'My profile' })).toContainText(user.email);
  await expect(changer).toHaveURL(/\/settings$/);
  expect(await changer.evaluate(() => window.localStorage.getItem('access_token'))).toBe(tokenAfter);

  // The other session's next call is refused: it is signed out, onto the login screen.
  await other.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Items' }).click();
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(await other.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();

  // And the new password is the one that signs in.
  await logIn(other, user.email, 'Changed-pass-2');

  await first.close();
  await second.close();
});
