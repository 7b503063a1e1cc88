import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguagePreference } from '@video-admin/shared-ui';
import { HttpResponse, apiServer, plainHttp, recordRequests } from '@video-admin/shared-ui/testing';
import { renderUsers } from '../../../testing/render-users';
import { ADMIN, anAuditEntry, serveAudit, serveUsers } from '../../../testing/users-handlers';

const location = () => screen.getByLabelText('location').textContent;
const EXPORT = '/api/v1/audit/export';

const ENTRIES = [
  anAuditEntry(1, {
    kind: 'user.roles',
    target: 'user:ann@example.com',
    target_exists: true,
    summary: JSON.stringify({ roles: [['viewer'], ['template_reviewer', 'viewer']] }),
  }),
  anAuditEntry(2, {
    kind: 'template.review',
    target: 'template:42',
    target_exists: true,
    summary: JSON.stringify({ template_status: ['已生成', '待生成'], template_sub_status: ['UNREVIEWED', 'AUDIT_FAILED'] }),
    source: 'template_history',
  }),
  anAuditEntry(3, {
    actor: null,
    kind: 'signin.refused',
    target: 'user:x@example.com',
    summary: JSON.stringify({ reason: 'Inactive user' }),
  }),
  anAuditEntry(4, { kind: 'task.delete', target: 'task:9', target_exists: false, summary: null }),
];

afterEach(() => setLanguagePreference('default'));

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .slice(1)
    .map((cell) => cell.textContent);

test('kinds, roles and statuses read as words in Chinese; each target that still exists links to its screen', async () => {
  serveUsers([ADMIN]);
  serveAudit(ENTRIES);
  renderUsers('/admin/users?tab=audit');
  const table = await screen.findByRole('table', { name: '审计日志' });
  await within(table).findByText('修改角色');
  const [roles, review, refused, deleted] = within(table).getAllByRole('row').slice(1);
  expect(cellsOf(roles!)).toEqual(['admin@example.com', '修改角色', 'user:ann@example.com', '角色: 只读 → 模板审核、只读', '审计日志']);
  expect(cellsOf(review!)).toEqual([
    'admin@example.com',
    '审核模板',
    'template:42',
    '状态: 已生成 → 待生成; 子状态: 待审核 → 审核失败',
    '模板历史',
  ]);
  expect(cellsOf(refused!)).toEqual(['未登录', '登录被拒绝', 'user:x@example.com', '原因: Inactive user', '审计日志']);
  expect(cellsOf(deleted!)).toEqual(['admin@example.com', '删除视频任务', 'task:9', '', '审计日志']);

  // The phone's cards name each line: the cells carry their column's name.
  expect(
    within(review!)
      .getAllByRole('cell')
      .map((cell) => cell.getAttribute('data-label')),
  ).toEqual(['时间', '操作人', '类型', '对象', '内容', '来源']);

  // A record gone (or never there) is named, not linked.
  expect(within(refused!).queryByRole('link')).toBeNull();
  expect(within(deleted!).queryByRole('link')).toBeNull();
  expect(within(roles!).getByRole('link', { name: 'user:ann@example.com' })).toHaveAttribute('href', '/admin/users?q=ann%40example.com');
  await userEvent.click(within(review!).getByRole('link', { name: 'template:42' }));
  await waitFor(() => expect(location()).toBe('/admin?template_id=42'));
});

test('in English: the same entries in English words', async () => {
  setLanguagePreference('en');
  serveUsers([ADMIN]);
  serveAudit(ENTRIES);
  renderUsers('/admin/users?tab=audit');
  const table = await screen.findByRole('table', { name: 'Audit log' });
  await within(table).findByText('Roles changed');
  const [roles, review] = within(table).getAllByRole('row').slice(1);
  expect(cellsOf(roles!)).toEqual([
    'admin@example.com',
    'Roles changed',
    'user:ann@example.com',
    'Roles: Viewer → Template reviewer, Viewer',
    'Audit log',
  ]);
  expect(cellsOf(review!)[3]).toBe('Status: Generated → Pending generation; Sub-status: Unreviewed → Review failed');
});

test('the page size is chosen in the URL, and the export downloads every entry the filters in force match', async () => {
  serveUsers([ADMIN]);
  const { calls } = serveAudit(ENTRIES);
  apiServer.use(plainHttp.get(`*${EXPORT}`, () => new HttpResponse('\uFEFFa\r\n', { headers: { 'content-type': 'text/csv' } })));
  URL.createObjectURL = jest.fn(() => 'blob:csv');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  renderUsers('/admin/users?tab=audit&target=ann&person=admin');
  await screen.findByRole('table', { name: '审计日志' });
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: '每页显示' }), '50');
  await waitFor(() => expect(location()).toBe('/admin/users?tab=audit&target=ann&person=admin&size=50'));
  await waitFor(() => expect(calls().at(-1)).toBe('/api/v1/audit/?skip=0&limit=50&person=admin&target=ann'));

  const requests = recordRequests();
  await userEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  const exported = new URL(requests.find((request) => request.url.startsWith(EXPORT))!.url, 'http://localhost');
  expect(Object.fromEntries(exported.searchParams)).toEqual({ person: 'admin', target: 'ann', language: 'zh-CN' });
  click.mockRestore();
});
