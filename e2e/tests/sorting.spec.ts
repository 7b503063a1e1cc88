import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE } from '../support/screens';
import { logIn } from '../support/session';
import { openAdmin } from '../support/templates';

// Sorting the admin lists by a column header: ascending, then descending, then back to the list's
// own order (newest first). The URL carries the order like the filters, a reload keeps it, and
// the rows come in that order from the server (checked on the ids a page shows). On a phone the
// cards are ordered with 排序 instead.

/** The header cell named `name`, found by its aria-label or its text. */
function header(table: Locator, name: string): Locator {
  return table.getByRole('columnheader', { name, exact: true });
}

/** The numbers a column shows on the page, top to bottom (the column found by its header's place). */
async function columnNumbers(table: Locator, name: string): Promise<number[]> {
  const names = await table
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? cell.textContent));
  const index = names.indexOf(name);
  expect(index, `column ${name}`).toBeGreaterThanOrEqual(0);
  const texts = await table
    .locator('tbody tr')
    .evaluateAll((rows, column) => rows.map((row) => row.querySelectorAll('td')[column]?.textContent ?? ''), index);
  return texts.map((text) => Number(text.replace(/\D/g, '')));
}

const ascending = (numbers: number[]) => numbers.every((value, i) => i === 0 || numbers[i - 1]! <= value);
const descending = (numbers: number[]) => numbers.every((value, i) => i === 0 || numbers[i - 1]! >= value);

/** Clicks the header's button and waits for the header to say the new order. */
async function sortBy(table: Locator, name: string, expected: 'ascending' | 'descending' | null): Promise<void> {
  await header(table, name).getByRole('button', { name, exact: true }).click();
  if (expected) await expect(header(table, name)).toHaveAttribute('aria-sort', expected);
  else await expect(header(table, name)).not.toHaveAttribute('aria-sort');
}

async function expectRows(page: Page, table: Locator, column: string, check: (numbers: number[]) => boolean): Promise<void> {
  await expect(page.getByText('加载中...')).toHaveCount(0);
  await expect
    .poll(async () => {
      const numbers = await columnNumbers(table, column);
      return numbers.length > 1 && check(numbers);
    })
    .toBe(true);
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('templates: ID ascending, then descending, then back to the last changed first; the URL carries it and a reload keeps it', async ({
  page,
}) => {
  await openAdmin(page, '/admin?page=2');
  const table = page.getByRole('table', { name: '全部模板列表' });
  await expect(header(table, '更新时间')).toHaveAttribute('aria-sort', 'descending');

  await sortBy(table, 'ID', 'ascending');
  // Page 1 again, in the new order.
  await expect(page).toHaveURL(/\/admin\?sort=template_id&order=asc$/);
  await expectRows(page, table, 'ID', ascending);
  const firstIds = await columnNumbers(table, 'ID');

  await page.reload();
  await expect(header(table, 'ID')).toHaveAttribute('aria-sort', 'ascending');
  await expectRows(page, table, 'ID', ascending);
  expect(await columnNumbers(table, 'ID')).toEqual(firstIds);

  await sortBy(table, 'ID', 'descending');
  await expect(page).toHaveURL(/\/admin\?sort=template_id&order=desc$/);
  await expectRows(page, table, 'ID', descending);

  await sortBy(table, 'ID', null);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(header(table, '更新时间')).toHaveAttribute('aria-sort', 'descending');
});

test('video tasks: 任务ID ascending, then descending, then back to the newest first; by keyboard too; the URL carries it and a reload keeps it', async ({
  page,
}) => {
  await page.goto('/admin/video-tasks');
  const table = page.getByRole('table', { name: '视频任务列表' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(header(table, '创建时间')).toHaveAttribute('aria-sort', 'descending');

  await sortBy(table, '任务ID', 'ascending');
  await expect(page).toHaveURL(/\/admin\/video-tasks\?sort=task_id&order=asc$/);
  await expectRows(page, table, '任务ID', ascending);

  await page.reload();
  await expect(header(table, '任务ID')).toHaveAttribute('aria-sort', 'ascending');
  await expectRows(page, table, '任务ID', ascending);

  // The header's button by keyboard: Enter turns it to descending.
  await header(table, '任务ID').getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(header(table, '任务ID')).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/\/admin\/video-tasks\?sort=task_id&order=desc$/);
  await expectRows(page, table, '任务ID', descending);

  await sortBy(table, '任务ID', null);
  await expect(page).toHaveURL(/\/admin\/video-tasks$/);
  await expect(header(table, '创建时间')).toHaveAttribute('aria-sort', 'descending');
});

test('on a phone the cards are ordered with 排序, which the URL carries too', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/admin/video-tasks');
  const table = page.getByRole('table', { name: '视频任务列表' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const select = page.getByRole('combobox', { name: '排序' });
  await expect(select).toBeVisible();
  await select.selectOption({ label: '任务ID 升序' });
  await expect(page).toHaveURL(/\/admin\/video-tasks\?sort=task_id&order=asc$/);
  await expectRows(page, table, '任务ID', ascending);
  await page.reload();
  await expect(page.getByRole('combobox', { name: '排序' })).toHaveValue('task_id:asc');
});
