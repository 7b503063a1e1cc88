import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectNoSeriousA11yViolations } from './axe';

// Every screen and dialog is checked the same way at each size and theme the suite runs: axe
// finds no serious or critical violation (contrast included, so dark mode is judged too), a
// phone-sized page never scrolls sideways and dialogs fit, and a screenshot goes to
// e2e/screenshots/<width>x<height>/<screen>[-dark].png (the CI artifact).

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
export const SIZES = [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
] as const;

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The theme a user would pick in Settings > Appearance, set before any page of the app loads. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

/** Each size in each theme, named for test titles ("phone, dark") and screenshot files ("-dark"). */
export const TOURS = SIZES.flatMap(({ name, viewport }) =>
  THEMES.map((theme) => ({ name: `${name}, ${theme}`, viewport, theme, suffix: theme === 'dark' ? '-dark' : '' })),
);

const screenshotsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
const DIALOG_SELECTOR = '[role="dialog"], [role="alertdialog"]';

function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? DESKTOP.width) <= PHONE.width;
}

/** The page itself does not scroll sideways: wide content scrolls inside its own container. */
export async function expectNoHorizontalPageScroll(page: Page, screen: string): Promise<void> {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    width: window.innerWidth,
  }));
  expect.soft(scrollWidth, `${screen}: the page scrolls sideways`).toBeLessThanOrEqual(width);
}

/**
 * Menus, dialogs and drawers slide and fade in; measure and judge colours once they stand still.
 * An animation of an element without a box moves nothing on screen: a toast's timer is one, and
 * runs for as long as the toast stays.
 */
export async function waitForStillness(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((animation) => {
            if (animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity) return false;
            const target = (animation.effect as KeyframeEffect | null)?.target;
            const box = target?.getBoundingClientRect();
            return !box || box.width > 0 || box.height > 0;
          }).length,
      ),
    )
    .toBe(0);
}

/** The open dialog lies within the viewport (its content may scroll inside it). */
export async function expectDialogFits(page: Page, dialog: Locator, screen: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await waitForStillness(page);
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, `${screen}: dialog not rendered`).not.toBeNull();
  expect.soft(box!.x, `${screen}: dialog starts left of the viewport`).toBeGreaterThanOrEqual(0);
  expect.soft(box!.y, `${screen}: dialog starts above the viewport`).toBeGreaterThanOrEqual(0);
  expect.soft(box!.x + box!.width, `${screen}: dialog is wider than the viewport`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect.soft(box!.y + box!.height, `${screen}: dialog is taller than the viewport`).toBeLessThanOrEqual(viewport.height + 0.5);
}

export async function saveScreenshot(page: Page, screen: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const dir = join(screenshotsDir, `${viewport.width}x${viewport.height}`);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${screen}.png`), fullPage: true, animations: 'disabled' });
}

/** Checks the screen as it is now; pass the open dialog to check it alone. */
export async function checkScreen(page: Page, screen: string, dialog?: Locator): Promise<void> {
  if (dialog) await expect(dialog).toBeVisible();
  await waitForStillness(page);
  await expectNoSeriousA11yViolations(page, screen, dialog ? DIALOG_SELECTOR : undefined);
  if (isPhone(page)) {
    await expectNoHorizontalPageScroll(page, screen);
    if (dialog) await expectDialogFits(page, dialog, screen);
  }
  await saveScreenshot(page, screen);
}
