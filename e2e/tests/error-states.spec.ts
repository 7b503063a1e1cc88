import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createItemsViaApi } from '../support/items';
import { logIn } from '../support/session';
import { accessToken, newTestUser, signUpViaApi } from '../support/users';

// One error state wherever something fails to load: a title and the reason in the screen's
// language, Retry, and the developer details (HTTP status, the server's words, runtime codes,
// URLs) only behind a Details toggle. Failures are provoked in the browser (page.route); every
// call fails while `failing` is set (the query client tries once more by itself), then goes
// through, so Retry must recover.

/** What our server answers for an unhandled error. */
const SERVER_ERROR = { status: 500, contentType: 'application/json', body: JSON.stringify({ detail: 'Internal Server Error' }) };

/** Fails the matching calls with the server's 500 until `stop` is called; then they go through. */
async function failCalls(page: Page, url: string | RegExp): Promise<{ stop: () => void; count: () => number }> {
  let failing = true;
  let failed = 0;
  await page.route(url, async (route: Route) => {
    if (!failing) return route.fallback();
    failed += 1;
    return route.fulfill(SERVER_ERROR);
  });
  return { stop: () => (failing = false), count: () => failed };
}

/** The text a person sees (hidden parts left out), not the DOM's. */
async function visibleText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => (element as HTMLElement).innerText);
}

/** Details starts collapsed with the developer text hidden; opened, it shows `expected`. */
async function expectDetailsBehindToggle(alert: Locator, label: '详细信息' | 'Details', expected: RegExp): Promise<void> {
  const toggle = alert.getByRole('button', { name: label });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(await visibleText(alert)).not.toMatch(expected);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(alert.getByText(expected)).toBeVisible();
}

