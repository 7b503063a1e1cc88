import { expect, test } from '@playwright/test';
import { bearer, listTemplates } from '../support/templates';
import { logIn } from '../support/session';

// The video task screen follows the server's change stream: with its polling fallback turned off
// (localStorage liveStatus.polling = off, read when the screen starts), a task the worker creates
// and completes while the screen is open still shows, and within a second of the change.

const SCREEN = '/admin/video-tasks';

test('a task completing while the screen is open shows 已完成 within 1 s, with polling turned off', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => window.localStorage.setItem('liveStatus.polling', 'off'));
  await logIn(page);
  const headers = await bearer(page);
  const [template] = (await listTemplates(page, { limit: 1 })).data;
  expect(template).toBeDefined();

  // A user id no other task has: the screen, filtered by it, starts empty.
  const userId = 900_000 + Math.floor(Math.random() * 99_999);
  const streamOpened = page.waitForResponse((response) => response.url().includes('/api/backend/video-tasks/events'));
  await page.goto(`${SCREEN}?user_id=${userId}`);
  await expect(page.getByRole('heading', { name: '视频任务管理' })).toBeVisible();
  const table = page.getByRole('table', { name: '视频任务列表' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  expect((await streamOpened).status()).toBe(200);

  // The end-user product records a task; the worker takes it to the (local) platform at once.
  const created = await page.request.post('/api/backend/video-tasks/', {
    headers,
    data: { template_id: template!.template_id, user_id: userId, platform: template!.template_platform ?? 'keling' },
  });
  expect(created.ok()).toBe(true);
  const task = (await created.json()) as { task_id: number };
  const row = table.locator('tbody tr').filter({ hasText: String(task.task_id) });
  await expect(row).toBeVisible({ timeout: 1000 });

  // When the server has the task completed, the screen shows it within a second.
  let completedAt = 0;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/backend/video-tasks/${task.task_id}`, { headers });
        const status = ((await response.json()) as { task_status: number }).task_status;
        if (status === 3 && !completedAt) completedAt = Date.now();
        return status;
      },
      { timeout: 60_000, intervals: [50] },
    )
    .toBe(3);
  await expect(row.getByText('已完成', { exact: true })).toBeVisible({ timeout: 1000 });
  expect(Date.now() - completedAt).toBeLessThan(1000);
});
