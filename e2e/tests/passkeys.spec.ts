import { expect, test } from '@playwright/test';
import { freePort } from '../support/free-port';
import { startProductServer } from '../support/product-server';
import { expectNoHorizontalPageScroll, PHONE } from '../support/screens';
import { logIn, logOut } from '../support/session';
import { expectToast } from '../support/toast';
import { newTestUser } from '../support/users';

// Passkeys with Chromium's virtual authenticator (a platform authenticator that holds discoverable
// credentials and verifies its user). WebAuthn needs a domain, not an IP address: a second
// instance of the product is the relying party `localhost`, opened at http://localhost:<port>.
test.describe('passkeys', () => {
  let product: Awaited<ReturnType<typeof startProductServer>>;
  let origin: string;

  test.beforeAll(async () => {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    product = await startProductServer(port, { FRONTEND_HOST: origin });
  });

  test.afterAll(async () => {
    await product?.stop();
  });

  test('add a passkey in Settings, sign in with it by the button and by the autofill (passkey sessions), then remove it', async ({
    browser,
    request,
  }) => {
    const user = newTestUser('passkey');
    const signup = await request.post(`${product.url}/api/v1/users/signup`, {
      data: { email: user.email, password: user.password, full_name: user.fullName },
    });
    expect(signup.status(), await signup.text()).toBe(200);

    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    const forgetPasskeyUse = () => page.evaluate(() => window.localStorage.removeItem('passkey_used'));

    await logIn(page, user.email, user.password);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Passkeys' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Passkeys' });
    await expect(panel.getByText('You have no passkeys yet.')).toBeVisible();
    await panel.getByRole('button', { name: 'Add a passkey' }).click();
    const naming = page.getByRole('dialog', { name: 'Name your new passkey' });
    await naming.getByRole('textbox').fill('Virtual key');
    await naming.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success!', 'Passkey added');
    const rows = panel.getByRole('list', { name: 'Passkeys' }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Virtual key');
    await expect(rows.first()).toContainText('not used yet');
    // On a phone the row wraps: nothing scrolls sideways.
    await page.setViewportSize(PHONE);
    await expectNoHorizontalPageScroll(page, 'settings passkeys');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);

    // The button: without the mark a passkey was used here, /login offers no autofill and waits for it.
    await forgetPasskeyUse();
    await logOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(`${origin}/`);
    expect(await page.evaluate(() => window.localStorage.getItem('passkey_used'))).toBe('1');

    // The autofill (conditional UI): with the mark, /login offers the passkey in the e-mail field at
    // once; the virtual authenticator answers it as a person picking it there would.
    await logOut(page);
    await expect(page).toHaveURL(`${origin}/`);

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Sessions' }).click();
    const mine = page.getByRole('tabpanel', { name: 'Sessions' }).getByRole('listitem').filter({ hasText: 'This browser' });
    await expect(mine).toContainText('Passkey');

    await page.getByRole('tab', { name: 'Passkeys' }).click();
    await expect(rows.first()).toContainText('last used');
    await rows.first().getByRole('button', { name: 'Remove Virtual key' }).click();
    const question = page.getByRole('alertdialog', { name: 'Remove Virtual key?' });
    await question.getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, 'Success!', 'Passkey removed');
    await expect(panel.getByText('You have no passkeys yet.')).toBeVisible();

    // Removed, it signs nobody in: the server refuses the passkey the authenticator still holds.
    await forgetPasskeyUse();
    await logOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expectToast(page, 'Something went wrong!', 'Signing in with this passkey failed');
    await expect(page).toHaveURL(`${origin}/login`);
    await context.close();
  });
});
