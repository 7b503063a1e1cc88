import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { accessToken, signUpViaApi } from '../support/users';
import { createItemsViaApi, chooseRowAction } from '../support/items';
import { buildChangedCopy, editJson, ROOT } from '../support/redeploy';
import { liveRelease, publish, releases } from '../support/releases';
import { logIn } from '../support/session';
import { expectToast } from '../support/toast';
import { SUPERUSER } from '../support/env';

// Releases of remote-items while the product serves: A is the live release the product started
// with, B a build of changed sources. Serial: each test leaves A live again, the last prunes B.
test.describe.configure({ mode: 'serial' });

let releaseA: string;
let releaseB: string;

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  releaseA = await liveRelease(request, 'items');
  const nextBuild = buildChangedCopy('remote-items', (copy) =>
    editJson(join(copy, 'src', 'locales', 'en.json'), (texts) => {
      texts.title = 'Items Management (next release)';
      (texts.add as Record<string, string>).title = 'Add Item (next release)';
    }),
  );
  releaseB = publish('remote-items', nextBuild);
});

test.afterEach(() => {
  releases('promote', 'remote-items', releaseA);
});

/** URLs of remote-items' files this page fetches from now on, with their status. */
function itemsRequests(page: Page): { url: string; status: number }[] {
  const seen: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/remotes/items/'))
      seen.push({ url: new URL(response.url()).pathname, status: response.status() });
  });
  return seen;
}

/** The shell release a page comes from (the server names it in a meta element). */
const shellReleaseOf = (html: string) => /<meta name="shell-release" content="([^"]+)"/.exec(html)?.[1];

test('an open tab keeps running its release after the next is promoted; a reload shows the next; rollback brings the first back', async ({
  page,
  request,
}) => {
  const shellBefore = shellReleaseOf(await (await request.get('/')).text());
  expect(shellBefore).toBeTruthy();
  await createItemsViaApi(request, await accessToken(request, SUPERUSER.email, SUPERUSER.password), ['Release check item']);
  await logIn(page);
  await page.goto('/items');
  await expect(page.getByRole('heading', { name: 'Items Management', exact: true })).toBeVisible();

  const fetched = itemsRequests(page);
  releases('promote', 'remote-items', releaseB);

  // Lazily loaded parts of the screen, first opened after the promote: A's code and texts.
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Item', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await chooseRowAction(page, 'Release check item', 'Delete Item');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  expect(fetched.length).toBeGreaterThan(0);
  for (const { url, status } of fetched) {
    expect(url.startsWith(`/remotes/items/${releaseA}/`), url).toBe(true);
    expect(status, url).toBe(200);
  }

  // Support can see it: this tab runs A, B is live.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'About' }).click();
  const items = page.getByRole('dialog', { name: 'About this app' }).getByTestId('release-items');
  await expect(items.getByRole('cell').nth(1)).toContainText(releaseA);
  await expect(items.getByRole('cell').nth(2)).toContainText(releaseB);
  await page.getByRole('button', { name: 'Close' }).click();

  // The next page load runs B; the shell did not change.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Items Management (next release)' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Item (next release)' })).toBeVisible();
  await page.keyboard.press('Escape');
  // The page is the same shell release; its runtime config names B, the remote's live release.
  const pageAfter = await (await request.get('/')).text();
  expect(shellReleaseOf(pageAfter)).toBe(shellBefore);
  expect(pageAfter).toContain(`/remotes/items/${releaseB}/mf-manifest.json`);

  // Rollback: A for the next load, nothing built.
  expect(releases('rollback', 'remote-items')).toContain(`remote-items: rollback ${releaseB} -> ${releaseA}`);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Items Management', exact: true })).toBeVisible();
});

test('a remote built against an incompatible major of a shared library: the promote is refused with the reason; forced, the shell refuses it plainly', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const skewedBuild = buildChangedCopy('remote-items', (copy) =>
    editJson(join(copy, 'package.json'), (pkg) => {
      (pkg.dependencies as Record<string, string>).react = '20.0.0';
    }),
  );
  const skewed = publish('remote-items', skewedBuild);
  expect(() => releases('promote', 'remote-items', skewed)).toThrow(
    /does not fit the live shell \S+: .*\breact needs \^20\.0\.0, the shell provides 19\.3\.1/,
  );

  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await logIn(page);
  releases('promote', 'remote-items', skewed, '--force');
  await page.goto('/items');
  const failure = page.getByTestId('remote-error');
  await expect(failure).toContainText('react: needs ^20.0.0, the shell provides 19.3.1');
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(consoleErrors.join('\n')).toContain('Remote "items" is incompatible with this shell');
  // The rest of the app is unaffected.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible();
});

