import { expect, test, type Page } from '@playwright/test';

// The first screen of a fresh load: config.json is asked for once (the page's preload answers the
// app's own fetch), and a public screen's remote and texts are there before React's first render,
// so the form appears whole instead of after a spinner React keeps for at least 300 ms.

/** Installs, before any page script, a record of whether a Fluent spinner was ever in the page. */
async function recordSpinners(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const seen = { spinner: false };
    (window as unknown as { __spinnerSeen: typeof seen }).__spinnerSeen = seen;
    new MutationObserver(() => {
      if (!seen.spinner && document.querySelector('.fui-Spinner')) seen.spinner = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __spinnerSeen: { spinner: boolean } }).__spinnerSeen.spinner);
}

for (const [path, button] of [
  ['/login', 'Log In'],
  ['/signup', 'Sign Up'],
] as const) {
  test(`${path} renders its form in one go and asks for config.json once`, async ({ page }) => {
    const spinnerSeen = await recordSpinners(page);
    const configRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/config.json') configRequests.push(request.url());
    });
    await page.goto(path);
    await expect(page.getByRole('button', { name: button })).toBeVisible();
    expect(await spinnerSeen()).toBe(false);
    expect(configRequests).toHaveLength(1);
  });
}

test("the first screen's remote failing to load shows the error with Retry, which recovers it", async ({ page }) => {
  await page.route('**/remotes/account/**', (route) => route.abort());
  await page.goto('/login');
  const failure = page.getByTestId('remote-error');
  await expect(failure).toContainText('This part of the app could not be loaded.');

  await page.unroute('**/remotes/account/**');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});
