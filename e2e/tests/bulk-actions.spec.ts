import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { logIn } from '../support/session';
import { acceptConfirmations, bearer, createTemplate, getTemplate, listTemplates, openAdmin } from '../support/templates';

// Selection and bulk actions on the lists. Each test makes its own rows through the API and narrows
// the list to them with a filter, so the demo data other specs read is left as it was.

async function deleteTemplates(page: Page, templateIds: number[]): Promise<void> {
  for (const templateId of templateIds) {
    await page.request.post('/api/backend/video-template/delete', { headers: await bearer(page), data: { template_id: templateId } });
  }
}

async function createTask(page: Page, templateId: number): Promise<number> {
  const response = await page.request.post('/api/backend/video-tasks/', {
    headers: await bearer(page),
    // Completed, so the video worker leaves it alone; unread, for 标为已读 to change.
    data: { template_id: templateId, user_id: 0, platform: 'keling', task_status: 3, is_read: false },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { task_id: number }).task_id;
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('已生成: select all matching, approve in bulk; the rows leave the tab and the summary counts them', async ({ page }) => {
  test.setTimeout(120_000);
  // The bulk actions ask in a dialog of their own: the browser's confirm() would be a regression.
  const confirmations = acceptConfirmations(page);
  const name = `批量审核 e2e ${Date.now()}`;
  const ids: number[] = [];
  for (const index of [1, 2, 3]) {
    ids.push(
      await createTemplate(page, {
        template_name: `${name} ${index}`,
        template_platform: 'keling',
        template_prompt: '一只猫在海边奔跑',
        template_status: '已生成',
      }),
    );
  }
  try {
    await openAdmin(page, `/admin/generated?template_name=${encodeURIComponent(name)}`);
    const table = page.getByRole('table', { name: '已生成列表' });
    await expect(table.locator('tbody tr')).toHaveCount(3);

    await table.getByRole('checkbox', { name: `选择模板 #${ids[0]}` }).check();
    const bar = page.getByRole('region', { name: '批量操作：已生成' });
    await expect(bar).toContainText('已选 1 项');
    const header = table.getByRole('checkbox', { name: '选择本页全部' });
    expect(await header.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
    await bar.getByRole('button', { name: '选择全部 3 条匹配记录' }).click();
    await expect(bar).toContainText('已选择全部 3 条');
    await expect(header).toBeChecked();
    await expectNoSeriousA11yViolations(page, 'bulk-bar-generated');

    await bar.getByRole('button', { name: '通过', exact: true }).click();
    const question = page.getByRole('alertdialog', { name: '通过 3 个模板？' });
    await expect(question).toContainText('通过后将自动进行AI补全。');
    await question.getByRole('button', { name: '通过', exact: true }).click();
    await expect(bar.getByRole('status')).toHaveText('成功 3 个，失败 0 个', { timeout: 90_000 });
    expect(confirmations).toEqual([]);

    // The list refreshed: the approved rows moved on to 待补全 (a list the name filter empties says so).
    await expect(table).toContainText('没有符合筛选条件的模板');
    for (const id of ids) expect((await getTemplate(page, id)).template_status).toBe('待补全');
    expect((await listTemplates(page, { template_status: '已生成', template_name: name })).count).toBe(0);
    await bar.getByRole('button', { name: '关闭' }).click();
    await expect(bar).toHaveCount(0);
  } finally {
    await deleteTemplates(page, ids);
  }
});

test('task list: select two tasks and mark them read', async ({ page }) => {
  const confirmations = acceptConfirmations(page);
  const templateId = await createTemplate(page, { template_name: `批量任务 e2e ${Date.now()}`, template_platform: 'keling' });
  const tasks = [await createTask(page, templateId), await createTask(page, templateId)];
  try {
    await page.goto(`/admin/video-tasks?template_id=${templateId}`);
    const table = page.getByRole('table', { name: '视频任务列表' });
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.locator('tbody tr').filter({ hasText: '未读' })).toHaveCount(2);

    for (const taskId of tasks) await table.getByRole('checkbox', { name: `选择任务 #${taskId}` }).check();
    const bar = page.getByRole('region', { name: '批量操作：视频任务' });
    await expect(bar).toContainText('已选 2 项');
    await bar.getByRole('button', { name: '标为已读' }).click();
    await page.getByRole('alertdialog', { name: '将 2 个任务标为已读？' }).getByRole('button', { name: '标为已读' }).click();

    await expect(bar.getByRole('status')).toHaveText('成功 2 个，失败 0 个', { timeout: 30_000 });
    expect(confirmations).toEqual([]);
    await expect(table.locator('tbody tr').filter({ hasText: '已读' })).toHaveCount(2);
    await expect(table.locator('tbody tr').filter({ hasText: '未读' })).toHaveCount(0);
    await expect(table.getByRole('checkbox', { name: `选择任务 #${tasks[0]}` })).not.toBeChecked();
  } finally {
    for (const taskId of tasks) await page.request.delete(`/api/backend/video-tasks/${taskId}`, { headers: await bearer(page) });
    await deleteTemplates(page, [templateId]);
  }
});
