import { expect, test, type Page } from '@playwright/test';
import { tabTo } from '../support/keyboard';
import { logIn, logOut, signedInContext } from '../support/session';
import { bearer, createTemplate, openAdmin } from '../support/templates';
import { uniqueEmail } from '../support/users';

// A person's own table: columns chosen and ordered and a density, by keyboard alone, saved as a
// view on the server that opens the list again after signing out and in another browser; a
// superuser's view shared with a role reaches the role's holders read-only; the bulk bar's buttons
// are Tab stops of their own.

const headers = (page: Page) => page.getByRole('table', { name: '用户' }).getByRole('columnheader').allTextContents();

test('columns and density by keyboard, saved as the default view: it survives a sign-out and opens in another browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page);
  // Starts from no views and the list's own layout (earlier runs of this spec on the same database).
  const auth = await bearer(page);
  const old = (await (await page.request.get('/api/v1/users/me/views/?list=users', { headers: auth })).json()) as {
    data: { id: string; read_only: boolean }[];
  };
  for (const view of old.data.filter((one) => !one.read_only))
    await page.request.delete(`/api/v1/users/me/views/${view.id}`, { headers: auth });
  await page.goto('/admin/users');
  await expect(page.getByRole('table', { name: '用户' }).getByRole('row').nth(1)).toBeVisible();

  // The column chooser, keyboard only: open it, uncheck 姓名, move 最近登录 up, close.
  const columnsButton = page.getByRole('button', { name: '列', exact: true });
  await tabTo(page, columnsButton);
  await page.keyboard.press('Enter');
  const chooser = page.getByRole('dialog', { name: '选择列并调整顺序' });
  await expect(chooser).toBeVisible();
  // Focus moves into it, on its first choice (the e-mail is always shown, so not a choice).
  await expect(chooser.getByRole('checkbox', { name: '姓名' })).toBeFocused();
  await page.keyboard.press('Space');
  await tabTo(page, chooser.getByRole('button', { name: '上移最近登录' }), 20);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
  await expect(columnsButton).toBeFocused();
  const chosen = ['邮箱', '角色', '启用', '超级管理员', '最近登录', '创建时间', '操作'];
  await expect.poll(() => headers(page)).toEqual(chosen);

  // Compact cells are tighter (the rows' height is the tallest content's, a row's menu button).
  const cellPadding = () =>
    page
      .getByRole('table', { name: '用户' })
      .locator('tbody td')
      .first()
      .evaluate((cell) => parseFloat(getComputedStyle(cell).paddingLeft));
  // Compact rows, keyboard only.
  const comfortable = await cellPadding();
  await tabTo(page, page.getByRole('button', { name: '密度：宽松' }), 5);
  await page.keyboard.press('Enter');
  await page.getByRole('menuitemradio', { name: '紧凑' }).press('Enter');
  await expect(page.getByRole('button', { name: '密度：紧凑' })).toBeVisible();
  await expect.poll(cellPadding).toBeLessThan(comfortable);

  // Saved as the default view of the list.
  const name = `紧凑 ${Date.now()}`;
  await page.getByRole('button', { name: '视图', exact: true }).click();
  await page.getByRole('menuitem', { name: '保存当前视图…' }).click();
  const dialog = page.getByRole('dialog', { name: '保存视图' });
  await dialog.getByRole('textbox', { name: '名称' }).fill(name);
  await dialog.getByRole('checkbox', { name: '打开列表时使用此视图' }).check();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: `已保存视图“${name}”` })).toBeVisible();

  // Signed out and in again, with this browser's memory of the layout gone: the server's view opens the list.
  await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('video-admin.list-layout.'))
      .forEach((key) => localStorage.removeItem(key)),
  );
  await logOut(page);
  await logIn(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('button', { name: `视图：${name}` })).toBeVisible();
  await expect.poll(() => headers(page)).toEqual(chosen);
  await expect.poll(cellPadding).toBeLessThan(comfortable);

  // Another browser of the same person.
  const other = await signedInContext(browser, page.request);
  const second = await other.newPage();
  await second.setViewportSize({ width: 1366, height: 900 });
  await second.goto('/admin/users');
  await expect(second.getByRole('button', { name: `视图：${name}` })).toBeVisible();
  await expect.poll(() => headers(second)).toEqual(chosen);
  // A link with filters opens as it says, the default view waiting to be chosen.
  await second.goto('/admin/users?role=viewer');
  await expect(second.getByRole('button', { name: '视图', exact: true })).toBeVisible();
  await expect(second).toHaveURL(/role=viewer/);
  await other.close();

  // On a phone only the views show.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: `视图：${name}` })).toBeVisible();
  await expect(columnsButton).toBeHidden();
  await expect(page.getByRole('button', { name: '密度：紧凑' })).toBeHidden();
});

