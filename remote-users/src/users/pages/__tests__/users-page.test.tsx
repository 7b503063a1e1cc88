import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, setLanguagePreference } from '@video-admin/shared-ui';
import { api, apiServer, aUser, HttpResponse } from '@video-admin/shared-ui/testing';
import { renderUsers } from '../../../testing/render-users';
import { ADMIN, aUserRow, serveUsers } from '../../../testing/users-handlers';

const location = () => screen.getByLabelText('location').textContent;
const dataRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') && !row.hasAttribute('data-testid'));

const reviewer = aUserRow(1, {
  email: 'rita@example.com',
  full_name: 'Rita Review',
  roles: ['template_reviewer'],
  last_login_at: '2026-11-25T06:30:00Z',
});
const operator = aUserRow(2, { email: 'otto@example.com', full_name: 'Otto', roles: ['task_operator', 'viewer'], is_active: false });

test('lists the users with e-mail, name, roles, active, superuser, created and last sign-in, in Chinese by default', async () => {
  serveUsers([ADMIN, reviewer, operator]);
  renderUsers();
  expect(await screen.findByRole('heading', { name: '用户管理' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: '用户' });
  await waitFor(() => expect(dataRows(table)).toHaveLength(3));
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['邮箱', '姓名', '角色', '启用', '超级管理员', '创建时间', '最近登录', '操作']);
  const [admin, rita, otto] = dataRows(table);
  expect(within(admin!).getAllByRole('cell')[0]).toHaveTextContent('admin@example.com （你）');
  expect(within(admin!).getAllByRole('cell')[2]).toHaveTextContent('超级管理员');
  expect(within(admin!).getAllByRole('cell')[4]).toHaveTextContent('是');
  expect(within(rita!).getAllByRole('cell')[2]).toHaveTextContent('模板审核');
  expect(within(otto!).getAllByRole('cell')[2]).toHaveTextContent('任务运营只读');
  expect(within(rita!).getAllByRole('cell')[3]).toHaveTextContent('已启用');
  expect(within(rita!).getAllByRole('cell')[4]).toHaveTextContent('否');
  expect(within(otto!).getAllByRole('cell')[3]).toHaveTextContent('已停用');
  expect(within(rita!).getAllByRole('cell')[5]).toHaveTextContent(formatDateTime('2026-11-22T08:15:00Z'));
  expect(within(rita!).getAllByRole('cell')[6]).toHaveTextContent(formatDateTime('2026-11-25T06:30:00Z'));
  expect(within(rita!).getAllByRole('cell')[6]).not.toHaveTextContent('从未登录');
  expect(within(otto!).getAllByRole('cell')[6]).toHaveTextContent(/^从未登录$/);
});

test('in English the last sign-in column says Last sign-in, and Never for who never signed in', async () => {
  setLanguagePreference('en');
  serveUsers([ADMIN, reviewer, operator]);
  renderUsers();
  const table = await screen.findByRole('table', { name: 'Users' });
  await waitFor(() => expect(dataRows(table)).toHaveLength(3));
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(headers.slice(5, 7)).toEqual(['Created', 'Last sign-in']);
  const [, rita, otto] = dataRows(table);
  expect(within(rita!).getAllByRole('cell')[6]).toHaveTextContent(formatDateTime('2026-11-25T06:30:00Z'));
  expect(within(otto!).getAllByRole('cell')[6]).toHaveTextContent(/^Never$/);
});

test('the search and the role filter go to the API and stay in the URL; 清空 clears them', async () => {
  const { lists } = serveUsers([ADMIN, reviewer, operator]);
  renderUsers('/admin/users?role=viewer');
  const table = await screen.findByRole('table', { name: '用户' });
  await waitFor(() => expect(dataRows(table)).toHaveLength(1));
  expect(within(table).getByText('otto@example.com')).toBeInTheDocument();
  expect(lists()[0]).toBe('/api/v1/users/?skip=0&limit=10&role=viewer');

  await userEvent.selectOptions(screen.getByRole('combobox', { name: '角色' }), '模板审核');
  await waitFor(() => expect(location()).toBe('/admin/users?role=template_reviewer'));
  await waitFor(() => expect(within(table).getByText('rita@example.com')).toBeInTheDocument());

  await userEvent.selectOptions(screen.getByRole('combobox', { name: '角色' }), '全部角色');
  await userEvent.type(screen.getByRole('searchbox', { name: '邮箱或姓名' }), 'RITA{Enter}');
  await waitFor(() => expect(location()).toBe('/admin/users?q=RITA'));
  await waitFor(() => expect(dataRows(table)).toHaveLength(1));
  expect(lists()).toContain('/api/v1/users/?skip=0&limit=10&q=RITA');

  await userEvent.click(screen.getByRole('button', { name: '清空' }));
  await waitFor(() => expect(location()).toBe('/admin/users'));
  await waitFor(() => expect(dataRows(table)).toHaveLength(3));
});

test('no user matching the filters says so', async () => {
  serveUsers([ADMIN]);
  renderUsers('/admin/users?q=nobody');
  expect(await screen.findByText('没有符合筛选条件的用户。')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: '用户' })).not.toBeInTheDocument();
});

test('a failed load says so, with Retry', async () => {
  serveUsers([ADMIN]);
  let fail = true;
  apiServer.use(
    api.get('/api/v1/users/', ({ response }) =>
      fail ? response.untyped(HttpResponse.json({}, { status: 500 })) : response(200).json({ data: [ADMIN], count: 1 }),
    ),
  );
  renderUsers();
  expect(await screen.findByText('用户加载失败')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('admin@example.com')).toBeInTheDocument();
});

test('a user who may not manage users is told so, and no list is asked for', async () => {
  const { lists } = serveUsers([ADMIN], aUser({ id: 'x', roles: ['viewer'], permissions: ['templates.read', 'tasks.read'] }));
  renderUsers();
  expect(await screen.findByText('只有超级管理员可以管理用户。')).toBeInTheDocument();
  expect(lists()).toEqual([]);
});
