import { expect, test, type Page, type Request } from '@playwright/test';
import { E2E_BASE_URL, SUPERUSER } from '../support/env';
import { signedInContext } from '../support/session';

// The first screen of a fresh load: config.json is asked for once (the page's preload answers the
// app's own fetch), and the screen's code and texts (its remote, and the layout when signed in)
// are there before React's first render. So the screen appears whole, instead of after the app's
// page loader, which React keeps on screen for at least 300 ms once shown.

interface Seen {
  loader: boolean;
  headings: string[];
}

/**
 * Installs, before any page script, a record of what the first screen went through: whether the
 * app's page loader was ever shown, and every text its main heading had.
 */
async function recordFirstScreen(page: Page): Promise<() => Promise<Seen>> {
  await page.addInitScript(() => {
    const seen: Seen = { loader: false, headings: [] };
    (window as unknown as { __seen: Seen }).__seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="page-loader"]')) seen.loader = true;
      // The first heading on show: a signed-in visitor's page may carry the login screen's markup,
      // hidden (display: none) until the app renders.
      const heading = Array.from(document.querySelectorAll('main h1, h1')).find((element) => element.checkVisibility())?.textContent;
      if (heading && heading !== seen.headings.at(-1)) seen.headings.push(heading);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);
}

/**
 * Resolves once a request matching `first` was made and then no request made since this was called
 * was in flight for 300 ms. A request the page made before (the screen's data, still on its way)
 * is not counted when it ends.
 */
async function networkQuietAfter(page: Page, first: (url: string) => boolean): Promise<void> {
  let started = false;
  const inFlight = new Set<Request>();
  let last = Date.now();
  page.on('request', (request) => {
    started ||= first(request.url());
    inFlight.add(request);
    last = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await expect.poll(() => started && inFlight.size === 0 && Date.now() - last >= 300, { timeout: 10_000 }).toBe(true);
}

function countConfigRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/config.json') requests.push(request.url());
  });
  return requests;
}

for (const [path, button] of [
  ['/login', 'Log In'],
  ['/signup', 'Sign Up'],
] as const) {
  // The built-in server puts the runtime config in the page: no config.json round trip at all.
  test(`${path} renders its form in one go and takes the config from the page, never asking for config.json`, async ({ page }) => {
    const seen = await recordFirstScreen(page);
    const configRequests = countConfigRequests(page);
    await page.goto(path);
    await expect(page.getByRole('button', { name: button })).toBeVisible();
    expect((await seen()).loader).toBe(false);
    expect(configRequests).toHaveLength(0);
  });
}

test.describe('signed in, a fresh load', () => {
  for (const [path, heading] of [
    ['/', `Hi, ${SUPERUSER.email}`],
    ['/items', 'Items Management'],
    ['/settings', 'User Settings'],
  ] as const) {
    test(`of ${path} shows the layout and the screen whole, without the page loader`, async ({ browser, request }) => {
      const context = await signedInContext(browser, request);
      const page = await context.newPage();
      const first = await recordFirstScreen(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      // The admin entries are there from the start: the signed-in user is read before the first render.
      await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: '视频模板管理' })).toBeVisible();
      const seen = await first();
      expect(seen.loader).toBe(false);
      // The greeting never showed without the name.
      expect(seen.headings).toEqual([heading]);
      await context.close();
    });
  }
});

test("a fresh load of /admin starts the list's first calls with the page, and the app takes their answers instead of asking again", async ({
  browser,
  request,
}) => {
  const context = await signedInContext(browser, request);
  const page = await context.newPage();
  const listCalls: string[] = [];
  page.on('request', (call) => {
    if (new URL(call.url()).pathname === '/api/backend/video-template/list') listCalls.push(`${call.method()} ${call.url()}`);
  });
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: /全部模板/ })).toBeVisible();
  await expect(page.locator('main table tbody tr').first()).toBeVisible();
  // The rows come from the list's answer, so the app has asked for what it needs by now; a second
  // ask of any call, the app's own, would follow within moments. (The page's change stream stays
  // open, so the network never goes quiet here.)
  await expect.poll(() => listCalls.length).toBeGreaterThanOrEqual(6);
  await page.waitForTimeout(500);
  // The first page and each tab's count, each asked once.
  const query = (params: Record<string, string>) => `POST ${E2E_BASE_URL}/api/backend/video-template/list?${new URLSearchParams(params)}`;
  expect(listCalls.sort()).toEqual(
    [
      query({ limit: '10', skip: '0' }),
      query({ limit: '1', skip: '0' }),
      ...['待生成', '已生成', '待补全', '已上架'].map((status) => query({ limit: '1', skip: '0', template_status: status })),
    ].sort(),
  );
  // Asked by the page as its scripts finished running (DOMContentLoaded), long before the app's
  // first render would have asked.
  const started = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/backend/video-template/list'))
      .map((entry) => entry.startTime <= navigation!.domContentLoadedEventEnd);
  });
  expect(started).toEqual(Array(6).fill(true));
  await context.close();
});