test('items: a failed list says why in the chosen language, details on request, and Retry shows the rows', async ({ page, request }) => {
  const user = await signUpViaApi(request, newTestUser('errors'));
  await createItemsViaApi(request, await accessToken(request, user.email, user.password), ['Survives the outage']);
  await logIn(page, user.email, user.password);
  await page.evaluate(() => window.localStorage.setItem('language', 'zh-CN'));
  const list = await failCalls(page, /\/api\/v1\/items\/\?/);

  await page.goto('/items');
  const alert = page.getByRole('alert').filter({ hasText: '无法加载项目。' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('服务器出错了。');
  expect(await visibleText(page.locator('body'))).not.toContain('Internal Server Error');
  await expectDetailsBehindToggle(alert, '详细信息', /HTTP 500 Internal Server Error/);

  list.stop();
  await alert.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('cell', { name: 'Survives the outage', exact: true })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('items in English: an unreachable server is named as such', async ({ page }) => {
  await logIn(page);
  let failing = true;
  await page.route(/\/api\/v1\/items\/\?/, (route) => (failing ? route.abort('connectionrefused') : route.fallback()));
  await page.goto('/items');
  const alert = page.getByRole('alert').filter({ hasText: 'The items could not be loaded.' });
  await expect(alert).toContainText('The server could not be reached. Check your network connection.');
  await expectDetailsBehindToggle(alert, 'Details', /Failed to fetch/);

  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('table', { name: 'Items' }).or(page.getByText("You don't have any items yet"))).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('templates: a failed list shows 加载失败 with the reason in Chinese within a few seconds, and 重试 brings the rows', async ({
  page,
}) => {
  await logIn(page);
  let firstCall = 0;
  page.on('request', (request) => {
    if (!firstCall && request.url().includes('/api/backend/video-template/list')) firstCall = Date.now();
  });
  const list = await failCalls(page, /\/api\/backend\/video-template\/list\?/);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '视频模板管理' })).toBeVisible();
  const alert = page.getByRole('tabpanel').getByRole('alert').filter({ hasText: '加载失败' });
  await expect(alert).toBeVisible();
  // One quick retry, not seconds of backing off.
  expect(Date.now() - firstCall).toBeLessThan(4000);
  await expect(alert).toContainText('服务器出错了。');
  expect(await visibleText(page.locator('body'))).not.toContain('Internal Server Error');
  await expectDetailsBehindToggle(alert, '详细信息', /HTTP 500 Internal Server Error/);

  list.stop();
  await alert.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('table', { name: '全部模板列表' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveCount(0);
});

test('video tasks: the list and the stats each say why in Chinese, and 重试 recovers both', async ({ page }) => {
  await logIn(page);
  const calls = await failCalls(page, /\/api\/backend\/video-tasks\/(\?|stats\/summary)/);

  await page.goto('/admin/video-tasks');
  await expect(page.getByRole('heading', { name: '视频任务管理' })).toBeVisible();
  const alerts = page.getByRole('alert').filter({ hasText: '加载失败' });
  await expect(alerts).toHaveCount(2);
  for (const alert of await alerts.all()) await expect(alert).toContainText('服务器出错了。');
  expect(await visibleText(page.locator('body'))).not.toContain('Internal Server Error');
  await expectDetailsBehindToggle(alerts.first(), '详细信息', /HTTP 500 Internal Server Error/);
  await expectNoSeriousA11yViolations(page, 'video tasks, failed to load');

  calls.stop();
  while ((await alerts.count()) > 0) await alerts.first().getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('table', { name: '视频任务列表' }).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('list', { name: '任务统计' })).toBeVisible();
  await expect(alerts).toHaveCount(0);
});

test("video tasks: a task's details that fail to load say why in the dialog, and 重试 loads them", async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/video-tasks');
  const firstRow = page.getByRole('table', { name: '视频任务列表' }).locator('tbody tr').first();
  // The first cell holds the selection checkbox; the id comes next.
  const taskId = (await firstRow.getByRole('cell').nth(1).textContent())!.trim();
  const details = await failCalls(page, new RegExp(`/api/backend/video-tasks/${taskId}$`));

  await page.getByRole('button', { name: `任务 #${taskId} 的操作` }).click();
  await page.getByRole('menuitem', { name: '查看详情' }).click();
  const dialog = page.getByRole('dialog');
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('加载失败');
  await expect(alert).toContainText('服务器出错了。');
  expect(await visibleText(dialog)).not.toContain('Internal Server Error');

  details.stop();
  await alert.getByRole('button', { name: '重试' }).click();
  await expect(alert).toHaveCount(0);
  await expect(dialog).toContainText(taskId);
});

test('a remote that fails to load: Chinese on the back office, no runtime codes until Details, and 重试 recovers it', async ({ page }) => {
  await logIn(page);
  await page.route('**/remotes/video-tasks/**', (route) => route.abort());

  await page.goto('/admin/video-tasks');
  const failure = page.getByTestId('remote-error');
  await expect(failure).toContainText('这部分界面无法加载。');
  await expect(failure).toContainText('无法连接到服务器，请检查网络连接。');
  const shown = await visibleText(failure);
  expect(shown).not.toContain('#RUNTIME');
  expect(shown).not.toContain('/remotes/video-tasks/');
  await expectDetailsBehindToggle(failure, '详细信息', /RUNTIME-\d+|\/remotes\/video-tasks\//);
  await expectNoSeriousA11yViolations(page, 'a remote that failed to load');

  await page.unroute('**/remotes/video-tasks/**');
  await failure.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { name: '视频任务管理' })).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
});

test('an image that fails to load leaves a placeholder of the same size, saying so in Chinese', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/video-tasks');
  const thumbnail = page.getByRole('table', { name: '视频任务列表' }).locator('tbody tr').first().getByRole('img').first();
  await expect(thumbnail).toBeVisible();
  const loaded = (await thumbnail.boundingBox())!;

  // Every picture is gone now.
  await page.route('**/*', (route) => (route.request().resourceType() === 'image' ? route.fulfill({ status: 404 }) : route.fallback()));
  await page.reload();
  const placeholder = page
    .getByRole('table', { name: '视频任务列表' })
    .locator('tbody tr')
    .first()
    .locator('[data-media-unavailable="image"]')
    .first();
  await expect(placeholder).toBeVisible();
  await expect(placeholder).toContainText('图片无法加载');
  await expect(placeholder).toHaveAttribute('aria-label', /图片无法加载$/);
  const box = (await placeholder.boundingBox())!;
  expect(Math.round(box.width)).toBe(Math.round(loaded.width));
  expect(Math.round(box.height)).toBe(Math.round(loaded.height));
  // No broken-image icon anywhere in the row.
  await expect(page.getByRole('table', { name: '视频任务列表' }).locator('tbody tr').first().locator('img')).toHaveCount(0);
});
