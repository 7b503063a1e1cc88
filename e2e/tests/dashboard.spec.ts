import { expect, test, type Page } from '@playwright/test';
import { createItemsViaApi } from '../support/items';
import { checkScreen, PHONE } from '../support/screens';
import { logIn } from '../support/session';
import { accessToken, newTestUser, signUpViaApi } from '../support/users';

// The dashboard's figures, as the server counts them: the cards show the numbers the dashboard
// call answers, and each figure leads to the list it counts.

async function dashboardFigures(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('access_token'));
  const response = await page.request.get('/api/v1/dashboard/', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    items: number;
    back_office: { templates_by_status: Record<string, number>; templates_failed: number; tasks_failed: number } | null;
  };
}

test("a regular user's dashboard counts their items and leads to them", async ({ page, request }) => {
  const user = await signUpViaApi(request, newTestUser('dashboard-user'));
  await createItemsViaApi(request, await accessToken(request, user.email, user.password), ['One', 'Two', 'Three']);
  await logIn(page, user.email, user.password);
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items).toContainText('3');
  await expect(page.getByRole('region', { name: 'Video templates by status' })).toHaveCount(0);
  await items.getByRole('link', { name: 'Open Items' }).click();
  await expect(page.getByRole('heading', { name: 'Items Management' })).toBeVisible();
});

test("a superuser's dashboard shows the back office's figures, each leading to its list, at every size and in dark", async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await logIn(page);
  const figures = await dashboardFigures(page);
  const templates = page.getByRole('region', { name: 'Video templates by status' });
  await expect(templates.getByRole('definition')).toHaveText(
    ['待生成', '已生成', '待补全', '已上架'].map((status) => String(figures.back_office!.templates_by_status[status])),
  );
  const attention = page.getByRole('region', { name: 'Needs attention' });
  await expect(attention.getByRole('definition')).toHaveText([
    String(figures.back_office!.templates_failed),
    String(figures.back_office!.tasks_failed),
  ]);
  await expect(page.getByRole('table', { name: 'Video tasks created per day, last 7 days' }).getByRole('row')).toHaveCount(8);
  await checkScreen(page, 'dashboard-superuser-dark');
  await page.setViewportSize(PHONE);
  await checkScreen(page, 'dashboard-superuser-dark');

  await templates.getByRole('link', { name: '已上架' }).click();
  await expect(page).toHaveURL(/\/admin\/published$/);
  await page.goBack();
  await attention.getByRole('link', { name: 'Video tasks failed in the last 7 days' }).click();
  // The failed tasks the figure counts: status 4, created since the first of its days.
  await expect(page).toHaveURL(/\/admin\/video-tasks\?task_status=4&created_after=\d{4}-\d\d-\d\dT00%3A00%3A00Z$/);
  await expect(page.getByRole('heading', { name: '视频任务管理' })).toBeVisible();
  await context.close();
});
