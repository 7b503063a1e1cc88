import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_BASE_URL, SUPERUSER } from '../support/env';
import { accessToken } from '../support/users';

// A page names, as <link rel="preload">, every file its route's first screen loads (the server
// writes the hints in the page, its boot script picks those of the visitor's session and
// language). The hints are right when a fresh load fetches exactly the hinted files, each once,
// and uses every one of them:
// - a file fetched but not hinted is found late, inside the file before it (one more round trip);
// - a hint never used is bytes the first screen did not need (Chromium says so in the console);
// - a file fetched twice is a preload the page's own request did not match (say, a different
//   crossorigin), so it was downloaded for nothing.
// The shell's entry (main.<hash>.js) is the one file fetched without a hint: the page names it
// itself, in a <script> element.

const UNUSED_PRELOAD = 'was preloaded using link preload but not used';
/** Chromium reports unused preloads 3 s after the load event; a second more for the report to arrive. */
const UNUSED_PRELOAD_REPORTED_AFTER_MS = 4000;
/** Preloaded and never used, on purpose: proves that the report of unused preloads is on. */
const CANARY = `${E2E_BASE_URL}/api/v1/utils/health-check/?unused-preload-canary`;

const SHELL_ENTRY = /^\/main\.[0-9a-f]{8}\.js$/;

/** The shell's and the remotes' code and data files: what a first screen's hints are about. */
function isFrontendFile(url: URL): boolean {
  if (url.origin !== E2E_BASE_URL) return false;
  if (/^\/(api|media)\//.test(url.pathname) || url.pathname === '/favicon.ico') return false;
  return /\.(js|json|css)$/.test(url.pathname);
}

interface FreshLoad {
  /** The page's preload hints, absolute. */
  hinted: string[];
  /** Each frontend file the page fetched, with how many times. */
  fetched: Map<string, number>;
  /** Chromium's reports of preloads the page never used (when waited for). */
  unused: string[];
}

interface LoadOptions {
  token?: string;
  language?: 'en' | 'zh-CN';
  /** Resolves once the first screen is usable. */
  ready: (page: Page) => Promise<void>;
  /** Waits for Chromium's report of unused preloads (some seconds after the load event). */
  reportUnused?: boolean;
  /** Adds a preload nobody uses, which the report must name. */
  canary?: boolean;
}

/** Opens `path` in a new context (empty cache), until its first screen is usable and the network has been quiet for a second. */
async function freshLoad(browser: Browser, path: string, options: LoadOptions): Promise<FreshLoad> {
  const localStorage = [
    ...(options.token ? [{ name: 'access_token', value: options.token }] : []),
    ...(options.language ? [{ name: 'language', value: options.language }] : []),
  ];
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    storageState: { cookies: [], origins: localStorage.length > 0 ? [{ origin: E2E_BASE_URL, localStorage }] : [] },
  });
  const page = await context.newPage();
  if (options.canary) {
    await page.addInitScript((href) => {
      document.addEventListener('DOMContentLoaded', () => {
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'fetch';
        link.crossOrigin = 'anonymous';
        link.href = href;
        document.head.appendChild(link);
      });
    }, CANARY);
  }

  const fetched = new Map<string, number>();
  const unused: string[] = [];
  const pending = new Set<unknown>();
  let lastActivity = Date.now();
  page.on('console', (message) => {
    if (message.text().includes(UNUSED_PRELOAD)) unused.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isFrontendFile(url) && !request.isNavigationRequest()) fetched.set(url.href, (fetched.get(url.href) ?? 0) + 1);
    // The change stream (server-sent events) stays open while the screen is.
    if (request.headers()['accept'] === 'text/event-stream') return;
    pending.add(request);
    lastActivity = Date.now();
  });
  const settled = (request: unknown) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);

  await page.goto(path);
  const loaded = Date.now();
  await options.ready(page);
  while (pending.size > 0 || Date.now() - lastActivity < 1000) await page.waitForTimeout(100);
  const hinted = (await page.$$eval('link[rel="preload"]', (links) => links.map((link) => (link as HTMLLinkElement).href))).filter(
    (href) => href !== CANARY,
  );
  if (options.reportUnused) {
    if (options.canary) {
      await expect
        .poll(() => unused.some((text) => text.includes(CANARY)), {
          message: 'Chromium reports a preload never used (the canary)',
          timeout: UNUSED_PRELOAD_REPORTED_AFTER_MS + 4000,
        })
        .toBe(true);
    }
    const left = loaded + UNUSED_PRELOAD_REPORTED_AFTER_MS - Date.now();
    if (left > 0) await page.waitForTimeout(left);
  }
  await context.close();
  return { hinted, fetched, unused: unused.filter((text) => !text.includes(CANARY)) };
}

const pathOf = (href: string) => new URL(href).pathname + new URL(href).search;
const listing = (hrefs: Iterable<string>) => [...hrefs].map(pathOf).sort().join('\n  ') || '(none)';

