import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkScreen, DESKTOP, PHONE } from '../support/screens';
import { logIn } from '../support/session';
import { expectToast } from '../support/toast';
import { newTestUser, signUpViaApi } from '../support/users';

// The account screens as a user first meets them: the app's name on the card, links in the
// design system's colours, sign-up leading to a filled-in login, refusals shown at the field.

const BROWSER_DEFAULT_LINK_COLOURS = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)', 'rgb(158, 158, 255)', 'rgb(208, 173, 240)'];

async function expectDesignSystemLink(link: Locator): Promise<void> {
  await expect(link).toHaveClass(/fui-Link/);
  const colour = await link.evaluate((element) => getComputedStyle(element).color);
  expect(BROWSER_DEFAULT_LINK_COLOURS).not.toContain(colour);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the login card names the app and its links are the design system's (${colorScheme})`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    await expect(page.getByText('Video Admin')).toBeVisible();
    await expectDesignSystemLink(page.getByRole('link', { name: 'Forgot Password?' }));
    await expectDesignSystemLink(page.getByRole('link', { name: 'Sign Up' }));
    await checkScreen(page, `login-${colorScheme}`);
    await context.close();
  });
}

test('after signing up, the login screen confirms it and has the e-mail filled in', async ({ page }) => {
  const user = newTestUser('polish-signup');
  await page.goto('/signup');
  const meter = page.getByRole('meter', { name: 'Password strength' });
  // Nothing to judge yet, so the meter says nothing.
  await expect(page.getByText(/^(Low|Medium|High)$/)).toHaveCount(0);
  await page.getByPlaceholder('Full Name').fill(user.fullName);
  await page.getByPlaceholder('Email').fill(user.email);
  await page.getByPlaceholder('Password', { exact: true }).fill('abc');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Low');
  await page.getByPlaceholder('Password', { exact: true }).fill(user.password);
  await page.getByPlaceholder('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, 'Success!', 'Your account has been created. Log in to continue.');
  await expect(page.getByPlaceholder('Email')).toHaveValue(user.email);
  // The address travels in the router's state, never in the URL.
  expect(page.url()).not.toContain(encodeURIComponent(user.email));
});

test('a wrong password shows at the field (on login there alone), on login and on the password change', async ({ page, request }) => {
  const user = await signUpViaApi(request, newTestUser('polish-refusal'));
  await page.goto('/login');
  await page.getByPlaceholder('Email').fill(user.email);
  await page.getByPlaceholder('Password').fill('Not-the-password-1');
  await page.getByRole('button', { name: 'Log In' }).click();
  const password = page.getByPlaceholder('Password');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('The email or the password is not correct');
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  await expect(password).toBeFocused();

  await logIn(page, user.email, user.password);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByPlaceholder('Current Password').fill('Not-the-password-1');
  await page.getByPlaceholder('New Password').fill('Brand-new-pass-1');
  await page.getByPlaceholder('Confirm Password').fill('Brand-new-pass-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Something went wrong!', 'Incorrect password');
  await expect(page.getByPlaceholder('Current Password')).toHaveAccessibleDescription('The current password is not correct');
});

async function lineCount(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return Math.round(node.getBoundingClientRect().height / parseFloat(style.lineHeight));
  });
}

async function expectStackedHeading(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  const greeting = page.getByRole('heading', { level: 1 });
  const welcome = page.getByText('Welcome back, nice to see you again!');
  await expect(greeting).toBeVisible();
  const [above, below] = [await greeting.boundingBox(), await welcome.boundingBox()];
  // On a line of its own, below the greeting and apart from it.
  expect(below!.y).toBeGreaterThan(above!.y + above!.height);
  expect(below!.x).toBeCloseTo(above!.x, 0);
  expect(await lineCount(welcome)).toBeLessThanOrEqual(viewport.width <= PHONE.width ? 2 : 1);
}

test('the dashboard greeting and its subtitle stand on separate lines at every width', async ({ page, request }) => {
  const user = await signUpViaApi(request, newTestUser('polish-dashboard', { fullName: 'Dana Polish' }));
  await logIn(page, user.email, user.password);
  for (const viewport of [{ width: 1366, height: 900 }, DESKTOP, PHONE]) await expectStackedHeading(page, viewport);
});
