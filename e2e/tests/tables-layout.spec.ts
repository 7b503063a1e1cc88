import { expect, test, type Locator, type Page } from '@playwright/test';
import { createItemsViaApi } from '../support/items';
import { checkScreen, expectNoHorizontalPageScroll, PHONE, THEMES, useTheme } from '../support/screens';
import { logIn } from '../support/session';
import { openAdmin } from '../support/templates';
import { accessToken, newTestUser, signUpViaApi } from '../support/users';

// The admin tables at a laptop's 1366 px and a phone's 390 px, light and dark: every row's
// actions are on screen without scrolling sideways (pinned at the table's end, or a card's
// buttons on a phone), and badges, tabs, the pager and headings never wrap onto more lines than
// their text needs.

const LAPTOP = { width: 1366, height: 900 };
const SIZES = [
  { name: 'laptop', viewport: LAPTOP },
  { name: 'phone', viewport: PHONE },
] as const;
const TEMPLATE_SCREENS = [
  ['/admin', 'all', '全部模板列表'],
  ['/admin/generated', 'generated', '已生成列表'],
  ['/admin/completion', 'completion', '待补全列表'],
] as const;

declare global {
  interface Window {
    /** The lines an element's visible text sits on, and how tall that text is. */
    textLines?: (element: Element) => { lines: number; height: number; lineHeight: number };
  }
}

/**
 * Defines window.textLines in every page: the visible text nodes' boxes, grouped into lines where
 * their tops differ by more than half a line (CJK and Latin glyph boxes of one line differ a little).
 */
async function installLineCounter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.textLines = (element) => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || parseFloat(getComputedStyle(element).fontSize) * 1.3;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const rects: DOMRect[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || getComputedStyle(parent).visibility === 'hidden') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0));
      }
      const tops = rects.map((rect) => rect.top).sort((a, b) => a - b);
      let lines = 0;
      let last = -Infinity;
      for (const top of tops) {
        if (top - last > lineHeight / 2) lines += 1;
        last = top;
      }
      const height = rects.length ? Math.max(...rects.map((r) => r.bottom)) - Math.min(...rects.map((r) => r.top)) : 0;
      return { lines, height, lineHeight };
    };
  });
}

/**
 * Each action button of the table, brought into view by scrolling the page down only, lies inside
 * the viewport's width, is what the pointer would hit at its centre (no cell scrolls over it), and
 * the table's box and the page were never scrolled sideways.
 */
async function expectActionsInView(page: Page, region: Locator, buttons: string, screen: string): Promise<void> {
  const count = await region.locator(buttons).count();
  expect(count, `${screen}: no row actions`).toBeGreaterThan(0);
  const problems = await region.evaluate((box, selector) => {
    const found: string[] = [];
    for (const button of Array.from(box.querySelectorAll<HTMLElement>(selector))) {
      const before = button.getBoundingClientRect();
      window.scrollTo(window.scrollX, window.scrollY + before.top - window.innerHeight / 2);
      const rect = button.getBoundingClientRect();
      const name = button.getAttribute('aria-label') ?? button.textContent ?? '';
      if (rect.left < 0 || rect.right > window.innerWidth + 0.5)
        found.push(`${name}: ${rect.left}-${rect.right} outside 0-${window.innerWidth}`);
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (!hit || !button.contains(hit)) found.push(`${name}: covered by ${hit?.outerHTML.slice(0, 80)}`);
    }
    if (box.scrollLeft !== 0 || window.scrollX !== 0) found.push(`scrolled sideways: box ${box.scrollLeft}, page ${window.scrollX}`);
    window.scrollTo(0, 0);
    return found;
  }, buttons);
  expect(problems, `${screen}: row actions out of view`).toEqual([]);
}

/**
 * The elements hold their text on no more lines than it needs: its width on one line, over the
 * width the element has (a badge or a tab label needs one; a long heading may need two, broken
 * between words). Lines are counted from where the text's boxes sit.
 */
