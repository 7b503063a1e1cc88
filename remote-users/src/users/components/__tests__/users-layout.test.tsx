import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer } from '@video-admin/shared-ui/testing';
import { renderUsers } from '../../../testing/render-users';
import { ADMIN, aUserRow, serveUsers } from '../../../testing/users-handlers';

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

beforeEach(() => window.localStorage.clear());

test('the chosen columns and their order shape the header and the rows, and stay for the next visit', async () => {
  serveUsers([ADMIN, aUserRow(1, { full_name: 'Rita' })]);
  const first = renderUsers();
  await screen.findByRole('table', { name: '用户' });
  await userEvent.click(await screen.findByRole('button', { name: '列' }));
  const chooser = await screen.findByRole('dialog', { name: '选择列并调整顺序' });
  await userEvent.click(within(chooser).getByRole('checkbox', { name: '姓名' }));
  await userEvent.click(within(chooser).getByRole('button', { name: '上移最近登录' }));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const expected = ['邮箱', '角色', '启用', '超级管理员', '最近登录', '创建时间', '操作'];
  const table = screen.getByRole('table', { name: '用户' });
  expect(headers(table)).toEqual(expected);
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes('user1@example.com'))!;
  expect(within(row).getAllByRole('cell')).toHaveLength(7);
  expect(within(row).queryByText('Rita')).not.toBeInTheDocument();

  first.unmount();
  renderUsers();
  await waitFor(async () => expect(headers(await screen.findByRole('table', { name: '用户' }))).toEqual(expected));
});

test('a default view of the users list applies its filter when the list opens without one', async () => {
  serveUsers([ADMIN, aUserRow(1, { roles: ['viewer'] })]);
  apiServer.use(
    api.get('/api/v1/users/me/views/', ({ response }) =>
      response(200).json({
        data: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            list: 'users',
            name: '只读的人',
            state: { filters: { role: 'viewer' }, sort: null, columns: ['roles'], density: 'compact' },
            is_default: true,
            shared_with_role: null,
            owner_id: ADMIN.id,
            read_only: false,
            created_at: '2026-12-03T08:00:00Z',
            updated_at: '2026-12-03T08:00:00Z',
          },
        ],
        count: 1,
      }),
    ),
  );
  renderUsers();
  await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/admin/users?role=viewer'));
  const table = await screen.findByRole('table', { name: '用户' });
  await waitFor(() => expect(headers(table)).toEqual(['邮箱', '角色', '操作']));
  expect(screen.getByRole('button', { name: '视图：只读的人' })).toBeInTheDocument();
});
