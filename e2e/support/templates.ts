import { expect, type Locator, type Page } from '@playwright/test';

// Helpers for the /admin template screens. The demo data changes as tests act on it, so tests
// pick their templates through the API (as the admin) instead of relying on fixed ids.

export interface TemplateRow {
  template_id: number;
  template_name: string | null;
  template_status: string;
  template_sub_status: string | null;
  template_platform: string | null;
  template_category_id: string | null;
  template_top_title: string | null;
  template_main_image: string | null;
  template_video_url: string | null;
  photo_tips_id: number | null;
  template_reference_image_1: string | null;
  template_video_url_3: string | null;
  [field: string]: unknown;
}

/** The signed-in page's token as request headers, for calling the API as that person. */
export async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => window.localStorage.getItem('access_token'));
  if (!token) throw new Error('log in first');
  return { Authorization: `Bearer ${token}` };
}

/** Creates a template through the API; returns its id. */
export async function createTemplate(page: Page, data: Record<string, unknown>): Promise<number> {
  const response = await page.request.post('/api/backend/video-template/create', { headers: await bearer(page), data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { template_id: number }).template_id;
}

/** The list call as the screens make it, for choosing what to act on. */
export async function listTemplates(
  page: Page,
  query: Record<string, string | number> = {},
): Promise<{ data: TemplateRow[]; count: number }> {
  const params = new URLSearchParams({
    limit: '1000',
    skip: '0',
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  const response = await page.request.post(`/api/backend/video-template/list?${params}`, { headers: await bearer(page) });
  expect(response.ok()).toBe(true);
  return response.json();
}

export async function getTemplate(page: Page, templateId: number): Promise<TemplateRow> {
  const response = await page.request.post('/api/backend/video-template/get', {
    headers: await bearer(page),
    data: { template_id: templateId },
  });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The table row of a template, by its actions group. */
export function templateRow(page: Page, templateId: number): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('group', { name: `模板 #${templateId} 的操作`, exact: true }) });
}

export function acceptConfirmations(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** Opens an admin tab path and waits for its list to show. */
export async function openAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: '视频模板管理' })).toBeVisible();
  await expect(page.getByText('加载中...')).toHaveCount(0);
}
