import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo } from '@video-admin/shared-ui/testing';
import { renderUsers } from '../../../testing/render-users';
import { ADMIN, serveUsers } from '../../../testing/users-handlers';

const dialog = () => screen.findByRole('dialog');
const closed = () => waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());

async function openAdd() {
  await userEvent.click(await screen.findByRole('button', { name: '添加用户' }));
  return dialog();
}

async function fill(form: HTMLElement) {
  await userEvent.type(within(form).getByRole('textbox', { name: /邮箱/ }), 'new@example.com');
  await userEvent.type(within(form).getByRole('textbox', { name: '姓名' }), 'New Person');
  await userEvent.click(within(form).getByRole('checkbox', { name: '模板审核' }));
  await userEvent.click(within(form).getByRole('checkbox', { name: '只读' }));
}

test('by default a new user is invited: no password is sent, invite is, with the roles ticked', async () => {
  const { requests } = serveUsers([ADMIN]);
  renderUsers();
  const form = await openAdd();
  expect(within(form).getByRole('radio', { name: /邮件邀请/ })).toBeChecked();
  expect(within(form).queryByLabelText(/^密码[\s*]*$/)).not.toBeInTheDocument();
  await fill(form);
  await userEvent.click(within(form).getByRole('button', { name: '发送邀请' }));
  await closed();
  const [post] = callsTo(requests, 'POST /api/v1/users/');
  expect(JSON.parse(post!.body)).toEqual({
    email: 'new@example.com',
    full_name: 'New Person',
    roles: ['template_reviewer', 'viewer'],
    is_superuser: false,
    is_active: true,
    invite: true,
  });
  // The mail is written in the language the inviter reads the screen in (Chinese here), whatever the browser's.
  expect(post!.headers.get('accept-language')).toBe('zh-CN');
  expect(await screen.findByText('已向 new@example.com 发送邀请。')).toBeInTheDocument();
  expect(await screen.findByText('new@example.com')).toBeInTheDocument();
});

test('with a password: the password is required, at least 8 characters, and sent without invite', async () => {
  const { requests } = serveUsers([ADMIN]);
  renderUsers();
  const form = await openAdd();
  await userEvent.click(within(form).getByRole('radio', { name: '现在设置密码' }));
  await fill(form);
  await userEvent.click(within(form).getByRole('button', { name: '创建用户' }));
  expect(await within(form).findByText('请填写密码。')).toBeInTheDocument();
  const password = within(form).getByLabelText(/^密码[\s*]*$/);
  await userEvent.type(password, 'short');
  await userEvent.click(within(form).getByRole('button', { name: '创建用户' }));
  expect(await within(form).findByText('至少 8 个字符。')).toBeInTheDocument();
  expect(callsTo(requests, 'POST /api/v1/users/')).toHaveLength(0);

  await userEvent.type(password, '-enough');
  await userEvent.click(within(form).getByRole('button', { name: '创建用户' }));
  await closed();
  const [post] = callsTo(requests, 'POST /api/v1/users/');
  expect(JSON.parse(post!.body)).toEqual({
    email: 'new@example.com',
    full_name: 'New Person',
    roles: ['template_reviewer', 'viewer'],
    is_superuser: false,
    is_active: true,
    password: 'short-enough',
  });
  expect(await screen.findByText('已创建用户 new@example.com。')).toBeInTheDocument();
});

test('an e-mail is required and must look like one', async () => {
  const { requests } = serveUsers([ADMIN]);
  renderUsers();
  const form = await openAdd();
  await userEvent.click(within(form).getByRole('button', { name: '发送邀请' }));
  expect(await within(form).findByText('请填写邮箱。')).toBeInTheDocument();
  await userEvent.type(within(form).getByRole('textbox', { name: /邮箱/ }), 'not-an-address');
  await userEvent.click(within(form).getByRole('button', { name: '发送邀请' }));
  expect(await within(form).findByText('请输入有效的邮箱地址。')).toBeInTheDocument();
  expect(callsTo(requests, 'POST /api/v1/users/')).toHaveLength(0);
});
