import { userInfo } from 'node:os';
import { expect, test, type Browser } from '@playwright/test';
import { adminHeaders, CANARY, canaryWith, HEADINGS } from '../fixtures/canary';

// A preview link loads nothing by itself: its page names what it would load and who published it,
// and only its "Load this preview" button pins that release in this browser.

/** A fresh browser at the page a preview link opens. */
async function linkPageIn(browser: Browser, url: string) {
  const page = await (await browser.newContext()).newPage();
  const opened = await page.goto(url);
  expect(opened?.status()).toBe(200);
  return page;
}

test('a preview link asks first, naming the publisher: Cancel keeps the live release, Load shows the preview with its release id', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const next = await canaryWith(request, 'next');
  const created = await request.post(`/api/v1/releases/${CANARY}/preview`, {
    headers: await adminHeaders(request),
    data: { release_id: next },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { url } = (await created.json()) as { url: string };

  const cancelling = await linkPageIn(browser, url);
  await expect(cancelling.getByRole('heading', { name: /Preview a release/ })).toBeVisible();
  await expect(cancelling.getByRole('heading', { name: /预览发布版本/ })).toBeVisible();
  await expect(cancelling.getByTestId('preview-release-id')).toHaveText(next);
  // The canary is published by the release commands, as the user running them.
  await expect(cancelling.getByTestId('preview-publisher')).toHaveText(`cli:${userInfo().username}`);
  await expect(cancelling.locator('main')).toContainText(CANARY);
  await expect(cancelling.locator('main')).toContainText('Canary');
  await cancelling.getByRole('link', { name: /Cancel/ }).click();
  await cancelling.waitForURL((address) => !address.pathname.startsWith('/preview/'));
  await cancelling.goto('/canary');
  await expect(cancelling.getByRole('heading', { name: HEADINGS.live })).toBeVisible();
  await expect(cancelling.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  await cancelling.context().close();

  const loading = await linkPageIn(browser, url);
  await loading.getByRole('button', { name: /Load this preview/ }).click();
  await loading.waitForURL((address) => !address.pathname.startsWith('/preview/'));
  await loading.goto('/canary');
  await expect(loading.getByRole('heading', { name: HEADINGS.next })).toBeVisible();
  const bar = loading.getByRole('region', { name: 'Preview' });
  await expect(bar).toContainText(/^Preview: remote-canary 0\.1\.0/);
  await expect(bar.getByTestId('preview-release-id')).toHaveText(next);
  await loading.context().close();
});
