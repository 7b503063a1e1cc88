import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { adminHeaders, CANARY, canaryWith, HEADINGS } from '../fixtures/canary';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ROOT } from '../support/redeploy';

// A preview link pins the browser that opens it, once the person agrees on the link's page, to one
// release of one module, signed by the server; every other browser, and a link tampered with or
// expired, gets the live release.

/** A link to the preview of `releaseId` that expired a minute ago, signed with the product's key. */
async function expiredLink(releaseId: string): Promise<string> {
  const cookies = (await import(join(ROOT, 'server', 'dist', 'modules', 'rollouts', 'browser-cookies.js'))) as {
    previewToken: (secret: string, pin: { module: string; releaseId: string; expiresAt: number; id: string }) => string;
  };
  const secret = readFileSync(join(process.env.E2E_DATA_DIR!, 'secret_key'), 'utf8').trim();
  return `/preview/${cookies.previewToken(secret, { module: CANARY, releaseId, expiresAt: Date.now() - 60_000, id: randomUUID() })}`;
}

/** A fresh browser (a phone's width) that opened `link` first (if any, pressing its Load button when `agree`), at /canary. */
async function canaryIn(browser: Browser, link?: string, agree = false) {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  if (link) await page.goto(link);
  if (agree) {
    await page.getByRole('button', { name: /Load this preview/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/preview/'));
  }
  await page.goto('/canary');
  return page;
}

test('a preview link shows the previewed release in that browser only; a tampered or expired link loads the live one', async ({
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

  const previewing = await canaryIn(browser, url, true);
  await expect(previewing.getByRole('heading', { name: HEADINGS.next })).toBeVisible();
  const bar = previewing.getByRole('region', { name: 'Preview' });
  await expect(bar).toContainText(/^Preview: remote-canary 0\.1\.0/);
  // It fits the phone's width, is the first stop of the keyboard, and axe finds nothing serious in it.
  expect(await previewing.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await previewing.keyboard.press('Tab');
  await expect(bar.getByRole('button', { name: 'Exit preview' })).toBeFocused();
  await expectNoSeriousA11yViolations(previewing, 'preview bar', '[data-testid="preview-bar"]');

  const token = url.split('/preview/')[1]!;
  const tampered = `/preview/${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
  for (const link of [undefined, tampered, await expiredLink(next)]) {
    const other = await canaryIn(browser, link);
    await expect(other.getByRole('heading', { name: HEADINGS.live })).toBeVisible();
    await expect(other.getByRole('region', { name: 'Preview' })).toHaveCount(0);
    await other.context().close();
  }

  // Leaving the preview from its bar: the live release from the next load on.
  await previewing.keyboard.press('Enter');
  await expect(previewing.getByRole('heading', { name: HEADINGS.live })).toBeVisible();
  await expect(bar).toHaveCount(0);
});