/** Every hinted file fetched, nothing fetched without a hint but the shell's entry, each file once, every hint used. */
function expectHintsMatch({ hinted, fetched, unused }: FreshLoad, route: string): void {
  const files = [...fetched.keys()];
  const entry = files.filter((href) => SHELL_ENTRY.test(new URL(href).pathname));
  expect(entry, `${route}: the shell's entry (main.<hash>.js) is fetched`).toHaveLength(1);
  const withoutEntry = files.filter((href) => !entry.includes(href));
  const lists = `${route}\nhinted:\n  ${listing(hinted)}\nfetched (besides the shell's entry):\n  ${listing(withoutEntry)}`;
  expect(hinted.length, `${route}: the page has hints\n${lists}`).toBeGreaterThan(0);
  expect(new Set(hinted).size, `${route}: a file is hinted twice\n${lists}`).toBe(hinted.length);
  expect(withoutEntry.map(pathOf).sort(), `${route}: the files fetched are the files hinted\n${lists}`).toEqual(hinted.map(pathOf).sort());
  const twice = files.filter((href) => fetched.get(href)! > 1).map((href) => `${pathOf(href)} (${fetched.get(href)} times)`);
  expect(twice, `${route}: files fetched more than once (a preload that the page's own request did not match)`).toEqual([]);
  expect(unused, `${route}: preloads never used`).toEqual([]);
}

const loginForm = async (page: Page) => {
  await expect(page.getByPlaceholder('Email')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
};
/** The items table with its rows (in any language). */
const itemsTable = async (page: Page) => {
  await expect(page.getByRole('table').locator('tbody tr:not([data-testid="skeleton-row"])').first()).toBeVisible();
};
const templatesList = async (page: Page) => {
  await expect(page.getByRole('heading', { name: '视频模板管理', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: '全部模板列表' }).getByRole('row').nth(1)).toBeVisible();
};

/** The hints the server writes in the page at `path` for a visitor's session and language preference. */
async function plannedHints(request: APIRequestContext, path: string, variant: string): Promise<string[]> {
  const html = await (await request.get(`${E2E_BASE_URL}${path}`)).text();
  const data = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(data, `${path}: the page carries its first screen's data`).toBeDefined();
  const { hints, variants } = JSON.parse(data!) as { hints: { href: string }[]; variants: Record<string, number[]> };
  return (variants[variant] ?? []).map((index) => new URL(hints[index]!.href, E2E_BASE_URL).href);
}

let token: string;
let itemId: string | undefined;

test.beforeAll(async ({ request }) => {
  token = await accessToken(request, SUPERUSER.email, SUPERUSER.password);
  // The items screen shows its table (not the empty state) when the user has an item.
  const response = await request.post(`${E2E_BASE_URL}/api/v1/items/`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: `First screen hints ${Date.now()}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  itemId = ((await response.json()) as { id: string }).id;
});

test.afterAll(async ({ request }) => {
  if (itemId) await request.delete(`${E2E_BASE_URL}/api/v1/items/${itemId}`, { headers: { Authorization: `Bearer ${token}` } });
});

test('/login, signed out: the page hints exactly the files its form loads, each fetched once and used', async ({ browser }) => {
  const load = await freshLoad(browser, '/login', { ready: loginForm, reportUnused: true, canary: true });
  expectHintsMatch(load, '/login, signed out');
  expect(load.hinted.some((href) => pathOf(href).startsWith('/remotes/account/'))).toBe(true);
});

test('/items, signed in: the page hints exactly the files of the layout and the items table, each fetched once and used', async ({
  browser,
}) => {
  const load = await freshLoad(browser, '/items', { token, ready: itemsTable, reportUnused: true });
  expectHintsMatch(load, '/items, signed in');
  expect(load.hinted.some((href) => pathOf(href).startsWith('/remotes/items/'))).toBe(true);
});

test('/items, signed in, in Chinese: the hints name the Chinese texts and no English ones', async ({ browser }) => {
  const load = await freshLoad(browser, '/items', { token, language: 'zh-CN', ready: itemsTable });
  expectHintsMatch(load, '/items, signed in, zh-CN');
  const texts = load.hinted.map(pathOf).filter((path) => path.includes('texts-'));
  expect(
    texts.some((path) => path.includes('texts-zh-CN')),
    `texts hinted:\n${texts.join('\n')}`,
  ).toBe(true);
  expect(
    texts.filter((path) => path.includes('texts-en')),
    'English texts hinted under the zh-CN preference',
  ).toEqual([]);
});

test('/admin, signed in: the page hints exactly the files of the templates list, each fetched once and used', async ({ browser }) => {
  const load = await freshLoad(browser, '/admin', { token, ready: templatesList, reportUnused: true });
  expectHintsMatch(load, '/admin, signed in');
  expect(load.hinted.some((href) => pathOf(href).startsWith('/remotes/templates/'))).toBe(true);
});

test('/items, signed out: the page hints the files of /login, where it lands, and none of the items remote', async ({
  browser,
  request,
}) => {
  const load = await freshLoad(browser, '/items', { ready: loginForm });
  expectHintsMatch(load, '/items, signed out');
  const login = await plannedHints(request, '/login', 'out:default');
  expect(load.hinted.map(pathOf).sort()).toEqual(login.map(pathOf).sort());
  expect(load.hinted.some((href) => pathOf(href).startsWith('/remotes/account/'))).toBe(true);
  expect(load.hinted.filter((href) => pathOf(href).startsWith('/remotes/items/'))).toEqual([]);
});
