import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_BASE_URL, SUPERUSER } from '../support/env';
import { accessToken, newTestUser } from '../support/users';
import { openAdmin } from '../support/templates';

// The back-office screens offer a person only what their roles let them do: a 模板审核 reviews
// templates but neither publishes, deletes nor acts in bulk, and has no tasks screen; a 只读 reads,
// filters and exports both screens and changes nothing.

/** A user with these roles, made by the superuser through the API, signed in (by token) in a page of its own. */
async function signedInWithRoles(browser: Browser, roles: string[]): Promise<Page> {
  const user = newTestUser(roles.join('-'));
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const admin = await accessToken(context.request, SUPERUSER.email, SUPERUSER.password);
  const created = await context.request.post('/api/v1/users/', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { email: user.email, password: user.password, full_name: user.fullName, roles },
  });
  expect(created.status(), await created.text()).toBe(200);
  const token = await accessToken(context.request, user.email, user.password);
  await context.addInitScript((value) => window.localStorage.setItem('access_token', value), token);
  return context.newPage();
}

/** The names of the templates screen's buttons that change something. */
const CHANGES = /^(编辑|复制|删除|通过|不通过|上架|下架|重新上架|重新提交|新建模板|更多)$/;

const rowGroups = (page: Page) => page.getByRole('group', { name: /^模板 #\d+ 的操作$/ });

test('a 模板审核 reviews templates without publish, delete or bulk actions, and has no tasks screen', async ({ browser }) => {
  const page = await signedInWithRoles(browser, ['template_reviewer']);

  await openAdmin(page, '/admin/completion');
  const first = rowGroups(page).first();
  await expect(first.getByRole('button', { name: '编辑' })).toBeVisible();
  await expect(first.getByRole('button', { name: '重新提交' })).toBeVisible();
  await expect(page.getByRole('button', { name: '上架' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^更多/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '新建模板' })).toHaveCount(0);
  // No selection, so no bulk bar and no bulk publish.
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  await openAdmin(page, '/admin');
  await expect(rowGroups(page).first().getByRole('button')).toHaveText(['编辑']);
  await expect(page.getByRole('button', { name: '删除' })).toHaveCount(0);

  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link', { name: '视频模板管理' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '视频任务管理' })).toHaveCount(0);
  await page.goto('/admin/video-tasks');
  await expect(page.getByText('您没有访问视频任务管理的权限，请联系管理员为您分配包含该权限的角色。')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/video-tasks$/);
  await page.context().close();
});

test('a 只读 filters and exports both screens but sees no button that changes anything', async ({ browser }) => {
  const page = await signedInWithRoles(browser, ['viewer']);

  await openAdmin(page, '/admin');
  const templateFilters = page.getByRole('search', { name: '筛选条件' });
  await templateFilters.getByRole('combobox', { name: '状态', exact: true }).selectOption({ label: '待补全' });
  await templateFilters.getByRole('button', { name: '筛选' }).click();
  await expect(page).toHaveURL(/template_status=/);
  const [templatesCsv] = await Promise.all([
    page.waitForEvent('download'),
    templateFilters.getByRole('button', { name: '导出 CSV' }).click(),
  ]);
  expect(templatesCsv.suggestedFilename()).toMatch(/^video-templates-/);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  // No column of actions at all (查看 is the published tab's), no selection, nothing to create.
  await expect(rowGroups(page)).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: '操作' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: CHANGES })).toHaveCount(0);

  await page.goto('/admin/video-tasks');
  const taskFilters = page.getByRole('search', { name: '筛选视频任务' });
  await taskFilters.getByRole('combobox', { name: '状态', exact: true }).selectOption({ label: '已完成' });
  await expect(page).toHaveURL(/task_status=3/);
  const [tasksCsv] = await Promise.all([page.waitForEvent('download'), taskFilters.getByRole('button', { name: '导出 CSV' }).click()]);
  expect(tasksCsv.suggestedFilename()).toMatch(/^video-tasks-/);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page
    .getByRole('button', { name: /^任务 #\d+ 的操作$/ })
    .first()
    .click();
  await expect(page.getByRole('menuitem')).toHaveText(['查看详情']);
  await page.context().close();
});
