import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E_BASE_URL, SUPERUSER } from '../support/env';

// Issue 9's byte budgets, on the production build as `npm start` serves it (gzip). Bytes are the
// encoded bodies over the network (request.sizes().responseBodySize) of every .js and .css file,
// the same way `npm run bench -- frontend` counts them (see bench/frontend.mjs for the details).
//
// Each budget names the issue's figure and what the build reaches today. Where the issue's figure
// is met it is enforced; where it is not met yet, the test enforces the figure reached plus a small
// margin, so any regression fails while the gap stays visible here.
const KB = 1024;
const BUDGETS = {
  login: { issue: 180 * KB, reached: 238.7 * KB },
  // Not in the issue: /login as browsers fetch it (brotli), from the build's precompressed copies
  // (brotli at its strongest: 243.7 KB, against the 286 KB that compressing per answer sent, before the
  // shell's shared modules went into its entry file, the federation runtime was shipped once and the
  // toaster loaded with the first toast).
  loginBrotli: { issue: 180 * KB, reached: 203.1 * KB },
  // Not in the issue either: /login's page itself as browsers fetch it (brotli): the login screen's
  // markup with its CSS (decision 0024), the page's data and its boot script.
  loginPage: { issue: 0, reached: 7.3 * KB },
  remotes: {
    account: { issue: 60 * KB, reached: 50.7 * KB },
    items: { issue: 60 * KB, reached: 52.7 * KB },
    templates: { issue: 60 * KB, reached: 58.8 * KB },
    'video-tasks': { issue: 60 * KB, reached: 53.8 * KB },
    // The users screen's list; its row menus, dialogs and audit log load on first use.
    users: { issue: 60 * KB, reached: 54.1 * KB },
    // The releases screen's modules; its dialogs, deploy keys and load health load on first use.
    releases: { issue: 60 * KB, reached: 53.0 * KB },
  },
};
const MARGIN = 1.03;
/** The issue's figure when it is met, otherwise the figure reached plus the margin. */
function limit({ issue, reached }: { issue: number; reached: number }): number {
  return reached <= issue ? issue : Math.round(reached * MARGIN);
}

interface Fetched {
  path: string;
  bytes: number;
}

/** Records the JS and CSS files a page fetches from the product's origin, with their encoded sizes. */
function recordCode(page: Page) {
  const files: Fetched[] = [];
  const pending = new Set<unknown>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    // The change stream (server-sent events) stays open while the screen is: it carries no code,
    // and waiting for it to finish would wait for ever.
    if (request.headers()['accept'] === 'text/event-stream') return;
    pending.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfailed', (request) => {
    pending.delete(request);
    lastActivity = Date.now();
  });
  page.on('requestfinished', async (request) => {
    try {
      const url = new URL(request.url());
      if (url.origin === E2E_BASE_URL && /\.(js|css)$/.test(url.pathname)) {
        files.push({ path: url.pathname, bytes: (await request.sizes()).responseBodySize });
      }
    } finally {
      pending.delete(request);
      lastActivity = Date.now();
    }
  });
  return {
    files,
    /** Waits until the network has been quiet for a second, so code fetched lazily just after counts too. */
    async quiet(): Promise<void> {
      while (pending.size > 0 || Date.now() - lastActivity < 1000) await new Promise((resolve) => setTimeout(resolve, 100));
    },
    reset(): void {
      files.length = 0;
    },
  };
}

// Chromium's console warning for a <link rel="preload"> whose file the page did not use within 3 s
// of its load event: bytes the first screen downloaded for nothing (or a preload its later request
// did not match, so downloaded twice).
const UNUSED_PRELOAD = 'was preloaded using link preload but not used';

/** Records Chromium's reports of preloads a page never used. */
function recordUnusedPreloads(page: Page) {
  const reports: string[] = [];
  let loadedAt: number | null = null;
  page.on('load', () => {
    loadedAt ??= Date.now();
  });
  page.on('console', (message) => {
    if (message.text().includes(UNUSED_PRELOAD)) reports.push(message.text());
  });
  return {
    reports,
    /** Waits until Chromium has judged the page's preloads (it does 3 s after the load event). */
    async judged(): Promise<void> {
      await expect.poll(() => loadedAt !== null).toBe(true);
      const left = loadedAt! + 4000 - Date.now();
      if (left > 0) await page.waitForTimeout(left);
    },
  };
}

const total = (files: Fetched[]) => files.reduce((sum, file) => sum + file.bytes, 0);
const listing = (files: Fetched[]) =>
  [...files]
    .sort((a, b) => b.bytes - a.bytes)
    .map((file) => `${(file.bytes / KB).toFixed(1).padStart(7)} KB  ${file.path}`)
    .join('\n');
const remoteOf = (path: string) => /^\/remotes\/([^/]+)\//.exec(path)?.[1] ?? null;

async function gzipContext(browser: Browser, token?: string) {
  return browser.newContext({
    baseURL: E2E_BASE_URL,
    // The budget is written for gzip; left alone Chromium also offers br, which the server prefers.
    extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate' },
    storageState: token
      ? { cookies: [], origins: [{ origin: E2E_BASE_URL, localStorage: [{ name: 'access_token', value: token }] }] }
      : undefined,
  });
}