test("a superuser's view shared with a role: its holders see it, read-only; nobody else does", async ({ page }) => {
  await logIn(page);
  const admin = await bearer(page);
  const reviewer = { email: uniqueEmail('views-reviewer'), password: 'password-1234' };
  const made = await page.request.post('/api/v1/users/', {
    headers: admin,
    data: { ...reviewer, full_name: 'Views Reviewer', roles: ['template_reviewer'] },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const name = `给审核 ${Date.now()}`;
  const state = { filters: { template_name: '可灵' }, sort: null, columns: ['template_name'], density: 'compact' };
  const shared = await page.request.post('/api/v1/users/me/views/', {
    headers: admin,
    data: { list: 'templates', name, state, shared_with_role: 'template_reviewer' },
  });
  expect(shared.status(), await shared.text()).toBe(201);
  const { id } = (await shared.json()) as { id: string };

  const login = await page.request.post('/api/v1/login/access-token', { form: { username: reviewer.email, password: reviewer.password } });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const asReviewer = { authorization: `Bearer ${token}` };
  const seen = (await (await page.request.get('/api/v1/users/me/views/?list=templates', { headers: asReviewer })).json()) as {
    data: { id: string; name: string; read_only: boolean }[];
  };
  expect(seen.data.find((view) => view.id === id)).toMatchObject({ name, read_only: true });
  expect((await page.request.put(`/api/v1/users/me/views/${id}`, { headers: asReviewer, data: { name: 'mine now' } })).status()).toBe(403);
  const refused = await page.request.post('/api/v1/users/me/views/', {
    headers: asReviewer,
    data: { list: 'templates', name: 'x', state, shared_with_role: 'viewer' },
  });
  expect(refused.status()).toBe(403);
  // Copying it is theirs to do.
  expect(
    (
      await page.request.post('/api/v1/users/me/views/', {
        headers: asReviewer,
        data: { list: 'templates', name: `${name}（副本）`, state },
      })
    ).status(),
  ).toBe(201);
});

test("the bulk bar's buttons are each a Tab stop", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page);
  const name = `Tab 停靠 ${Date.now()}`;
  const id = await createTemplate(page, {
    template_name: name,
    template_platform: 'keling',
    template_prompt: '海边',
    template_status: '已生成',
  });
  await openAdmin(page, `/admin/generated?template_name=${encodeURIComponent(name)}`);
  const table = page.getByRole('table', { name: '已生成列表' });
  await table.getByRole('checkbox', { name: `选择模板 #${id}` }).check();
  const bar = page.getByRole('region', { name: '批量操作：已生成' });
  await expect(bar).toContainText('已选 1 项');
  const toolbar = bar.getByRole('toolbar');
  const buttons = toolbar.getByRole('button');
  const names = (await buttons.allTextContents()).map((text) => text.trim());
  expect(names).toEqual(expect.arrayContaining(['通过', '不通过', '删除']));
  await buttons.first().focus();
  for (const next of names.slice(1)) {
    await page.keyboard.press('Tab');
    await expect(toolbar.getByRole('button', { name: next, exact: true })).toBeFocused();
  }
});
