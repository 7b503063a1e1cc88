import { expect, type Page } from '@playwright/test';

/** Asserts a toast with this title (and description, when given) is on screen. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator('.fui-Toast').filter({ has: page.locator('.fui-ToastTitle', { hasText: title }) });
  await expect(toast.first()).toBeVisible();
  if (description) await expect(toast.filter({ hasText: description }).first()).toBeVisible();
}
