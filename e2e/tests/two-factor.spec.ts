import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP, URI } from 'otpauth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { freePort } from '../support/free-port';
import { startProductServer } from '../support/product-server';
import { readQrCode } from '../support/qr-code';
import { logIn, logOut } from '../support/session';
import { newTestUser, signUpViaApi } from '../support/users';

const STEP_MS = 30_000;

/** The code an authenticator app shows for `secret`, `steps` time steps from now. */
const codeAt = (secret: string, base: number, steps = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: base + steps * STEP_MS });

/** The password form, then (the server asking for it) the code step. */
async function passwordThenCodeStep(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByPlaceholder('Email').fill(email);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  const code = page.getByRole('textbox', { name: 'Enter the 6-digit code from your authenticator app' });
  await expect(code).toBeFocused();
  return code;
}

test('enrol in Settings (the QR code scanned, its key also shown as text), then sign in with a code, with a recovery code, and be locked after five wrong codes', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request, newTestUser('two-factor'));
  // A phone: the setup fits 390 px without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, user.email, user.password);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Two-step sign-in' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Two-step sign-in' });
  await expect(panel.getByText('Two-step sign-in is off.')).toBeVisible();
  await panel.getByRole('button', { name: 'Set up' }).click();
  const qrCode = panel.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qrCode).toBeVisible();
  // The authenticator app scans the QR code: an otpauth URI for this person, with the key shown as text too.
  const scanned = URI.parse(await readQrCode(qrCode));
  expect(scanned).toBeInstanceOf(TOTP);
  expect(scanned.label).toBe(user.email);
  const secret = scanned.secret.base32;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect((await panel.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '')).toBe(secret);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, 'two-factor setup');

  // The steps of the codes used below, each later than the one before (a step's code counts once).
  const base = Date.now();
  await panel.getByRole('textbox', { name: /6-digit code from the app/ }).fill(codeAt(secret, base));
  await panel.getByRole('button', { name: 'Turn on' }).click();
  const list = panel.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, 'two-factor recovery codes');
  await panel.getByRole('button', { name: 'I have saved them' }).click();
  await expect(panel.getByText(/Two-step sign-in is on\. Recovery codes left: 10/)).toBeVisible();
  await logOut(page);

  // The contract's token call now answers with a ticket for the second step, never a token.
  const tokenCall = await request.post('/api/v1/login/access-token', { form: { username: user.email, password: user.password } });
  expect(tokenCall.status()).toBe(401);
  const answer = (await tokenCall.json()) as { detail: string; second_factor: { methods: string[] }; access_token?: string };
  expect(answer.detail).toBe('Second factor required');
  expect(answer.second_factor.methods).toEqual(['totp', 'recovery_code']);
  expect(answer.access_token).toBeUndefined();

  // A code of the authenticator.
  const code = await passwordThenCodeStep(page, user.email, user.password);
  await expectNoSeriousA11yViolations(page, 'sign-in code step');
  await code.fill(codeAt(secret, base, 1));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await logOut(page);

  // A recovery code, by keyboard from the link.
  await passwordThenCodeStep(page, user.email, user.password);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  const recovery = page.getByRole('textbox', { name: 'Enter one of your recovery codes' });
  await recovery.fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await logOut(page);

  // Five wrong codes lock the step: the sixth attempt, a right recovery code, is refused too.
  const fresh = [0, 1, 2].map((steps) => codeAt(secret, Date.now(), steps));
  const wrong = ['000000', '111111', '222222'].find((candidate) => !fresh.includes(candidate))!;
  const field = await passwordThenCodeStep(page, user.email, user.password);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await field.fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(field).toHaveAccessibleDescription('This code is not correct');
    await field.fill('');
  }
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  const last = page.getByRole('textbox', { name: 'Enter one of your recovery codes' });
  await last.fill(recoveryCodes[1]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(last).toHaveAccessibleDescription('Too many wrong codes. Wait a few minutes, then sign in again.');
  await expect(page).toHaveURL(/\/login$/);
});

test("the contract's sign-in of a person without a second factor is unchanged: a form, a token", async ({ request }) => {
  const user = await signUpViaApi(request, newTestUser('one-factor'));
  const response = await request.post('/api/v1/login/access-token', { form: { username: user.email, password: user.password } });
  expect(response.status()).toBe(200);
  const token = (await response.json()) as Record<string, string>;
  expect(Object.keys(token).sort()).toEqual(['access_token', 'token_type']);
  expect(token.token_type).toBe('bearer');
});

// REQUIRE_TWO_FACTOR_ROLES at its default (superusers and release managers): a second instance.
test.describe('a superuser without a second factor, where their role requires one', () => {
  const chief = { email: 'chief@example.com', password: 'chief-password-42' };
  let product: Awaited<ReturnType<typeof startProductServer>>;

  test.beforeAll(async () => {
    const port = await freePort();
    product = await startProductServer(port, {
      FRONTEND_HOST: `http://127.0.0.1:${port}`,
      FIRST_SUPERUSER: chief.email,
      FIRST_SUPERUSER_PASSWORD: chief.password,
      // The product's default.
      REQUIRE_TWO_FACTOR_ROLES: 'superuser,release_manager',
    });
  });

  test.afterAll(async () => {
    await product?.stop();
  });

  test('signs in with the password and is led to set it up; every other route leads back there', async ({ page }) => {
    await page.goto(`${product.url}/login`);
    await page.getByPlaceholder('Email').fill(chief.email);
    await page.getByPlaceholder('Password').fill(chief.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=twoFactor$/);
    const panel = page.getByRole('tabpanel', { name: 'Two-step sign-in' });
    await expect(panel.getByText('Your role requires two-step sign-in. Set it up to continue.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Set up' })).toBeVisible();

    await page.goto(`${product.url}/admin/users`);
    await expect(page).toHaveURL(/\/settings\?tab=twoFactor$/);
    await expect(page.getByRole('tabpanel', { name: 'Two-step sign-in' })).toBeVisible();
  });
});
