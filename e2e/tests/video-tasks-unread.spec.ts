import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PHONE, saveScreenshot } from '../support/screens';
import { logIn } from '../support/session';
import { bearer } from '../support/templates';

// Unread tasks on the video task screen: the 未读 card lists them (the URL carries it, the list and
// the cards count the same tasks), a failed task says why under its badge, and on a phone the
// cards fold into one line so the first task is on the first screen. Counts are read from the
// screen (other specs add tasks to the same server); the tasks made here are deleted afterwards.

const SCREEN = '/admin/video-tasks';
const LAPTOP = { width: 1366, height: 900 };
const LONG_REASON =
  '可灵: 图片内容审核未通过，请更换参考图后重新提交。平台说明：参考图包含不允许的内容，或人物面部不清晰，此任务不会再被处理。';

function table(page: Page): Locator {
  return page.getByRole('table', { name: '视频任务列表' });
}

function rows(page: Page): Locator {
  return table(page).locator('tbody tr');
}

async function expectLoaded(page: Page): Promise<void> {
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
}

function cards(page: Page): Locator {
  return page.getByRole('list', { name: '任务统计' });
}

/** A card's count, as its list item names it ("未读 12"), once the counts have loaded. */
async function cardCount(page: Page, label: string): Promise<number> {
  const item = cards(page).getByRole('listitem', { name: new RegExp(`^${label} \\d+$`) });
  await expect(item).toBeVisible();
  return Number((await item.getAttribute('aria-label'))!.split(' ')[1]);
}

async function pagerTotal(page: Page): Promise<number> {
  const text = page.getByText(/^共 \d+ 条记录，第 \d+ \/ \d+ 页$/);
  await expect(text).toBeVisible();
  return Number((await text.textContent())!.match(/共 (\d+) 条/)![1]);
}

