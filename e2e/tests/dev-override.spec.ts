import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDevAgainst, type DevAgainstServer } from '../support/dev-against-server';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { developmentBar, startOverrideFromPage } from '../support/dev-override';
import { E2E_BASE_URL, SUPERUSER } from '../support/env';
import { freePort } from '../support/free-port';
import { registerWithKey, releaseLive, retireModule } from '../support/module-release';
import { personWithRoles, signedInAs } from '../support/people-with-roles';
import { ROOT } from '../support/redeploy';
import { accessToken, type TestUser } from '../support/users';

// A developer works on a module inside the real product: the module is live (its production build,
// released and promoted), the developer runs `video-admin dev --against <product>`, and their
// browser alone loads the module from that dev server, in the real shell, with the development
// bar; an edit shows there without a page load; End returns to the live release. Everybody
// else, and every other browser, gets the live release. The fixture is copied to throwaway
// folders (one released, one served by the dev server) and only the copies change.
const FIXTURE = join(ROOT, 'e2e', 'fixtures', 'remote-hot-reload');
const WORK = join(ROOT, 'e2e', '.tmp', `dev-override-${process.pid}`);
const RELEASED = join(WORK, 'released', 'remote-hot-reload');
const DEVELOPED = join(WORK, 'developed', 'remote-hot-reload');
const MODULE = {
  name: 'remote-hot-reload',
  segment: 'hot-reload',
  config_key: 'hotReload',
  display_name: { en: 'Hot reload', 'zh-CN': '热重载' },
};
const LIVE_TEXT = 'Hello from the first version';
const DEVELOPMENT_TEXT = 'Hello from the development server';
const EDITED_TEXT = 'Hello from the edited source';

/** The paths a run could leave something in; the same before and after. */
const repositoryState = () => execFileSync('git', ['status', '--porcelain', '--', 'e2e', 'kit'], { cwd: ROOT, encoding: 'utf8' });

function copyFixture(to: string) {
  cpSync(FIXTURE, to, { recursive: true, filter: (source) => !/[/\\](node_modules|dist)$/.test(source) });
}

