import { expect, test } from '@playwright/test';
import { E2E_BASE_URL, SUPERUSER } from '../support/env';
import { accessToken, newTestUser } from '../support/users';

// A right taken away while the person works: the change reaches their open tab, which says they
// lack the right, and the menu follows /users/me; a call made anyway is refused for the missing
// right (403 "The user doesn't have enough privileges"), which does not sign them out.
test('losing a right in another tab leaves the person signed in, told so, and the menu without the back office', async ({
  browser,
  request,
}) => {
  const admin = { Authorization: `Bearer ${await accessToken(request, SUPERUSER.email, SUPERUSER.password)}` };
  const viewer = newTestUser('viewer');
  const created = await request.post('/api/v1/users/', {
    headers: admin,
    data: { email: viewer.email, password: viewer.password, full_name: viewer.fullName, roles: ['viewer'] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  const token = await accessToken(request, viewer.email, viewer.password);

  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    storageState: { cookies: [], origins: [{ origin: E2E_BASE_URL, localStorage: [{ name: 'access_token', value: token }] }] },
  });
  const page = await context.newPage();
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: '视频模板管理' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '视频任务管理' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: '模板分类' });
  await expect(tabs.getByRole('tab', { name: /^全部模板/, selected: true })).toBeVisible();

  // The other tab: a superuser takes the viewer role away.
  const demoted = await request.patch(`/api/v1/users/${id}`, { headers: admin, data: { roles: [] } });
  expect(demoted.status(), await demoted.text()).toBe(200);

  // The change reaches the open tab by itself (the change stream): the screen says they lack the
  // right and the menu follows /users/me, without a call of theirs being refused first.
  await expect(page.getByText(/你没有执行此操作的权限|您没有访问视频模板管理的权限/).first()).toBeVisible({ timeout: 15_000 });
  await expect(nav.getByRole('link', { name: '视频模板管理' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: '视频任务管理' })).toHaveCount(0);
  // A call made anyway is refused for the missing right, which does not sign them out.
  const refused = await page.evaluate(async () => {
    const response = await fetch('/api/backend/video-template/list?page=1&page_size=10', {
      method: 'POST',
      headers: { Authorization: `Bearer ${window.localStorage.getItem('access_token') ?? ''}` },
    });
    return { status: response.status, body: (await response.json()) as { detail?: string } };
  });
  expect(refused).toMatchObject({ status: 403, body: { detail: "The user doesn't have enough privileges" } });
  // Still signed in, where they were.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBe(token);
  await context.close();
});
