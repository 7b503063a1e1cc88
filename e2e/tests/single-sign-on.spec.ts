import { expect, test, type Page } from '@playwright/test';
import { freePort } from '../support/free-port';
import { startOidcProvider, type OidcTestProvider } from '../support/oidc-provider';
import { startProductServer } from '../support/product-server';
import { logOut } from '../support/session';
import { uniqueEmail } from '../support/users';

// Single sign-on against a real OpenID Connect provider (oidc-provider) on loopback, with two
// instances of the product of their own: one where SSO sits beside passwords and the role claim
// (groups) maps to roles, one where SSO is the only way in (OIDC_ONLY).
test.describe('single sign-on', () => {
  let provider: OidcTestProvider;
  let product: Awaited<ReturnType<typeof startProductServer>>;
  let ssoOnly: Awaited<ReturnType<typeof startProductServer>>;

  test.beforeAll(async () => {
    const [port, onlyPort] = [await freePort(), await freePort()];
    const origins = [`http://127.0.0.1:${port}`, `http://127.0.0.1:${onlyPort}`];
    provider = await startOidcProvider(origins);
    const roles = {
      OIDC_DISPLAY_NAME: 'Acme SSO',
      OIDC_ROLE_CLAIM: 'groups',
      OIDC_ROLE_MAPPING: 'reviewers=template_reviewer;operators=task_operator',
    };
    [product, ssoOnly] = await Promise.all([
      startProductServer(port, { FRONTEND_HOST: origins[0]!, ...provider.settings(roles) }),
      startProductServer(onlyPort, { FRONTEND_HOST: origins[1]!, ...provider.settings({ ...roles, OIDC_ONLY: 'true' }) }),
    ]);
  });

  test.afterAll(async () => {
    await Promise.all([product?.stop(), ssoOnly?.stop()]);
    await provider?.close();
  });

  /**
   * From /login: "Sign in with Acme SSO", then the provider's own sign-in page as `account` unless
   * the provider still knows this browser (then it answers at once), back signed in.
   */
  async function signInWithSso(page: Page, account: string): Promise<void> {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Acme SSO' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${provider.issuer}/interaction/`) || url.href === `${product.url}/`);
    if (page.url().startsWith(provider.issuer)) {
      await page.locator('input[name="login"]').fill(account);
      await page.locator('input[name="password"]').fill('any password');
      await page.getByRole('button', { name: 'Sign-in' }).click();
    }
    await expect(page).toHaveURL(`${product.url}/`);
  }

  test('the first sign-in creates the person with the mapped role; a changed claim changes the role at the next', async ({ browser }) => {
    const email = uniqueEmail('sso');
    provider.accounts.set('olga', { email, email_verified: true, name: 'Olga SSO', groups: ['reviewers'] });
    const context = await browser.newContext({ baseURL: product.url });
    const page = await context.newPage();

    await signInWithSso(page, 'olga');
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu.getByRole('link', { name: '视频模板管理' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '视频任务管理' })).toHaveCount(0);
    // The session says how it began.
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Sessions' }).getByRole('listitem').filter({ hasText: 'This browser' })).toContainText(
      'Single sign-on',
    );

    provider.accounts.set('olga', { email, email_verified: true, name: 'Olga SSO', groups: ['operators'] });
    await logOut(page);
    await signInWithSso(page, 'olga');
    await expect(menu.getByRole('link', { name: '视频任务管理' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '视频模板管理' })).toHaveCount(0);
    await context.close();
  });

  test('an answer whose state was tampered with signs no one in, and /login says why', async ({ browser }) => {
    provider.accounts.set('tom', { email: uniqueEmail('sso-tampered'), email_verified: true });
    const context = await browser.newContext({ baseURL: product.url });
    const page = await context.newPage();
    // The provider's answer reaches the product through redirects, which Playwright's routes do not
    // see: Chromium's own request interception (Fetch) changes the state on its way back.
    const cdp = await context.newCDPSession(page);
    cdp.on('Fetch.requestPaused', (paused: { requestId: string; request: { url: string } }) => {
      const url = new URL(paused.request.url);
      url.searchParams.set('state', `${url.searchParams.get('state')}-tampered`);
      void cdp.send('Fetch.continueRequest', { requestId: paused.requestId, url: url.href });
    });
    await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/api/v1/login/oidc/callback?*', requestStage: 'Request' }] });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Acme SSO' }).click();
    await page.locator('input[name="login"]').fill('tom');
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await expect(page.getByText('The sign-in did not start in this browser, or took too long. Try again.')).toBeVisible();
    await expect(page).toHaveURL(`${product.url}/login`);
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
    await context.close();
  });

  test('where SSO is the only way in, /login hides the password form behind a disclosure for administrators', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: ssoOnly.url });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Sign in with Acme SSO' })).toBeVisible();
    await expect(page.getByPlaceholder('Email')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeHidden();
    const disclosure = page.getByRole('button', { name: 'Sign in with a password (administrators)' });
    await disclosure.click();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByPlaceholder('Email')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    // Sign-up is off there: no link to it even with the form shown.
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
    await context.close();
  });
});