test('the admin API lists, promotes and rolls back for superusers only, with plain refusals', async ({ request }) => {
  const admin = { Authorization: `Bearer ${await accessToken(request, SUPERUSER.email, SUPERUSER.password)}` };
  const user = await signUpViaApi(request);
  const userHeaders = { Authorization: `Bearer ${await accessToken(request, user.email, user.password)}` };

  expect((await request.get('/api/v1/releases/')).status()).toBe(401);
  expect((await request.get('/api/v1/releases/', { headers: userHeaders })).status()).toBe(403);
  expect(
    (await request.post('/api/v1/releases/remote-items/promote', { headers: userHeaders, data: { release_id: releaseA } })).status(),
  ).toBe(403);
  expect((await request.post('/api/v1/releases/remote-items/rollback', { headers: userHeaders })).status()).toBe(403);

  const listed = await request.get('/api/v1/releases/remote-items', { headers: admin });
  expect(((await listed.json()) as { live: string }).live).toBe(releaseA);
  const unknownRemote = await request.post('/api/v1/releases/remote-nope/promote', { headers: admin, data: { release_id: releaseA } });
  expect(unknownRemote.status()).toBe(404);
  expect(((await unknownRemote.json()) as { detail: string }).detail).toContain('Unknown frontend "remote-nope"');
  const unknownRelease = await request.post('/api/v1/releases/remote-items/promote', {
    headers: admin,
    data: { release_id: '0.0.0-nothere' },
  });
  expect(unknownRelease.status()).toBe(404);
  expect(await unknownRelease.json()).toEqual({ detail: 'remote-items has no release "0.0.0-nothere"' });

  // A release built against React 20, published by the release command, promoted over HTTP.
  const skewed = publish('remote-items', writeSkewedBuild());
  const refused = await request.post('/api/v1/releases/remote-items/promote', { headers: admin, data: { release_id: skewed } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { detail: string }).detail).toMatch(
    /does not fit the live shell \S+: react needs \^20\.0\.0, the shell provides 19\.3\.1/,
  );

  const promoted = await request.post('/api/v1/releases/remote-items/promote', { headers: admin, data: { release_id: releaseB } });
  expect(await promoted.json()).toEqual({ frontend: 'remote-items', live: releaseB, previous: releaseA });
  expect(await liveRelease(request, 'items')).toBe(releaseB);
  const rolledBack = await request.post('/api/v1/releases/remote-items/rollback', { headers: admin });
  expect(await rolledBack.json()).toEqual({ frontend: 'remote-items', live: releaseA, previous: releaseB });
  expect(await liveRelease(request, 'items')).toBe(releaseA);
});

test('retention keeps what open tabs need; a tab whose release was pruned anyway moves to the live one where it was, with a notice, not the error panel', async ({
  page,
}) => {
  releases('promote', 'remote-items', releaseB);
  await logIn(page);
  await page.goto('/items');
  await expect(page.getByRole('heading', { name: 'Items Management (next release)' })).toBeVisible();

  releases('promote', 'remote-items', releaseA);
  // B was live a moment ago: the default retention keeps it for the tabs that run it.
  expect(releases('prune')).toMatch(new RegExp(`keep +remote-items ${releaseB} \\(`));
  // Pruned anyway (nothing kept for tabs): its files are gone.
  expect(releases('prune', '--delete', '--keep', '0', '--live-within-minutes', '0')).toContain(`delete remote-items ${releaseB}`);

  // The tab asks for a chunk of B: it gets A, on the same screen, and says so.
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByRole('heading', { name: 'Items Management', exact: true })).toBeVisible();
  await expectToast(page, 'Items was updated to a new version.');
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  await expect(page).toHaveURL(/\/items$/);
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Item', exact: true })).toBeVisible();
});

/** The smallest build the release command takes: a manifest needing React 20 and an entry. */
function writeSkewedBuild(): string {
  const dir = join(ROOT, 'e2e', '.tmp', 'remote-items-react20');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const shared = [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }];
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: '0.1.0' } }, shared }));
  writeFileSync(join(dir, 'remoteEntry.js'), 'var items;');
  // Every remote's build declares what it mounts.
  const mounts = { defaultLanguage: 'en', routes: [{ path: '/items', module: 'App', session: 'signed-in' }], menu: [] };
  writeFileSync(join(dir, 'mounts.json'), JSON.stringify(mounts));
  return dir;
}