async function expectNoNeedlessWrap(elements: Locator, screen: string): Promise<void> {
  const problems = await elements.evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      const element = node as HTMLElement;
      if (!element.getClientRects().length || !element.textContent?.trim()) return [];
      const { lines } = window.textLines!(element);
      // The text's width on one line, measured on a copy that may not wrap.
      const copy = element.cloneNode(true) as HTMLElement;
      Object.assign(copy.style, { position: 'absolute', visibility: 'hidden', whiteSpace: 'nowrap', width: 'max-content' });
      element.parentElement!.append(copy);
      const oneLine = copy.getBoundingClientRect().width;
      copy.remove();
      const room = element.getBoundingClientRect().width;
      const needed = Math.max(1, Math.ceil(oneLine / Math.max(room, 1) - 0.01));
      return lines > needed ? [`"${element.textContent.trim()}" on ${lines} lines, needs ${needed}`] : [];
    }),
  );
  expect.soft(problems, `${screen}: text wraps more than it needs`).toEqual([]);
}

/** One line each, no taller than a line: a badge, a tab's label, a page button, the pager's summary. */
async function expectOneLine(elements: Locator, screen: string): Promise<void> {
  const problems = await elements.evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      const element = node as HTMLElement;
      // A select's options are not text on the page.
      if (!element.getClientRects().length || !element.textContent?.trim() || element.querySelector('select')) return [];
      const { lines, height, lineHeight } = window.textLines!(element);
      return lines > 1 || height > lineHeight * 1.5 ? [`"${element.textContent.trim()}" on ${lines} lines, ${height}px tall`] : [];
    }),
  );
  expect.soft(problems, `${screen}: a one-line text wraps`).toEqual([]);
}

/** The pager's parts each on one line, its buttons in one row, all inside the screen. */
async function expectPagerFits(page: Page, screen: string): Promise<void> {
  const pager = page.getByRole('navigation', { name: '分页' });
  await expect(pager).toBeVisible();
  await expectOneLine(pager.locator('span, button'), `${screen} pager`);
  const boxes = await pager
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.filter((button) => button.getClientRects().length).map((button) => button.getBoundingClientRect().toJSON() as DOMRect),
    );
  expect(new Set(boxes.map((box) => Math.round(box.top))).size, `${screen}: page buttons on more than one row`).toBe(1);
  const width = page.viewportSize()!.width;
  for (const box of boxes) expect(box.right, `${screen}: a page button past the screen's edge`).toBeLessThanOrEqual(width);
}

/**
 * On a laptop the wide table scrolls inside its box (the pinned columns are what keep the actions
 * in view); on a phone its rows are cards that fit the box.
 */
async function expectTableForm(page: Page, region: Locator, screen: string): Promise<void> {
  const { overflows, rowDisplay } = await region.evaluate((box) => ({
    overflows: box.scrollWidth > box.clientWidth,
    rowDisplay: getComputedStyle(box.querySelector('tbody tr')!).display,
  }));
  if (page.viewportSize()!.width <= PHONE.width) {
    expect(overflows, `${screen}: the cards are wider than their box`).toBe(false);
    expect(rowDisplay, `${screen}: rows are not cards`).toBe('flex');
  } else {
    expect(rowDisplay, `${screen}: rows are not table rows`).toBe('table-row');
  }
}

/** Pinned cells (laptop) are opaque, in the theme's colours; on a phone there is no pinning to check. */
async function expectOpaquePins(page: Page, region: Locator, theme: string, screen: string): Promise<void> {
  if (page.viewportSize()!.width <= PHONE.width) return;
  const backgrounds = await region
    .locator('[data-pin]')
    .evaluateAll((cells) => cells.slice(0, 6).map((cell) => [getComputedStyle(cell).position, getComputedStyle(cell).backgroundColor]));
  expect(backgrounds.length, `${screen}: no pinned cells`).toBeGreaterThan(0);
  for (const [position, background] of backgrounds) {
    expect(position, `${screen}: a pinned cell does not stick`).toBe('sticky');
    const [r, g, b, a = 1] = background!.match(/[\d.]+/g)!.map(Number);
    expect(a, `${screen}: a pinned cell lets what scrolls under it show`).toBe(1);
    const light = (r! + g! + b!) / 3 > 128;
    expect(light, `${screen}: a pinned cell's background does not follow the ${theme} theme`).toBe(theme === 'light');
  }
}

