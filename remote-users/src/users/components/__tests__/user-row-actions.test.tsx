import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer, callsTo } from '@video-admin/shared-ui/testing';
import { renderUsers } from '../../../testing/render-users';
import { ADMIN, aUserRow, serveUsers } from '../../../testing/users-handlers';

const dialog = (role: 'dialog' | 'alertdialog' = 'dialog') => screen.findByRole(role, { hidden: true });
const closed = (role: 'dialog' | 'alertdialog' = 'dialog') =>
  waitFor(() => expect(screen.queryByRole(role, { hidden: true })).not.toBeInTheDocument());

async function openMenu(email: string) {
  await userEvent.click(await screen.findByRole('button', { name: `${email} 的操作` }));
  return screen.findByRole('menu');
}

const rita = aUserRow(1, { email: 'rita@example.com', full_name: 'Rita', roles: ['template_reviewer'] });

test('editing a user sends only what changed: here the roles', async () => {
  const { requests } = serveUsers([ADMIN, rita]);
  renderUsers();
  await userEvent.click(within(await openMenu('rita@example.com')).getByRole('menuitem', { name: '编辑' }));
  const form = await dialog();
  expect(within(form).getByRole('textbox', { name: /邮箱/, hidden: true })).toHaveValue('rita@example.com');
  expect(within(form).getByRole('checkbox', { name: '模板审核', hidden: true })).toBeChecked();
  expect(within(form).queryByRole('radio', { hidden: true })).not.toBeInTheDocument();
  await userEvent.click(within(form).getByRole('checkbox', { name: '模板审核', hidden: true }));
  await userEvent.click(within(form).getByRole('checkbox', { name: '模板运营', hidden: true }));
  await userEvent.click(within(form).getByRole('checkbox', { name: '发布管理', hidden: true }));
  await userEvent.click(within(form).getByRole('button', { name: '保存', hidden: true }));
  await closed();
  const [patch] = callsTo(requests, 'PATCH /api/v1/users/u1');
  expect(JSON.parse(patch!.body)).toEqual({ roles: ['template_publisher', 'release_manager'] });
  expect(await screen.findByText('已更新用户 rita@example.com。')).toBeInTheDocument();
  const row = screen.getByText('rita@example.com').closest('tr')!;
  await waitFor(() => expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('模板运营发布管理'));
});

test('deactivating asks first; 取消 changes nothing, 停用 does', async () => {
  const { requests } = serveUsers([ADMIN, rita]);
  renderUsers();
  await userEvent.click(within(await openMenu('rita@example.com')).getByRole('menuitem', { name: '停用' }));
  let question = await dialog('alertdialog');
  expect(within(question).getByText('停用 rita@example.com？')).toBeInTheDocument();
  await userEvent.click(within(question).getByRole('button', { name: '取消', hidden: true }));
  await closed('alertdialog');
  expect(callsTo(requests, 'PATCH /api/v1/users/u1')).toHaveLength(0);

  await userEvent.click(within(await openMenu('rita@example.com')).getByRole('menuitem', { name: '停用' }));
  question = await dialog('alertdialog');
  await userEvent.click(within(question).getByRole('button', { name: '停用', hidden: true }));
  await closed('alertdialog');
  expect(JSON.parse(callsTo(requests, 'PATCH /api/v1/users/u1')[0]!.body)).toEqual({ is_active: false });
  const row = screen.getByText('rita@example.com').closest('tr')!;
  await waitFor(() => expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('已停用'));
  // An inactive user's menu offers 启用 instead, at once.
  await userEvent.click(within(await openMenu('rita@example.com')).getByRole('menuitem', { name: '启用' }));
  await waitFor(() => expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('已启用'));
});

test('deleting asks first, then deletes', async () => {
  const { requests } = serveUsers([ADMIN, rita]);
  renderUsers();
  await userEvent.click(within(await openMenu('rita@example.com')).getByRole('menuitem', { name: '删除' }));
  const question = await dialog('alertdialog');
  expect(within(question).getByText('删除 rita@example.com？')).toBeInTheDocument();
  expect(within(question).getByText('该用户及其项目将被删除，且无法恢复。')).toBeInTheDocument();
  await userEvent.click(within(question).getByRole('button', { name: '删除', hidden: true }));
  await closed('alertdialog');
  expect(callsTo(requests, 'DELETE /api/v1/users/u1')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByText('rita@example.com')).not.toBeInTheDocument());
  expect(screen.getByText('已删除用户 rita@example.com。')).toBeInTheDocument();
});