function replaceIn(folder: string, source: string, from: string, to: string) {
  const file = join(folder, 'src', source);
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${source} has no ${JSON.stringify(from)}`);
  writeFileSync(file, text.replace(from, to));
}

/** The greeting is in a module that exports only a component: React Refresh swaps it in place. */
const replaceGreeting = (folder: string, from: string, to: string) => replaceIn(folder, 'greeting.tsx', from, to);

/** A page runs the shell's copy on React's development build (with React Refresh's runtime). */
const runsReactDevelopment = (page: Page) =>
  page.evaluate(() => Boolean(document.querySelector('script[src^="/react-development/"]') && '__VIDEO_ADMIN_REACT_REFRESH__' in window));

const screenText = (page: Page, text: string) => page.getByRole('heading', { name: text });
const menuEntry = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Hot reload' });

test.describe.serial('a module developed inside the real product', () => {
  let request: APIRequestContext;
  let admin: Record<string, string>;
  let developer: TestUser;
  let devServer: DevAgainstServer | undefined;
  let devOrigin = '';
  let developerContext: BrowserContext | undefined;
  let developerPage: Page;
  let registered = false;
  let before = '';

  test.beforeAll(async ({ playwright }) => {
    // the fixture's production build and its dev server's first build, side by side (two cores)
    test.setTimeout(120_000);
    before = repositoryState();
    request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    admin = { authorization: `Bearer ${await accessToken(request, SUPERUSER.email, SUPERUSER.password)}` };
    developer = await personWithRoles(request, admin, ['developer']);

    rmSync(WORK, { recursive: true, force: true });
    copyFixture(RELEASED);
    copyFixture(DEVELOPED);
    replaceGreeting(DEVELOPED, LIVE_TEXT, DEVELOPMENT_TEXT);
    const port = await freePort();
    devOrigin = `http://localhost:${port}`;

    const key = await registerWithKey(request, admin, MODULE);
    registered = true;
    const [released, started] = await Promise.allSettled([releaseLive(RELEASED, key), startDevAgainst(DEVELOPED, E2E_BASE_URL, port)]);
    // kept for afterAll even when the release failed, so that it is stopped
    if (started.status === 'fulfilled') devServer = started.value;
    if (released.status === 'rejected') throw released.reason;
    if (started.status === 'rejected') throw started.reason;
    const releaseId = released.value;
    expect(releaseId).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
    const live = (await (await request.get(`/api/v1/releases/${MODULE.name}`, { headers: admin })).json()) as { live: string };
    expect(live.live).toBe(releaseId);
  });

  test.afterAll(async () => {
    devServer?.stop();
    await developerContext?.close();
    if (registered) {
      await retireModule(request, admin, MODULE.name);
      // the next page loads know nothing of it, as before this test
      const config = (await (await request.get('/config.json')).json()) as { releases?: Record<string, unknown> };
      expect(config.releases?.[MODULE.config_key]).toBeUndefined();
    }
    await request?.dispose();
    rmSync(WORK, { recursive: true, force: true });
    expect(repositoryState()).toBe(before);
  });

  test("the developer's browser shows the dev server's module in the real shell; another browser gets the live release", async ({
    browser,
  }) => {
    expect(devServer!.output()).toContain('compiled successfully');
    const link = devServer!.link();
    expect(link).toBe(
      `${E2E_BASE_URL}/admin/releases/develop?module=${MODULE.name}&url=${encodeURIComponent(`${devOrigin}/mf-manifest.json`)}`,
    );
    const url = new URL(link).searchParams.get('url')!;

    developerContext = await signedInAs(browser, request, developer);
    developerPage = await developerContext.newPage();
    // The printed link asks first (the releases screen's language: Chinese by default), and Load
    // starts the override and opens the module's screen.
    await developerPage.goto(link);
    await expect(
      developerPage.getByRole('heading', { level: 2, name: `在此浏览器中从 ${new URL(url).origin} 加载 ${MODULE.name}？` }),
    ).toBeVisible();
    await developerPage.getByRole('button', { name: '加载' }).click();
    await developerPage.waitForURL((address) => address.pathname === '/hot-reload');

    const developed = await developerPage.goto('/hot-reload');
    await expect(screenText(developerPage, DEVELOPMENT_TEXT)).toBeVisible({ timeout: 20_000 });
    await expect(menuEntry(developerPage)).toBeVisible();
    await expect(developmentBar(developerPage)).toHaveText(
      new RegExp(`^Development: ${MODULE.name} → ${devOrigin} \\(this browser only\\)End$`),
    );
    expect(developed!.headers()['content-security-policy']).toContain(devOrigin);
    expect(await runsReactDevelopment(developerPage)).toBe(true);

    // The same person's fresh browser, and the superuser's: the live release, no bar, no dev origin.
    for (const user of [developer, { email: SUPERUSER.email, password: SUPERUSER.password, fullName: '' }]) {
      const context = await signedInAs(browser, request, user);
      const page = await context.newPage();
      const live = await page.goto('/hot-reload');
      await expect(screenText(page, LIVE_TEXT)).toBeVisible({ timeout: 20_000 });
      await expect(menuEntry(page)).toBeVisible();
      await expect(developmentBar(page)).toHaveCount(0);
      expect(await runsReactDevelopment(page)).toBe(false);
      expect(live!.headers()['content-security-policy'] ?? '').not.toContain(`localhost:${new URL(devOrigin).port}`);
      await context.close();
    }
  });

  test("an edit in the source shows in the page within 10 s, without a page load, keeping the component's state", async () => {
    let navigations = 0;
    developerPage.on('framenavigated', (frame) => {
      if (frame === developerPage.mainFrame()) navigations += 1;
    });
    await developerPage.evaluate(() => ((window as { __marker?: string }).__marker = 'kept'));
    await developerPage.getByRole('button', { name: 'Remote clicks: 0' }).click();
    await developerPage.getByRole('button', { name: 'Remote clicks: 1' }).click();
    await expect(developerPage.getByRole('button', { name: 'Remote clicks: 2' })).toBeVisible();

    replaceGreeting(DEVELOPED, DEVELOPMENT_TEXT, EDITED_TEXT);

    await expect(screenText(developerPage, EDITED_TEXT)).toBeVisible({ timeout: 10_000 });
    // React Refresh swapped the component in place: its state is the one the clicks left
    await expect(developerPage.getByRole('button', { name: 'Remote clicks: 2' })).toBeVisible();
    expect(navigations).toBe(0);
    expect(await developerPage.evaluate(() => (window as { __marker?: string }).__marker)).toBe('kept');
    await expect(developmentBar(developerPage)).toBeVisible();
    await expect(menuEntry(developerPage)).toBeVisible();

    // The exposed module exports more than components: its edit remounts the module's screen alone.
    replaceIn(DEVELOPED, 'app.tsx', 'Screen note one', 'Screen note two');
    await expect(developerPage.getByText('Screen note two')).toBeVisible({ timeout: 10_000 });
    await expect(developerPage.getByRole('button', { name: 'Remote clicks: 0' })).toBeVisible();
    await expect(screenText(developerPage, EDITED_TEXT)).toBeVisible();
    expect(navigations).toBe(0);
    expect(await developerPage.evaluate(() => (window as { __marker?: string }).__marker)).toBe('kept');
    await expect(developmentBar(developerPage)).toBeVisible();
    await expect(menuEntry(developerPage)).toBeVisible();
  });

  test('the bar fits a phone, is the first keyboard stop, and passes axe', async () => {
    await developerPage.setViewportSize({ width: 390, height: 844 });
    // a fresh page: the clicks above moved the keyboard's starting point into the module's screen
    await developerPage.reload();
    await expect(screenText(developerPage, EDITED_TEXT)).toBeVisible({ timeout: 20_000 });
    const box = await developmentBar(developerPage).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await developerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await developerPage.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await developerPage.locator('body').focus();
    await developerPage.keyboard.press('Tab');
    await expect(developmentBar(developerPage).getByRole('button', { name: 'End' })).toBeFocused();
    await expectNoSeriousA11yViolations(developerPage, 'development bar', '[data-testid="dev-override-bar"]');
    await developerPage.setViewportSize({ width: 1366, height: 900 });
  });

  test("a dev server that stops: the module's error panel with Retry in that browser, the bar still there", async () => {
    devServer!.stop();
    await developerPage.reload();
    await expect(developerPage.getByText(/This part of the app could not be loaded|无法加载/).first()).toBeVisible({ timeout: 20_000 });
    await expect(developerPage.getByRole('button', { name: /^(Retry|重试)$/ })).toBeVisible();
    await expect(developmentBar(developerPage)).toBeVisible();
    await expect(menuEntry(developerPage)).toBeVisible();
  });

  test('End in the bar returns to the live release', async () => {
    await developmentBar(developerPage).getByRole('button', { name: 'End' }).click();
    await expect(screenText(developerPage, LIVE_TEXT)).toBeVisible({ timeout: 20_000 });
    await expect(developmentBar(developerPage)).toHaveCount(0);
    const current = await developerPage.evaluate(async () => {
      const response = await fetch('/api/v1/frontend-overrides/current', {
        headers: { Authorization: `Bearer ${window.localStorage.getItem('access_token') ?? ''}` },
      });
      return response.status;
    });
    expect(current).toBe(404);
  });

  test('a person without releases.develop is refused', async ({ browser }) => {
    const viewer = await personWithRoles(request, admin, ['viewer']);
    const context = await signedInAs(browser, request, viewer);
    const page = await context.newPage();
    await page.goto(devServer!.link());
    await expect(page.getByText(/^(No permission|没有权限)$/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Load|加载)$/ })).toHaveCount(0);
    expect(await startOverrideFromPage(page, MODULE.name, `${devOrigin}/mf-manifest.json`)).toBe(403);
    await page.goto('/hot-reload');
    await expect(screenText(page, LIVE_TEXT)).toBeVisible({ timeout: 20_000 });
    await expect(developmentBar(page)).toHaveCount(0);
    await context.close();
  });
});