for (const { name, viewport } of SIZES) {
  for (const theme of THEMES) {
    test.describe(`${name}, ${theme}`, () => {
      test.use({ viewport });

      test.beforeEach(async ({ page }) => {
        await useTheme(page, theme);
        await installLineCounter(page);
      });

      /** Signs in (the superuser unless told) and checks the theme took. */
      async function signIn(page: Page, email?: string, password?: string): Promise<void> {
        await logIn(page, email, password);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      }

      test('template tabs: actions in view, nothing wraps needlessly', async ({ page }) => {
        test.setTimeout(120_000);
        await signIn(page);
        for (const [path, tab, label] of TEMPLATE_SCREENS) {
          const screen = `tables-templates-${tab}-${name}-${theme}`;
          await openAdmin(page, path);
          const region = page.getByRole('region', { name: label });
          await expect(region.getByRole('group', { name: /^模板 #\d+ 的操作$/ }).first()).toBeVisible();
          await expectNoHorizontalPageScroll(page, screen);
          await expectTableForm(page, region, screen);
          await expectActionsInView(page, region, '[role="group"] button', screen);
          await expectOpaquePins(page, region, theme, screen);
          await expectOneLine(region.locator('.fui-Badge'), `${screen} badges`);
          await expectOneLine(page.getByRole('tablist', { name: '模板分类' }).getByRole('tab'), `${screen} tabs`);
          await expectPagerFits(page, screen);
          await expectNoNeedlessWrap(page.getByRole('heading'), screen);
          await checkScreen(page, screen);
        }
      });

      test('video tasks: the row menu in view, nothing wraps needlessly', async ({ page }) => {
        const screen = `tables-video-tasks-${name}-${theme}`;
        await signIn(page);
        await page.goto('/admin/video-tasks');
        const table = page.getByRole('table', { name: '视频任务列表' });
        await expect(table).toHaveAttribute('aria-busy', 'false');
        const region = page.getByRole('region', { name: '视频任务列表' });
        await expectNoHorizontalPageScroll(page, screen);
        await expectTableForm(page, region, screen);
        await expectActionsInView(page, region, 'button[aria-label$="的操作"]', screen);
        await expectOpaquePins(page, region, theme, screen);
        await expectOneLine(region.locator('.fui-Badge'), `${screen} badges`);
        await expectPagerFits(page, screen);
        await expectNoNeedlessWrap(page.getByRole('heading'), screen);
        await checkScreen(page, screen);
      });

      test('items and settings: the UUID on one line with its full value, the Danger zone heading by words', async ({ page, request }) => {
        const user = await signUpViaApi(request, newTestUser('tables'));
        await createItemsViaApi(request, await accessToken(request, user.email, user.password), ['Layout item']);
        await signIn(page, user.email, user.password);

        await page.goto('/items');
        const id = page.getByRole('table', { name: 'Items' }).locator('tbody tr').first().getByRole('cell').first().locator('[title]');
        await expect(id).toBeVisible();
        expect(await id.getAttribute('title')).toMatch(/^[0-9a-f-]{36}$/);
        await expectOneLine(id, `items-${name}-${theme}`);
        await expectNoHorizontalPageScroll(page, `items-${name}-${theme}`);
        await checkScreen(page, `tables-items-${name}-${theme}`);

        await page.goto('/settings');
        await page.getByRole('tab', { name: 'Danger zone' }).click();
        const heading = page.getByRole('tabpanel').getByRole('heading');
        await expect(heading).toBeVisible();
        await expectNoNeedlessWrap(page.getByRole('heading'), `settings-${name}-${theme}`);
        await checkScreen(page, `tables-settings-danger-zone-${name}-${theme}`);
      });
    });
  }
}
