import { expect, type Locator, type Page } from '@playwright/test';

// Helpers for driving the product with the keyboard alone, the way a keyboard user would.

/** Presses Tab until the target has focus (fails after `max` presses). */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} never got focus after ${max} presses of Tab`);
}

/**
 * The focused element looks different from when it is not focused: its outline, shadow, border
 * or those of its ::before/::after boxes or its wrapper's (Fluent draws an input's focus line on
 * the wrapper's ::after) change. Transitions are switched off while comparing.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const problem = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing has focus';
    const still = document.createElement('style');
    still.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
    document.head.append(still);
    const properties = [
      'outline-style',
      'outline-width',
      'outline-color',
      'box-shadow',
      'border-color',
      'border-width',
      'transform',
      'opacity',
      'background-color',
    ];
    const look = () =>
      [element, element.parentElement]
        .flatMap((node) => (node ? [null, '::before', '::after'].map((pseudo) => getComputedStyle(node, pseudo)) : []))
        .map((style) => properties.map((property) => style.getPropertyValue(property)).join(' '))
        .join('\n');
    const focused = look();
    element.blur();
    const unfocused = look();
    element.focus();
    still.remove();
    return focused === unfocused ? `no focus indicator on ${element.outerHTML.slice(0, 160)}` : null;
  });
  expect(problem).toBeNull();
}

/** Tab and Shift+Tab, many times over, never take focus out of the dialog. */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press++) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `${key} #${press + 1} left the dialog`).toBe(
        true,
      );
    }
  }
}

/** Focus is inside the dialog now that it is open. */
export async function expectFocusInside(dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}