/** The JS and CSS files /login fetches, signed out, until its form is usable and the network is quiet. */
async function loginCode(context: BrowserContext): Promise<Fetched[]> {
  const page = await context.newPage();
  const code = recordCode(page);
  const preloads = recordUnusedPreloads(page);
  await page.goto('/login');
  await expect(page.getByPlaceholder('Email')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
  await code.quiet();
  await preloads.judged();
  await context.close();
  expect(preloads.reports, '/login preloaded files it never used').toEqual([]);
  return code.files;
}

test('/login, signed out, loads at most its byte budget of JS and CSS and no remote but the account remote', async ({ browser }) => {
  const files = await loginCode(await gzipContext(browser));
  const bytes = total(files);
  const max = limit(BUDGETS.login);
  console.log(
    `/login: ${(bytes / KB).toFixed(1)} KB gzip in ${files.length} files (limit ${(max / KB).toFixed(1)} KB; issue 9: 180 KB)\n${listing(files)}`,
  );
  const foreign = files.filter((file) => remoteOf(file.path) !== null && remoteOf(file.path) !== 'account');
  expect(foreign, 'code of a remote other than the account remote was loaded on /login').toEqual([]);
  expect(
    bytes,
    `JS+CSS on /login, gzip (issue 9: ${BUDGETS.login.issue / KB} KB; reached ${(BUDGETS.login.reached / KB).toFixed(1)} KB)\n${listing(files)}`,
  ).toBeLessThanOrEqual(max);
});

test("/login as browsers fetch it (brotli) comes from the build's precompressed copies", async ({ browser }) => {
  const files = await loginCode(await browser.newContext({ baseURL: E2E_BASE_URL }));
  const bytes = total(files);
  const max = limit(BUDGETS.loginBrotli);
  console.log(`/login: ${(bytes / KB).toFixed(1)} KB brotli (limit ${(max / KB).toFixed(1)} KB)`);
  expect(
    bytes,
    `JS+CSS on /login, brotli (reached ${(BUDGETS.loginBrotli.reached / KB).toFixed(1)} KB)\n${listing(files)}`,
  ).toBeLessThanOrEqual(max);
});

test("/login's page, with the login screen's markup in it, stays within its budget", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  const response = await page.goto('/login');
  expect(response!.headers()['content-encoding']).toBe('br');
  const bytes = (await response!.request().sizes()).responseBodySize;
  await context.close();
  const max = limit(BUDGETS.loginPage);
  console.log(`/login's page: ${(bytes / KB).toFixed(1)} KB brotli (limit ${(max / KB).toFixed(1)} KB)`);
  expect(bytes, `/login's page, brotli (reached ${(BUDGETS.loginPage.reached / KB).toFixed(1)} KB)`).toBeLessThanOrEqual(max);
});

const SCREENS = [
  { remote: 'account', link: 'User Settings', heading: 'User Settings' },
  { remote: 'items', link: 'Items', heading: 'Items Management' },
  { remote: 'templates', link: '视频模板管理', heading: '视频模板管理' },
  { remote: 'video-tasks', link: '视频任务管理', heading: '视频任务管理' },
  { remote: 'users', link: '用户管理', heading: '用户管理' },
  { remote: 'releases', link: '发布管理', heading: '发布管理' },
] as const;

for (const screen of SCREENS) {
  test(`opening the ${screen.remote} remote's screen fetches only that remote's code, within its budget`, async ({ browser, request }) => {
    const login = await request.post(`${E2E_BASE_URL}/api/v1/login/access-token`, {
      form: { username: SUPERUSER.email, password: SUPERUSER.password },
    });
    expect(login.ok()).toBe(true);
    const { access_token: token } = (await login.json()) as { access_token: string };

    const context = await gzipContext(browser, token);
    const page = await context.newPage();
    const code = recordCode(page);
    const preloads = recordUnusedPreloads(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: `Hi, ${SUPERUSER.email}` })).toBeVisible();
    await code.quiet();
    const beforeRemote = [...code.files];
    code.reset();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: screen.link, exact: true }).click();
    await expect(page.getByRole('heading', { name: screen.heading, exact: true })).toBeVisible();
    await code.quiet();
    await preloads.judged();
    await context.close();

    expect(preloads.reports, 'the dashboard (/) preloaded files it never used').toEqual([]);
    expect(
      beforeRemote.filter((file) => remoteOf(file.path) !== null),
      'remote code loaded on the dashboard',
    ).toEqual([]);
    const others = code.files.filter((file) => remoteOf(file.path) !== null && remoteOf(file.path) !== screen.remote);
    expect(others, `code of other remotes loaded when opening ${screen.remote}`).toEqual([]);
    const own = code.files.filter((file) => remoteOf(file.path) === screen.remote);
    const bytes = total(own);
    const budget = BUDGETS.remotes[screen.remote];
    const max = limit(budget);
    console.log(
      `${screen.remote}: own code ${(bytes / KB).toFixed(1)} KB gzip (limit ${(max / KB).toFixed(1)} KB; issue 9: 60 KB)\n${listing(code.files)}`,
    );
    expect(
      bytes,
      `${screen.remote}'s own code, gzip (issue 9: under ${budget.issue / KB} KB; reached ${(budget.reached / KB).toFixed(1)} KB)\n${listing(own)}`,
    ).toBeLessThanOrEqual(max);
  });
}
