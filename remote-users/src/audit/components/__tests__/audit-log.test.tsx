import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer, HttpResponse } from '@video-admin/shared-ui/testing';
import { renderUsers } from '../../../testing/render-users';
import { ADMIN, anAuditEntry, serveAudit, serveUsers } from '../../../testing/users-handlers';

const location = () => screen.getByLabelText('location').textContent;

test('the 审计日志 tab lists the recorded changes, and its filters go to the API and the URL', async () => {
  serveUsers([ADMIN]);
  const { calls } = serveAudit([
    anAuditEntry(1),
    anAuditEntry(2, {
      kind: 'template.publish',
      target: 'template:42',
      summary: JSON.stringify({ status: ['approved', 'published'] }),
      source: 'template_history',
    }),
    anAuditEntry(3, { actor: null, kind: 'signin.refused', target: 'user:x@example.com', summary: null }),
  ]);
  renderUsers();
  await userEvent.click(await screen.findByRole('tab', { name: '审计日志' }));
  expect(location()).toBe('/admin/users?tab=audit');
  const table = await screen.findByRole('table', { name: '审计日志' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['时间', '操作人', '类型', '对象', '内容', '来源']);
  expect(await within(table).findByText('邮箱: user1@example.com; 角色: 模板审核')).toBeInTheDocument();
  const [, published, refused] = within(table).getAllByRole('row').slice(1);
  expect(
    within(published!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([expect.any(String), 'admin@example.com', '上架模板', 'template:42', 'status: approved → published', '模板历史']);
  expect(within(refused!).getAllByRole('cell')[1]).toHaveTextContent('未登录');
  expect(calls()).toEqual(['/api/v1/audit/?skip=0&limit=10']);

  // A kind applies at once.
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '类型' }), '用户');
  await waitFor(() => expect(location()).toBe('/admin/users?tab=audit&kind=user'));
  await userEvent.type(screen.getByRole('textbox', { name: '操作人' }), 'admin@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: '对象' }), 'user:new@example.com');
  const from = screen.getByLabelText('开始日期');
  await userEvent.type(from, '2026-11-01');
  await userEvent.type(screen.getByLabelText('结束日期'), '2026-11-27');
  await userEvent.click(screen.getByRole('button', { name: '筛选' }));
  await waitFor(() =>
    expect(location()).toBe(
      '/admin/users?tab=audit&kind=user&person=admin%40example.com&target=user%3Anew%40example.com&from=2026-11-01&to=2026-11-27',
    ),
  );
  await waitFor(() => expect(calls()).toHaveLength(3));
  const query = new URLSearchParams(calls()[2]!.split('?')[1]);
  expect(Object.fromEntries(query)).toEqual({
    skip: '0',
    limit: '10',
    person: 'admin@example.com',
    kind: 'user',
    target: 'user:new@example.com',
    // Whole local days: from the start of the first to the start of the day after the last.
    from: new Date(2026, 10, 1).toISOString(),
    to: new Date(2026, 10, 28).toISOString(),
  });

  await userEvent.click(screen.getByRole('button', { name: '清空' }));
  await waitFor(() => expect(location()).toBe('/admin/users?tab=audit'));
});

test('nothing recorded says so', async () => {
  serveUsers([ADMIN]);
  serveAudit([]);
  renderUsers('/admin/users?tab=audit&kind=nothing');
  expect(await screen.findByText('没有符合筛选条件的记录。')).toBeInTheDocument();
});

test('a failed audit load says so, with Retry', async () => {
  serveUsers([ADMIN]);
  apiServer.use(api.get('/api/v1/audit/', ({ response }) => response.untyped(HttpResponse.json({}, { status: 500 }))));
  renderUsers('/admin/users?tab=audit');
  expect(await screen.findByText('审计日志加载失败')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
});
