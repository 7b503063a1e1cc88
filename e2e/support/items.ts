import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Creates items through the API, oldest first, so the list (newest first) shows the last one on top. */
export async function createItemsViaApi(request: APIRequestContext, token: string, titles: string[]): Promise<void> {
  for (const title of titles) {
    const response = await request.post('/api/v1/items/', {
      headers: { Authorization: `Bearer ${token}` },
      data: { title, description: `About ${title}` },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** The items table's rows of data (skeleton rows excluded), once loaded. */
export function itemRows(page: Page) {
  return page.getByRole('table', { name: 'Items' }).locator('tbody tr:not([data-testid="skeleton-row"])');
}

/** Opens a row's menu and picks an entry. */
export async function chooseRowAction(page: Page, title: string, entry: 'Edit Item' | 'Delete Item'): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}
