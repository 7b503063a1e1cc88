import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from '../support/session';
import { expectToast } from '../support/toast';
import { newTestUser, signUpViaApi } from '../support/users';

// The video task screen on the server's demo data (about 200 tasks over three platforms and
// four statuses). Tests read counts from the screen instead of assuming them, since other specs
// may add tasks to the same server.

const SCREEN = '/admin/video-tasks';

function table(page: Page): Locator {
  return page.getByRole('table', { name: '视频任务列表' });
}

/** The body rows (the header row left out). */
function rows(page: Page): Locator {
  return table(page).locator('tbody tr');
}

function cell(row: Locator, column: number): Locator {
  return row.getByRole('cell').nth(column);
}

// The default view's columns; the selection checkbox comes first.
const COLUMN = { taskId: 1, userId: 3, platform: 4, video: 6, status: 7, read: 8, created: 9 } as const;

async function openScreen(page: Page, query = ''): Promise<void> {
  await page.goto(`${SCREEN}${query}`);
  await expect(page.getByRole('heading', { name: '视频任务管理' })).toBeVisible();
  await expectLoaded(page);
}

/** The table shows rows (or its empty text), not skeletons. */
async function expectLoaded(page: Page): Promise<void> {
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
}

async function card(page: Page, label: string): Promise<number> {
  const item = page.getByRole('list', { name: '任务统计' }).getByRole('listitem', { name: new RegExp(`^${label} \\d+$`) });
  await expect(item).toBeVisible();
  return Number((await item.getAttribute('aria-label'))!.split(' ')[1]);
}

async function pagerTotal(page: Page): Promise<number> {
  const text = page.getByText(/^共 \d+ 条记录，第 \d+ \/ \d+ 页$/);
  await expect(text).toBeVisible();
  return Number((await text.textContent())!.match(/共 (\d+) 条/)![1]);
}

async function columnTexts(page: Page, column: number): Promise<string[]> {
  return rows(page).evaluateAll((trs, index) => trs.map((tr) => tr.querySelectorAll('td')[index]?.textContent ?? ''), column);
}

/** The distinct texts of a column, polled: a URL change renders the new page a moment later. */
async function expectColumn(page: Page, column: number, values: string[]): Promise<void> {
  await expect.poll(async () => [...new Set(await columnTexts(page, column))].sort()).toEqual([...values].sort());
}

