import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { buildChangedCopy, deploy, editJson } from '../support/redeploy';
import { logIn } from '../support/session';

test('a remote rebuilt and copied into place is picked up by a reload; the shell is not rebuilt', async ({ page, request }) => {
  test.setTimeout(180_000);
  const shellPageBefore = await (await request.get('/')).text();

  const nextBuild = buildChangedCopy('remote-items', (copy) =>
    editJson(join(copy, 'src', 'locales', 'en.json'), (texts) => {
      texts.title = 'Items Management (next release)';
    }),
  );

  await logIn(page);
  await page.goto('/items');
  await expect(page.getByRole('heading', { name: 'Items Management', exact: true })).toBeVisible();

  const undo = deploy('remote-items', nextBuild);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Items Management (next release)' })).toBeVisible();
    // Same shell page, hence the same shell bundle: only the remote changed.
    expect(await (await request.get('/')).text()).toBe(shellPageBefore);
  } finally {
    undo();
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Items Management', exact: true })).toBeVisible();
});

test('a remote built against an incompatible major of a shared library is refused plainly', async ({ page }) => {
  test.setTimeout(180_000);
  const skewedBuild = buildChangedCopy('remote-items', (copy) =>
    editJson(join(copy, 'package.json'), (pkg) => {
      (pkg.dependencies as Record<string, string>).react = '20.0.0';
    }),
  );
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));

  await logIn(page);
  const undo = deploy('remote-items', skewedBuild);
  try {
    await page.goto('/items');
    const failure = page.getByTestId('remote-error');
    await expect(failure).toContainText('react: needs ^20.0.0, the shell provides 19.3.1');
    await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(consoleErrors.join('\n')).toContain('Remote "items" is incompatible with this shell');
    // The rest of the app is unaffected.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible();
  } finally {
    undo();
  }
});
