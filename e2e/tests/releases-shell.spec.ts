import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildChangedCopy, editJson } from '../support/redeploy';
import { liveRelease, publish, releases } from '../support/releases';
import { SUPERUSER } from '../support/env';
import { expectToast } from '../support/toast';

// The shell is released like a remote: a tab keeps loading its own release's lazy chunks (the
// layout and the dashboard, first needed when the user signs in) after the next is promoted.
test('a tab signing in after a shell release loads the layout and dashboard of the shell it started with; a reload shows the new shell; a shell release pruned under a tab reloads it into the live one', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const shellA = await liveRelease(request, 'shell');
  const nextBuild = buildChangedCopy('shell', (copy) =>
    editJson(join(copy, 'src', 'locales', 'en.json'), (texts) => {
      (texts.dashboard as Record<string, string>).welcome = 'Welcome back (next shell release)';
    }),
  );
  const shellB = publish('shell', nextBuild);
  const filesOfB = new Set(readdirSync(nextBuild));

  try {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    const shellScripts: { name: string; status: number }[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (response.request().resourceType() === 'script' && /^\/[^/]+\.js$/.test(path))
        shellScripts.push({ name: path.slice(1), status: response.status() });
    });
    releases('promote', 'shell', shellB);

    await page.getByPlaceholder('Email').fill(SUPERUSER.email);
    await page.getByPlaceholder('Password').fill(SUPERUSER.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Welcome back, nice to see you again!')).toBeVisible();
    // Chunks only release A has, served from its folder.
    expect(shellScripts.filter(({ name }) => !filesOfB.has(name)).length).toBeGreaterThan(0);
    for (const { name, status } of shellScripts) expect(status, name).toBe(200);

    await page.reload();
    await expect(page.getByText('Welcome back (next shell release)')).toBeVisible();
    expect(await (await request.get('/')).text()).toContain(`<meta name="shell-release" content="${shellB}"`);

    // Rolled back, and B pruned while this tab runs it: its 404 page's chunk is gone, so the tab
    // reloads into the live shell at the same URL and says why, instead of going blank.
    releases('rollback', 'shell');
    expect(releases('prune', '--delete', '--keep', '0', '--live-within-minutes', '0')).toContain(`delete shell ${shellB}`);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
    await expectToast(page, 'The app was updated to a new version.');
    await expect(page).toHaveURL(/\/no-such-page$/);
    expect(await page.locator('meta[name="shell-release"]').getAttribute('content')).toBe(shellA);
  } finally {
    releases('promote', 'shell', shellA);
  }
});