test('ending all sessions asks first; 取消 ends nothing, 结束所有会话 does', async () => {
  const { requests } = serveUsers([ADMIN, rita]);
  apiServer.use(
    api.delete('/api/v1/users/{user_id}/sessions', ({ response }) => response(200).json({ message: '2 sessions ended', ended: 2 })),
  );
  renderUsers();
  await userEvent.click(within(await openMenu('rita@example.com')).getByRole('menuitem', { name: '结束所有会话' }));
  let question = await dialog('alertdialog');
  expect(within(question).getByText('结束 rita@example.com 的所有会话？')).toBeInTheDocument();
  await userEvent.click(within(question).getByRole('button', { name: '取消', hidden: true }));
  await closed('alertdialog');
  expect(callsTo(requests, 'DELETE /api/v1/users/u1/sessions')).toHaveLength(0);

  await userEvent.click(within(await openMenu('rita@example.com')).getByRole('menuitem', { name: '结束所有会话' }));
  question = await dialog('alertdialog');
  await userEvent.click(within(question).getByRole('button', { name: '结束所有会话', hidden: true }));
  await closed('alertdialog');
  expect(callsTo(requests, 'DELETE /api/v1/users/u1/sessions')).toHaveLength(1);
  expect(await screen.findByText('已结束 rita@example.com 的所有会话。')).toBeInTheDocument();
  // The person stays: still listed, still active.
  // (Waited for: while the question's closing runs, the page behind it is still hidden from the accessibility tree.)
  const row = screen.getByText('rita@example.com').closest('tr')!;
  await waitFor(() => expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('已启用'));
});

test('the last active superuser cannot be deactivated, deleted or un-superusered, and the screen says why', async () => {
  const boss = aUserRow(7, { email: 'boss@example.com', is_superuser: true });
  // The signed-in admin is not active-superuser-counted here: boss is the only active superuser.
  const me = { ...ADMIN, is_superuser: true };
  serveUsers([{ ...me, is_active: false }, boss], me);
  renderUsers();
  const menu = await openMenu('boss@example.com');
  await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /^停用/ })).toHaveAttribute('aria-disabled', 'true'));
  expect(within(menu).getByRole('menuitem', { name: /^删除/ })).toHaveAttribute('aria-disabled', 'true');
  expect(within(menu).getAllByText('最后一个启用的超级管理员不能被停用、删除或取消超级管理员权限。')).toHaveLength(2);
  await userEvent.click(within(menu).getByRole('menuitem', { name: '编辑' }));
  const form = await dialog();
  expect(within(form).getByRole('checkbox', { name: /超级管理员/, hidden: true })).toBeDisabled();
  expect(within(form).getByRole('checkbox', { name: /启用/, hidden: true })).toBeDisabled();
  expect(within(form).getByText('最后一个启用的超级管理员不能被停用、删除或取消超级管理员权限。')).toBeInTheDocument();
});

test('with two active superusers either may be deactivated; the server refusing is shown in its words', async () => {
  const other = aUserRow(8, { email: 'other@example.com', is_superuser: true });
  serveUsers([ADMIN, other]);
  renderUsers();
  const menu = await openMenu('other@example.com');
  expect(within(menu).getByRole('menuitem', { name: '停用' })).not.toHaveAttribute('aria-disabled', 'true');
  // Meanwhile, someone else deactivated the admin: the server now refuses.
  const { users } = serveUsers([{ ...ADMIN, is_active: false }, other]);
  expect(users).toHaveLength(2);
  await userEvent.click(within(menu).getByRole('menuitem', { name: '停用' }));
  await userEvent.click(within(await dialog('alertdialog')).getByRole('button', { name: '停用', hidden: true }));
  expect(await screen.findByText('The last active superuser cannot be demoted or deactivated')).toBeInTheDocument();
});

test('nobody can delete themselves', async () => {
  const other = aUserRow(8, { email: 'other@example.com', is_superuser: true });
  serveUsers([ADMIN, other]);
  renderUsers();
  const menu = await openMenu('admin@example.com');
  expect(within(menu).getByRole('menuitem', { name: /^删除/ })).toHaveAttribute('aria-disabled', 'true');
  expect(within(menu).getByText('不能删除自己。')).toBeInTheDocument();
});
