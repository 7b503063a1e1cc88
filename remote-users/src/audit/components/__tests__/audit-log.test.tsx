import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiServer, HttpResponse, plainHttp } from 'shared-ui/testing';
import { renderUsers } from '../../../testing/render-users';
import { ADMIN, anAuditEntry, serveAudit, serveUsers } from '../../../testing/users-handlers';

const location = () => screen.getByLabelText('location').textContent;

test('the 审计日志 tab lists the recorded changes, and its filters go to the API and the URL', async () => {
  serveUsers([ADMIN]);
  const { calls } = serveAudit([anAuditEntry(1), anAuditEntry(2, { kind: 'template.publish', target: '42', summary: 'Published 42' })]);
  renderUsers();
  await userEvent.click(await screen.findByRole('tab', { name: '审计日志' }));
  expect(location()).toBe('/admin/users?tab=audit');
  const table = await screen.findByRole('table', { name: '审计日志' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['时间', '操作人', '类型', '对象', '内容', '来源']);
  expect(await within(table).findByText('Created user1@example.com')).toBeInTheDocument();
  expect(within(table).getByText('template.publish')).toBeInTheDocument();
  expect(calls()).toEqual(['/api/v1/audit/?skip=0&limit=10']);

  await userEvent.type(screen.getByRole('textbox', { name: '操作人' }), 'admin@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: '类型' }), 'user.create');
  await userEvent.type(screen.getByRole('textbox', { name: '对象' }), 'new@example.com');
  const from = screen.getByLabelText('开始日期');
  await userEvent.type(from, '2026-11-01');
  await userEvent.type(screen.getByLabelText('结束日期'), '2026-11-27');
  await userEvent.click(screen.getByRole('button', { name: '筛选' }));
  await waitFor(() =>
    expect(location()).toBe(
      '/admin/users?tab=audit&person=admin%40example.com&kind=user.create&target=new%40example.com&from=2026-11-01&to=2026-11-27',
    ),
  );
  await waitFor(() => expect(calls()).toHaveLength(2));
  const query = new URLSearchParams(calls()[1]!.split('?')[1]);
  expect(Object.fromEntries(query)).toEqual({
    skip: '0',
    limit: '10',
    person: 'admin@example.com',
    kind: 'user.create',
    target: 'new@example.com',
    from: new Date('2026-11-01T00:00:00.000').toISOString(),
    to: new Date('2026-11-27T23:59:59.999').toISOString(),
  });

  await userEvent.click(screen.getByRole('button', { name: '清空' }));
  await waitFor(() => expect(location()).toBe('/admin/users?tab=audit'));
});

test('nothing recorded says so; a failed load says so with Retry', async () => {
  serveUsers([ADMIN]);
  serveAudit([]);
  renderUsers('/admin/users?tab=audit&kind=nothing');
  expect(await screen.findByText('没有符合筛选条件的记录。')).toBeInTheDocument();
});

test('a failed audit load says so, with Retry', async () => {
  serveUsers([ADMIN]);
  apiServer.use(plainHttp.get('*/api/v1/audit/', () => HttpResponse.json({}, { status: 500 })));
  renderUsers('/admin/users?tab=audit');
  expect(await screen.findByText('审计日志加载失败')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
});