/** A task made through the API as the end-user product records one (failed: the worker leaves it alone). */
async function createTask(page: Page, data: Record<string, unknown>): Promise<number> {
  const response = await page.request.post('/api/backend/video-tasks/', {
    headers: await bearer(page),
    data: { template_id: 1, platform: 'keling', ...data },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { task_id: number }).task_id;
}

async function deleteTasks(page: Page, ids: number[]): Promise<void> {
  for (const id of ids) await page.request.delete(`/api/backend/video-tasks/${id}`, { headers: await bearer(page) });
}

test.describe('at 1366x900', () => {
  test.use({ viewport: LAPTOP });

  test('the 未读 card lists the unread tasks: pressed, in the URL and the filter row, every row unread, the counts agree', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto(SCREEN);
    await expectLoaded(page);
    const unread = await cardCount(page, '未读');
    expect(unread).toBeGreaterThan(0);
    const unreadCard = cards(page).getByRole('button', { name: /^未读/ });
    await expect(unreadCard).toHaveAttribute('aria-pressed', 'false');

    await unreadCard.click();
    await expect(page).toHaveURL(/\/admin\/video-tasks\?is_read=false$/);
    await expectLoaded(page);
    await expect(unreadCard).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).getByRole('button', { name: /^总任务数/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('combobox', { name: '已读', exact: true })).toHaveValue('false');
    // The list holds exactly the tasks the card counted, and the cards now count those tasks.
    await expect.poll(() => pagerTotal(page)).toBe(unread);
    await expect.poll(() => cardCount(page, '总任务数')).toBe(unread);
    expect(await cardCount(page, '未读')).toBe(unread);
    // 已读 in the default view: after the selection checkbox, the ids, platform, first image, video and status.
    const readBadges = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[8]?.textContent ?? ''));
    expect(readBadges.length).toBeGreaterThan(0);
    expect(new Set(readBadges)).toEqual(new Set(['未读']));

    // With a status card: the unread failed tasks, as many as the 失败 card counts now.
    const unreadFailed = await cardCount(page, '失败');
    await cards(page).getByRole('button', { name: /^失败/ }).click();
    await expect(page).toHaveURL(/is_read=false&task_status=4$/);
    await expectLoaded(page);
    await expect.poll(() => pagerTotal(page)).toBe(unreadFailed);

    // The URL alone brings the filter back; the keyboard takes it off again.
    await page.reload();
    await expectLoaded(page);
    await expect(cards(page).getByRole('button', { name: /^未读/ })).toHaveAttribute('aria-pressed', 'true');
    await cards(page).getByRole('button', { name: /^未读/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/video-tasks\?task_status=4$/);
    await expect(page.getByRole('combobox', { name: '已读', exact: true })).toHaveValue('');
  });

  test('a failed task says why under its badge, whole on hover and keyboard focus and in its details', async ({ page }) => {
    await logIn(page);
    const userId = 700_000 + (Date.now() % 100_000);
    const failed = await createTask(page, { user_id: userId, task_status: 4, is_read: false, query_task_rsp: { error: LONG_REASON } });
    const done = await createTask(page, { user_id: userId, task_status: 3, is_read: true });
    try {
      await page.goto(`${SCREEN}?user_id=${userId}&is_read=false`);
      await expectLoaded(page);
      await expect(rows(page)).toHaveCount(1);
      const status = rows(page).first().getByRole('cell').nth(7);
      await expect(status.getByText('失败', { exact: true })).toBeVisible();
      const line = status.getByText(LONG_REASON);
      await expect(line).toBeVisible();
      // One short line under the badge: cut, never wrapped, never wider than its column allows.
      const box = (await line.boundingBox())!;
      const badge = (await status.getByText('失败', { exact: true }).boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(badge.y + badge.height - 1);
      expect(box.height).toBeLessThan(24);
      expect(box.width).toBeLessThanOrEqual(141);

      await line.hover();
      await expect(page.getByRole('tooltip')).toHaveText(LONG_REASON);
      await page.mouse.move(0, 0);
      await expect(page.getByRole('tooltip')).toBeHidden();
      await line.focus();
      await expect(page.getByRole('tooltip')).toHaveText(LONG_REASON);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('tooltip')).toBeHidden();
      await expectNoSeriousA11yViolations(page, 'video tasks, unread with a failure reason');
      await saveScreenshot(page, 'video-tasks-failure-reason');

      await page.getByRole('button', { name: `任务 #${failed} 的操作` }).click();
      await page.getByRole('menuitem', { name: '查看详情' }).click();
      const details = page.getByRole('dialog', { name: `视频任务详情 #${failed}` });
      await expect(details.getByText(LONG_REASON, { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');

      // The read one shows under 已读, the failed unread one does not.
      await page.getByRole('combobox', { name: '已读', exact: true }).selectOption({ label: '已读' });
      await expect(page).toHaveURL(new RegExp(`user_id=${userId}&is_read=true$`));
      await expectLoaded(page);
      await expect(rows(page)).toHaveCount(1);
      await expect(page.getByRole('button', { name: `任务 #${done} 的操作` })).toBeVisible();
    } finally {
      await deleteTasks(page, [failed, done]);
    }
  });
});

test.describe('at 390x844', () => {
  test.use({ viewport: PHONE });

  test('the cards and the platform chart fold into one line that opens them, and the first task is on the first screen', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto(SCREEN);
    await expectLoaded(page);
    const line = page.getByRole('button', { name: /^总任务数 \d+ · 失败 \d+ · 未读 \d+$/ });
    await expect(line).toBeVisible();
    await expect(line).toHaveAttribute('aria-expanded', 'false');
    await expect(cards(page)).toBeHidden();
    await expect(page.getByRole('region', { name: '平台分布' })).toBeHidden();

    const first = rows(page).first();
    await expect(first.getByRole('button', { name: /^任务 #\d+ 的操作$/ })).toBeVisible();
    expect((await first.boundingBox())!.y, 'the first task starts below the first screen').toBeLessThan(PHONE.height);
    await expectNoSeriousA11yViolations(page, 'video tasks on a phone, folded');
    await saveScreenshot(page, 'video-tasks-phone-folded');

    // Opened: the cards, whose 未读 lists the unread tasks as on a wide screen.
    const [, failedCount, unreadCount] = (await line.textContent())!.match(/\d+/g)!.map(Number);
    await line.click();
    await expect(line).toHaveAttribute('aria-expanded', 'true');
    await expect(cards(page)).toBeVisible();
    await expect(page.getByRole('region', { name: '平台分布' })).toBeVisible();
    expect(await cardCount(page, '失败')).toBe(failedCount);
    expect(await cardCount(page, '未读')).toBe(unreadCount);
    await cards(page).getByRole('button', { name: /^未读/ }).click();
    await expect(page).toHaveURL(/is_read=false$/);
    await expectLoaded(page);
    await expect.poll(() => pagerTotal(page)).toBe(unreadCount);
    await expectNoSeriousA11yViolations(page, 'video tasks on a phone, opened');
    await saveScreenshot(page, 'video-tasks-phone-unread');

    // In English the line reads the same counts in its words.
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByRole('button', { name: /^Total tasks \d+ · Failed \d+ · Unread \d+$/ })).toBeVisible();
  });
});