test("the first screen's remote failing to load shows the error with Retry, which recovers it", async ({ page }) => {
  await page.route('**/remotes/account/**', (route) => route.abort());
  await page.goto('/login');
  const failure = page.getByTestId('remote-error');
  await expect(failure).toContainText('This part of the app could not be loaded.');

  await page.unroute('**/remotes/account/**');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});

test('a menu entry pointed at loads its remote, so the click shows the screen at once', async ({ browser, request }) => {
  const context = await signedInContext(browser, request);
  const page = await context.newPage();
  const seen = await recordFirstScreen(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Hi, ${SUPERUSER.email}`, level: 1 })).toBeVisible();

  const entry = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Items' });
  const quiet = networkQuietAfter(page, (url) => url.includes('/remotes/items/'));
  await entry.hover();
  await quiet; // its code, texts and pager: all the screen waits for
  await entry.click();
  await expect(page.getByRole('heading', { name: 'Items Management', level: 1 })).toBeVisible();
  expect((await seen()).loader).toBe(false);
  await context.close();
});

test('no script the page loads asks V8 to compile all of its functions up front', async ({ page }) => {
  // V8 then pre-parses each script as it arrives and compiles a function when it is first called.
  // Compiling the whole shell entry eagerly held the first screen back on a 2-core machine
  // (docs/decisions/0025-lazy-compile-of-the-shell-entry.md).
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(1);
  for (const body of scripts) expect(await body).not.toContain('allFunctionsCalledOnLoad');
});

test.describe("the login screen's markup in the page, before the app's code has run", () => {
  /** Holds the shell's entry script until the returned function is called: the page is then all there is. */
  async function holdTheApp(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test("takes the visitor's typing and their Log In, and the app signs them in with it once it is there", async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const markup = page.locator('#first-markup');
    await expect(markup.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toBeHidden();
    await markup.getByPlaceholder('Email').fill(SUPERUSER.email);
    await markup.getByPlaceholder('Password').fill(SUPERUSER.password);
    await markup.getByRole('button', { name: 'Log In' }).click();
    // Held by the page: no navigation, no request with the password in it.
    await expect(markup.locator('form[data-sent]')).toHaveCount(1);
    expect(new URL(page.url()).pathname).toBe('/login');

    release();
    await expect(page.getByRole('heading', { name: `Hi, ${SUPERUSER.email}`, level: 1 })).toBeVisible();
    await expect(markup).toHaveCount(0);
  });

  for (const [path, heading] of [
    ['/signup', 'Sign Up'],
    ['/recover-password', 'Password Recovery'],
  ] as const) {
    test(`${path} has its own, replaced by the app's screen`, async ({ page }) => {
      const release = await holdTheApp(page);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('#first-markup').getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      release();
      await expect(page.locator('#first-markup')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    });
  }

  test('is hidden from a signed-in visitor, who sees the spinner until their screen', async ({ browser, request }) => {
    const context = await signedInContext(browser, request);
    const page = await context.newPage();
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    // The server cannot know who is signed in: the markup is in the page, not on show.
    await expect(page.locator('#first-markup')).toHaveCount(1);
    await expect(page.locator('#first-markup')).toBeHidden();
    release();
    await expect(page.getByRole('heading', { name: `Hi, ${SUPERUSER.email}`, level: 1 })).toBeVisible();
    await context.close();
  });
});
