import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE, waitForStillness } from '../support/screens';
import { logIn } from '../support/session';
import { bearer, createTemplate, openAdmin } from '../support/templates';

// Long text never breaks a table, at a laptop's 1366 px: a long value is cut to its column's
// maximum width (whole on hover and keyboard focus), dates are never cut, and what takes the focus
// is never left under a pinned column. On a phone (390 px) the filters fold behind a button so the
// first row is on the first screen, 排序 keeps one line, the AI buttons leave their fields the
// row, and items are cards.

const LAPTOP = { width: 1366, height: 900 };

async function createItem(page: Page, title: string): Promise<void> {
  const response = await page.request.post('/api/v1/items/', { headers: await bearer(page), data: { title, description: 'About it' } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The element's text is drawn whole: nothing cut off at its right edge. */
async function expectWhole(element: Locator, what: string): Promise<void> {
  const { scroll, client } = await element.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
  expect(scroll, `${what} is cut`).toBeLessThanOrEqual(client);
}

/** The pinned columns' inner edges in the header row: where the id column ends and the actions column starts. */
async function pinnedEdges(region: Locator): Promise<{ start: number; end: number }> {
  return region
    .locator('thead tr')
    .first()
    .evaluate((row) => {
      const pinned = (side: string) => Array.from(row.querySelectorAll(`[data-pin="${side}"]`)).map((cell) => cell.getBoundingClientRect());
      return { start: Math.max(...pinned('start').map((rect) => rect.right)), end: Math.min(...pinned('end').map((rect) => rect.left)) };
    });
}

test.describe('at 1366x900', () => {
  test.use({ viewport: LAPTOP });

  test('a long name keeps the other columns in view, dates stay whole, and focus clears the pinned columns', async ({ page }) => {
    await logIn(page);
    const name = `长名称 e2e ${Date.now()} ${'A very long template name that goes on and on '.repeat(4)}`.trim();
    await createTemplate(page, { template_name: name, template_platform: 'keling', template_prompt: 'A prompt' });
    await openAdmin(page, `/admin?template_name=${encodeURIComponent(name.slice(0, 24))}`);
    const region = page.getByRole('region', { name: '全部模板列表' });
    const text = region.getByText(name, { exact: true });
    await expect(text).toBeVisible();

    // The name is cut to its column's width: 状态 is still in view, left of the pinned actions.
    expect((await text.boundingBox())!.width).toBeLessThanOrEqual(260);
    const edges = await pinnedEdges(region);
    const status = (await region.getByRole('columnheader', { name: '状态', exact: true }).boundingBox())!;
    expect(status.x + status.width).toBeLessThanOrEqual(edges.end);

    // Its whole text on keyboard focus.
    await text.focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expect(page.getByRole('tooltip')).toHaveText(name);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toBeHidden();

    // Tabbing from 平台's header to 更新时间's, the last before the actions: it is not under them.
    // (创建时间, which came between them, is out of the tab's default view.)
    await region.getByRole('columnheader', { name: '平台' }).getByRole('button').focus();
    await page.keyboard.press('Tab');
    const updated = region.getByRole('columnheader', { name: '更新时间' }).getByRole('button');
    await expect(updated).toBeFocused();
    await expect
      .poll(async () => {
        const box = (await updated.boundingBox())!;
        const after = await pinnedEdges(region);
        return box.x >= after.start && box.x + box.width <= after.end;
      }, '更新时间 is under a pinned column')
      .toBe(true);

    // The video tasks' 创建时间: every date whole, and clear of the pinned actions.
    await page.goto('/admin/video-tasks');
    const tasks = page.getByRole('region', { name: '视频任务列表' });
    await expect(tasks.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    const column = await tasks
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.findIndex((cell) => cell.textContent?.startsWith('创建时间')));
    const dates = tasks.locator(`tbody tr td:nth-child(${column + 1})`);
    await expect(dates.first()).toHaveText(/^\d{4}\/\d{1,2}\/\d{1,2} \d{2}:\d{2}:\d{2}$/);
    const taskEdges = await pinnedEdges(tasks);
    for (const date of await dates.all()) {
      await expectWhole(date, '创建时间');
      const rect = (await date.boundingBox())!;
      expect(rect.x + rect.width, '创建时间 under the pinned actions').toBeLessThanOrEqual(taskEdges.end + 0.5);
    }

    // Items: a long title is cut in the table, whole on focus.
    const title = `Item e2e ${Date.now()} ${'with a title far longer than its column '.repeat(4)}`.trim();
    await createItem(page, title);
    await page.goto('/items');
    const itemTitle = page.getByRole('table', { name: 'Items' }).getByText(title, { exact: true });
    expect((await itemTitle.boundingBox())!.width).toBeLessThanOrEqual(330);
    await itemTitle.hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expect(page.getByRole('tooltip')).toHaveText(title);
  });
});

test.describe('at 390x844', () => {
  test.use({ viewport: PHONE });

  test('filters fold behind a count, the first row is on screen, 排序 on one line, the AI button leaves its field room, items are cards', async ({
    page,
  }) => {
    await logIn(page);
    await openAdmin(page, '/admin');
    const region = page.getByRole('region', { name: '全部模板列表' });
    const firstRow = region.locator('tbody tr').first();
    await expect(firstRow.getByRole('group', { name: /^模板 #\d+ 的操作$/ })).toBeVisible();
    expect((await firstRow.boundingBox())!.y).toBeLessThan(PHONE.height);

    // Folded: the button says how many filters are in force and opens the fields.
    const search = page.getByRole('search', { name: '筛选条件' });
    await expect(search).toBeHidden();
    const toggle = page.getByRole('button', { name: '筛选 (0)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await search.getByRole('combobox', { name: '平台' }).selectOption({ label: '可灵' });
    await search.getByRole('button', { name: '筛选', exact: true }).click();
    await expect(page).toHaveURL(/template_platform=keling/);
    await expect(page.getByRole('button', { name: '筛选 (1)' })).toHaveAttribute('aria-expanded', 'true');

    // 排序's label on one line.
    const sortLabel = page.locator('label', { hasText: /^排序$/ });
    const lines = await sortLabel.evaluate((label) => {
      const range = document.createRange();
      range.selectNodeContents(label);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(lines, '排序 wraps').toBe(1);

    // The AI button beside 模板名称 is its icon, named; the field keeps most of the row.
    await firstRow.getByRole('button', { name: '编辑', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^编辑视频模板 #\d+$/ });
    const ai = dialog.getByRole('button', { name: 'AI重新生成名称' });
    await expect(ai).toBeVisible();
    // Measured once the dialog stands still: while it opens it is drawn scaled down (on a busy machine for long).
    await waitForStillness(page);
    const field = (await dialog.getByRole('textbox', { name: '模板名称' }).boundingBox())!;
    const button = (await ai.boundingBox())!;
    expect(button.width).toBeLessThanOrEqual(40);
    expect(field.width).toBeGreaterThan(240);
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();

    // Video tasks fold their filters too.
    await page.goto('/admin/video-tasks');
    await expect(page.getByRole('search', { name: '筛选视频任务' })).toBeHidden();
    await expect(page.getByRole('button', { name: '筛选 (0)' })).toBeVisible();

    // Items are cards: the id and the title whole, inside the screen.
    const title = `Phone item ${Date.now()}`;
    await createItem(page, title);
    await page.goto('/items');
    const card = page.getByRole('table', { name: 'Items' }).locator('tbody tr').filter({ hasText: title });
    await expect(card).toBeVisible();
    expect(await card.evaluate((row) => getComputedStyle(row).display)).toBe('flex');
    const id = card.getByRole('cell').first().locator('[title]');
    await expectWhole(id, 'the item id');
    await expectWhole(card.getByText(title, { exact: true }), 'the item title');
    for (const part of [id, card.getByText(title, { exact: true })]) {
      const rect = (await part.boundingBox())!;
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width).toBeLessThanOrEqual(PHONE.width);
    }
  });
});
