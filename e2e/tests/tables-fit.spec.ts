import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from '../support/session';

// Each back-office list in its default view fits a laptop's 1366 and 1280 px, in both languages:
// the table does not scroll sideways, no header, status badge or time sits under the pinned
// actions column, and badges and times are never cut. (Columns a person adds beyond what fits
// scroll sideways, with a cue: that is the column chooser's business, not the default view's.)

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 1280, height: 800 },
] as const;
const LANGUAGES = ['zh-CN', 'en'] as const;
const LISTS = [
  ['/admin', /^(全部模板列表|All templates list)$/],
  ['/admin/pending', /^(待生成列表|Pending generation list)$/],
  ['/admin/generated', /^(已生成列表|Generated list)$/],
  ['/admin/completion', /^(待补全列表|Pending completion list)$/],
  ['/admin/published', /^(已上架列表|Published list)$/],
  ['/admin/video-tasks', /^(视频任务列表|Video tasks)$/],
] as const;

/** What of the list's box is wrong: sideways scroll, cells under the actions, cut badges and times. */
function problemsIn(region: Locator) {
  return region.evaluate((box) => {
    const found: string[] = [];
    const scroller = (box.querySelector('table')?.parentElement ?? box) as HTMLElement;
    if (scroller.scrollWidth > scroller.clientWidth + 1) found.push(`scrolls sideways: ${scroller.scrollWidth} > ${scroller.clientWidth}`);
    const actions = box.querySelector('thead [data-pin="end"]');
    if (!actions) return [...found, 'no pinned actions column'];
    const actionsLeft = actions.getBoundingClientRect().left;
    const cells = Array.from(
      box.querySelectorAll('thead th:not([data-pin]), tbody td:not([data-pin]) [class*="Badge"], tbody td:not([data-pin]) time'),
    );
    for (const cell of cells) {
      const rect = cell.getBoundingClientRect();
      const text = (cell.textContent ?? '').trim().slice(0, 30);
      if (rect.width > 0 && rect.right > actionsLeft + 0.5)
        found.push(`"${text}" reaches ${Math.round(rect.right)}, actions start at ${Math.round(actionsLeft)}`);
      if (cell.tagName !== 'TH' && (cell as HTMLElement).scrollWidth > (cell as HTMLElement).clientWidth + 1)
        found.push(`"${text}" is cut`);
    }
    return found;
  });
}

/** The language the screens speak from the next page load on (Settings > Appearance keeps it so). */
async function useLanguage(page: Page, language: string) {
  await page.evaluate((value) => window.localStorage.setItem('language', value), language);
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test(`every list fits ${viewport.width}x${viewport.height} in ${language}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await logIn(page);
      await useLanguage(page, language);
      const problems: string[] = [];
      for (const [path, name] of LISTS) {
        await page.goto(path);
        const region = page.getByRole('region', { name }).first();
        await expect(region.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
        problems.push(...(await problemsIn(region)).map((problem) => `${path}: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }
}