async function openRowAction(page: Page, taskId: string, action: '查看详情' | '编辑' | '删除'): Promise<void> {
  await page.getByRole('button', { name: `任务 #${taskId} 的操作` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Applies what the filter row holds: nothing applies before 筛选 (or Enter in a field). */
async function applyFilters(page: Page): Promise<void> {
  await page.getByRole('search', { name: '筛选视频任务' }).getByRole('button', { name: '筛选' }).click();
}

async function filterByTaskId(page: Page, taskId: string): Promise<void> {
  await page.getByRole('textbox', { name: '任务ID', exact: true }).fill(taskId);
  await page.getByRole('textbox', { name: '任务ID', exact: true }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`task_id=${taskId}$`));
  await expectLoaded(page);
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('summary cards, platform distribution and the first page agree with each other', async ({ page }) => {
  await openScreen(page);

  const total = await card(page, '总任务数');
  expect(total).toBeGreaterThanOrEqual(150);
  const byStatus = await Promise.all(['待处理', '处理中', '已完成', '失败'].map((label) => card(page, label)));
  expect(byStatus.every((n) => n > 0)).toBe(true);
  expect(byStatus.reduce((a, b) => a + b, 0)).toBe(total);
  expect(await card(page, '未读')).toBeGreaterThan(0);

  const chart = page.getByRole('region', { name: '平台分布' });
  const bars = await chart.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
  expect(bars.map((label) => label.split(' ')[0])).toEqual(['可灵', '即梦', 'MiniMax']);
  const perPlatform = bars.map((label) => Number(label.match(/ (\d+) 个任务/)![1]));
  expect(perPlatform.every((n) => n > 0)).toBe(true);
  expect(perPlatform.reduce((a, b) => a + b, 0)).toBe(total);

  expect(await pagerTotal(page)).toBe(total);
  await expect(page.getByText(`共 ${total} 条记录，第 1 / ${Math.ceil(total / 10)} 页`)).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByRole('combobox', { name: '每页显示' })).toHaveCount(0);

  // Newest first: task ids of the demo data grow with creation time only loosely, so check the dates.
  const created = await columnTexts(page, COLUMN.created);
  const times = created.map((text) => new Date(text.replace(/\//g, '-')).getTime());
  expect([...times].sort((a, b) => b - a)).toEqual(times);
});

test('a completed task plays its video muted and looped, and a click pauses and resumes it', async ({ page }) => {
  await openScreen(page, '?task_status=3');
  const video = rows(page).first().locator('video');
  await expect(video).toHaveAttribute('autoplay', '');
  await expect(video).toHaveAttribute('loop', '');
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2)).toBe(true);

  await video.click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await video.click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
});

test('filters by platform and status in the URL, pages, and returns to page 1 on a filter change', async ({ page }) => {
  await openScreen(page);

  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByText(/^共 \d+ 条记录，第 2 \/ \d+ 页$/)).toBeVisible();
  await expectLoaded(page);

  await page.getByRole('combobox', { name: '平台', exact: true }).selectOption({ label: '即梦' });
  await applyFilters(page);
  await expect(page).toHaveURL(/\?platform=jimeng$/);
  await expectLoaded(page);
  await expect(page.getByText(/^共 \d+ 条记录，第 1 \/ \d+ 页$/)).toBeVisible();
  const chartJimeng = page.getByRole('region', { name: '平台分布' }).getByRole('listitem', { name: /^即梦 / });
  const jimeng = Number((await chartJimeng.getAttribute('aria-label'))!.match(/ (\d+) 个任务/)![1]);
  await expect.poll(() => pagerTotal(page)).toBe(jimeng);
  await expectColumn(page, COLUMN.platform, ['即梦']);

  await page.getByRole('combobox', { name: '状态', exact: true }).selectOption({ label: '已完成' });
  await applyFilters(page);
  await expect(page).toHaveURL(/\?platform=jimeng&task_status=3$/);
  await expectLoaded(page);
  await expectColumn(page, COLUMN.status, ['已完成']);
  await expectColumn(page, COLUMN.platform, ['即梦']);
  const completedJimeng = await pagerTotal(page);
  expect(completedJimeng).toBeGreaterThan(0);
  expect(completedJimeng).toBeLessThan(jimeng);

  // A reload keeps the view: filters and page live in the URL.
  await page.reload();
  await expectLoaded(page);
  await expect(page.getByRole('combobox', { name: '平台', exact: true })).toHaveValue('jimeng');
  await expect(page.getByRole('combobox', { name: '状态', exact: true })).toHaveValue('3');
  expect(await pagerTotal(page)).toBe(completedJimeng);

  // An id that is not a number is flagged and not sent.
  await page.getByRole('textbox', { name: '用户ID', exact: true }).fill('12ab');
  await expect(page.getByText('请输入有效的整数 ID，此条件未生效')).toBeVisible();
  await page.getByRole('textbox', { name: '用户ID', exact: true }).press('Enter');
  await expect(page).toHaveURL(/user_id=12ab/);
  await expectLoaded(page);
  expect(await pagerTotal(page)).toBe(completedJimeng);

  // A real user id narrows the list to that user's tasks.
  await page.getByRole('button', { name: '清空' }).click();
  await expect(page).toHaveURL(new RegExp(`${SCREEN}$`));
  await expectLoaded(page);
  await expect.poll(async () => (await columnTexts(page, COLUMN.platform)).length).toBe(10);
  const userId = (await cell(rows(page).first(), COLUMN.userId).textContent())!;
  await page.getByRole('textbox', { name: '用户ID', exact: true }).fill(userId);
  await applyFilters(page);
  await expect(page).toHaveURL(new RegExp(`\\?user_id=${userId}$`));
  await expectLoaded(page);
  await expectColumn(page, COLUMN.userId, [userId]);
});

test('the row menu opens from the keyboard and shows every detail of a task', async ({ page }) => {
  await openScreen(page, '?task_status=3');
  await expect.poll(async () => (await columnTexts(page, COLUMN.taskId)).length).toBe(10);
  // Earlier tests may have completed tasks of their own on the local platform; the oldest id on
  // the page is one of the demo data's, whose payloads this test knows.
  const taskId = String(Math.min(...(await columnTexts(page, COLUMN.taskId)).map(Number)));

  await page.getByRole('button', { name: `任务 #${taskId} 的操作` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: '查看详情' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: '编辑' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: `视频任务详情 #${taskId}` });
  await expect(dialog).toBeVisible();
  const value = (term: string) => dialog.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(value('任务ID')).toHaveText(taskId);
  await expect(value('任务状态')).toHaveText('已完成');
  await expect(value('平台')).toHaveText(/^(可灵|即梦|MiniMax)$/);
  await expect(value('平台任务ID')).toHaveText(/^demo-/);
  await expect(value('视频链接').getByRole('link')).toHaveAttribute('href', /^\/|^https?:/);
  await expect(value('首图链接').getByRole('link')).toHaveAttribute('href', /^\/|^https?:/);
  // Payloads are pretty-printed JSON.
  const params = await value('创建参数').locator('pre').textContent();
  expect(JSON.stringify(JSON.parse(params!), null, 2)).toBe(params);
  expect(params).toContain('\n  "prompt": ');
  await expect(value('查询响应').locator('pre')).toContainText('"demo": true');
  await expect(value('创建时间')).toHaveText(/\d{4}\/\d{1,2}\/\d{1,2}/);
  await expect(value('更新时间')).toHaveText(/\d{4}\/\d{1,2}\/\d{1,2}/);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('edit sets the status and read flag; the row and the cards follow', async ({ page }) => {
  // Pending demo tasks are unread and the worker leaves them alone.
  await openScreen(page, '?task_status=1');
  const taskId = (await cell(rows(page).first(), COLUMN.taskId).textContent())!;
  const [pending, failed, unread] = [await card(page, '待处理'), await card(page, '失败'), await card(page, '未读')];
  await filterByTaskId(page, taskId);
  await expect(cell(rows(page).first(), COLUMN.read)).toHaveText('未读');

  await openRowAction(page, taskId, '编辑');
  const dialog = page.getByRole('dialog', { name: `编辑视频任务 #${taskId}` });
  await expect(dialog.getByRole('combobox', { name: '任务状态' })).toHaveValue('1');
  await dialog.getByRole('combobox', { name: '任务状态' }).selectOption({ label: '失败' });
  await dialog.getByRole('switch', { name: '已读' }).check();
  await dialog.getByRole('button', { name: '保存' }).click();

  await expectToast(page, '视频任务更新成功');
  await expect(dialog).toBeHidden();
  // The status filter (待处理) no longer matches; clear it, keep the id.
  await page.getByRole('combobox', { name: '状态', exact: true }).selectOption({ label: '全部状态' });
  await applyFilters(page);
  await expect(page).toHaveURL(new RegExp(`\\?task_id=${taskId}$`));
  await expectLoaded(page);
  await expect(cell(rows(page).first(), COLUMN.status)).toHaveText('失败');
  await expect(cell(rows(page).first(), COLUMN.read)).toHaveText('已读');
  // The cards count what the filters in force (this task) match.
  await expect.poll(() => card(page, '待处理')).toBe(0);
  expect(await card(page, '失败')).toBe(1);
  expect(await card(page, '未读')).toBe(0);

  // The server kept it.
  await page.reload();
  await expectLoaded(page);
  await expect(cell(rows(page).first(), COLUMN.status)).toHaveText('失败');
  await expect(cell(rows(page).first(), COLUMN.read)).toHaveText('已读');

  // And all tasks' cards moved by this one.
  await openScreen(page, '');
  await expect.poll(() => card(page, '待处理')).toBe(pending - 1);
  expect(await card(page, '失败')).toBe(failed + 1);
  expect(await card(page, '未读')).toBe(unread - 1);
});

test('delete asks first; declined, nothing happens; accepted, the task is gone', async ({ page }) => {
  await openScreen(page, '?task_status=4');
  const taskId = (await cell(rows(page).first(), COLUMN.taskId).textContent())!;
  const total = await card(page, '总任务数');
  await filterByTaskId(page, taskId);

  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await openRowAction(page, taskId, '删除');
  await expect.poll(() => messages).toEqual(['确定要删除这个视频任务吗？此操作不可撤销。']);
  await expect(rows(page)).toHaveCount(1);
  await expect(cell(rows(page).first(), COLUMN.taskId)).toHaveText(taskId);

  page.once('dialog', (dialog) => void dialog.accept());
  await openRowAction(page, taskId, '删除');
  await expectToast(page, '视频任务删除成功');
  await expect(page.getByRole('cell', { name: '没有找到视频任务' })).toBeVisible();
  // Filtered by its id, the cards count nothing now.
  await expect.poll(() => card(page, '总任务数')).toBe(0);

  await page.reload();
  await expectLoaded(page);
  await expect(page.getByRole('cell', { name: '没有找到视频任务' })).toBeVisible();

  await openScreen(page, '');
  await expect.poll(() => card(page, '总任务数')).toBe(total - 1);
});

test('a regular user is told the screen is not for them and stays signed in', async ({ page }) => {
  const user = await signUpViaApi(page.request, newTestUser('video-tasks'));
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await logIn(page, user.email, user.password);

  await page.goto(SCREEN);
  await expect(page.getByText('没有权限')).toBeVisible();
  await expect(page.getByText('您没有访问视频任务管理的权限，请联系管理员为您分配包含该权限的角色。')).toBeVisible();
  await expect(table(page)).toHaveCount(0);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(new RegExp(`${SCREEN}$`));
});
