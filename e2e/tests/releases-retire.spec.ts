import { expect, test } from '@playwright/test';
import { SUPERUSER } from '../support/env';
import { logIn } from '../support/session';
import { accessToken } from '../support/users';

// Retire and restore on the releases screen: the question names the routes and menu entries that
// would leave the page, a module owning a path the product needs is refused with the paths named
// and nothing to confirm, and a retired module comes back with Restore, asked first. The module
// retired here is one of the test's own, with no release: no other test sees it.

test('the releases screen names what retiring takes away, refuses a module the product needs, and retires and restores one', async ({
  page,
  request,
}) => {
  const admin = { authorization: `Bearer ${await accessToken(request, SUPERUSER.email, SUPERUSER.password)}` };
  const registered = await request.post('/api/v1/modules/', {
    headers: admin,
    data: { name: 'remote-parting', segment: 'parting', config_key: 'parting', display_name: { en: 'Parting team', 'zh-CN': '告别团队' } },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await logIn(page);
  await page.goto('/admin/releases');
  // A module's actions are in its section, opened from the summary table.
  const open = (name: string) =>
    page.getByRole('table', { name: '模块' }).getByRole('row').filter({ hasText: name }).getByRole('link').click();

  // A live module: its route and its menu entry (as the menu shows it) would leave the page. Cancelled.
  await open('remote-users');
  const users = page.getByRole('region', { name: /remote-users$/ });
  await users.getByRole('button', { name: '停用' }).click();
  const usersQuestion = page.getByRole('alertdialog', { name: '停用 remote-users？' });
  await expect(usersQuestion.getByRole('list', { name: '以下路由将从页面消失：' })).toHaveText('/admin/users');
  await expect(usersQuestion.getByRole('list', { name: '以下菜单项将消失：' })).toHaveText('用户管理 /admin/users');
  await usersQuestion.getByRole('button', { name: '取消' }).click();
  await expect(usersQuestion).toHaveCount(0);

  // The sign-in screens' module: refused, with the paths that forbid it, and nothing to confirm.
  await open('remote-account');
  const account = page.getByRole('region', { name: /remote-account$/ });
  await account.getByRole('button', { name: '停用' }).click();
  const refusal = page.getByRole('alertdialog', { name: '无法停用 remote-account' });
  await expect(refusal.getByRole('listitem').filter({ hasText: '/login' })).toBeVisible();
  await expect(refusal.getByRole('button', { name: '停用' })).toHaveCount(0);
  await refusal.getByRole('button', { name: '关闭' }).click();
  await expect(refusal).toHaveCount(0);

  // The test's own module: retired, then restored, each asked first.
  await open('remote-parting');
  const parting = page.getByRole('region', { name: '告别团队 remote-parting' });
  await parting.getByRole('button', { name: '停用' }).click();
  const retireQuestion = page.getByRole('alertdialog', { name: '停用 remote-parting？' });
  await expect(retireQuestion.getByText('它没有线上路由。')).toBeVisible();
  await retireQuestion.getByRole('button', { name: '停用' }).click();
  await expect(parting.getByText(/^已于 .+ 停用，页面不再包含它。$/)).toBeVisible();
  await parting.getByRole('button', { name: '恢复' }).click();
  const restoreQuestion = page.getByRole('alertdialog', { name: '恢复 remote-parting？' });
  await restoreQuestion.getByRole('button', { name: '恢复' }).click();
  await expect(parting.getByRole('button', { name: '停用' })).toBeVisible();
  const listed = (await (await request.get('/api/v1/modules/', { headers: admin })).json()) as { data: { name: string }[] };
  expect(listed.data.map((module) => module.name)).toContain('remote-parting');
});
