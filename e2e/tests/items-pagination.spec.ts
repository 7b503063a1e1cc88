import { expect, test } from '@playwright/test';
import { createItemsViaApi, itemRows } from '../support/items';
import { logIn } from '../support/session';
import { accessToken, newTestUser, signUpViaApi } from '../support/users';

test('12 items make three pages of five, kept in ?page=', async ({ page, request }) => {
  const user = await signUpViaApi(request, newTestUser('pages'));
  const titles = Array.from({ length: 12 }, (_, index) => `Item ${String(index + 1).padStart(2, '0')}`);
  await createItemsViaApi(request, await accessToken(request, user.email, user.password), titles);
  await logIn(page, user.email, user.password);

  const listCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/v1/items/')) listCalls.push(new URL(req.url()).search);
  });

  await page.goto('/items');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(itemRows(page)).toHaveCount(5);
  // Newest first.
  await expect(itemRows(page).first()).toContainText('Item 12');
  await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3']);
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/items\?page=2$/);
  await expect(itemRows(page)).toHaveCount(5);
  await expect(itemRows(page).first()).toContainText('Item 07');

  await pager.getByRole('button', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\/items\?page=3$/);
  await expect(itemRows(page)).toHaveCount(2);
  await expect(itemRows(page)).toContainText(['Item 02', 'Item 01']);
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(listCalls).toEqual(['?skip=0&limit=5', '?skip=5&limit=5', '?skip=10&limit=5']);

  // A reload keeps the page; an invalid page falls back to the first.
  await page.reload();
  await expect(itemRows(page)).toHaveCount(2);
  await page.goto('/items?page=oops');
  await expect(itemRows(page)).toHaveCount(5);
  await expect(itemRows(page).first()).toContainText('Item 12');
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  // The pager sits at the bottom right, under the table.
  const table = await page.getByRole('table', { name: 'Items' }).boundingBox();
  const box = await pager.boundingBox();
  expect(box!.y).toBeGreaterThan(table!.y + table!.height - 1);
  expect(box!.x + box!.width).toBeGreaterThan(table!.x + table!.width - 40);
});

test('deleting the only item of the last page shows the page before', async ({ page, request }) => {
  const user = await signUpViaApi(request, newTestUser('last-page'));
  const titles = Array.from({ length: 6 }, (_, index) => `Thing ${index + 1}`);
  await createItemsViaApi(request, await accessToken(request, user.email, user.password), titles);
  await logIn(page, user.email, user.password);

  await page.goto('/items?page=2');
  await expect(itemRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Actions for Thing 1' }).click();
  await page.getByRole('menuitem', { name: 'Delete Item' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Item' }).getByRole('button', { name: 'Delete' }).click();

  await expect(page).toHaveURL(/\/items\?page=1$/);
  await expect(itemRows(page)).toHaveCount(5);
});
