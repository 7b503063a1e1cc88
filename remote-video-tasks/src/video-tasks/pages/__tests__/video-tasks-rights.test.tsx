import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '@video-admin/shared-ui/testing';
import { renderVideoTasks } from '../../../testing/render-video-tasks';
import { aRoleUser, makeTask } from '../../../testing/video-task-fixtures';
import { serveVideoTasks } from '../../../testing/video-tasks-handlers';

const list = { data: [makeTask({ task_id: 7 })], count: 1 };

beforeEach(() => window.sessionStorage.clear());

/** The items of task #7's menu. */
async function menuItems() {
  await userEvent.click(await screen.findByRole('button', { name: '任务 #7 的操作' }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

/** The bulk bar's buttons once task #7 is selected. */
async function bulkButtons() {
  await userEvent.click(await screen.findByRole('checkbox', { name: '选择任务 #7' }));
  const toolbar = within(await screen.findByRole('region', { name: '批量操作：视频任务' })).getByRole('toolbar');
  return within(toolbar)
    .getAllByRole('button')
    .map((button) => button.textContent);
}

test('a 任务运营 views, edits and deletes tasks and acts on them in bulk', async () => {
  serveVideoTasks({ user: aRoleUser('task_operator'), list });
  renderVideoTasks();
  expect(await bulkButtons()).toEqual(['设为…', '标为已读', '删除', '取消选择']);
  expect(await menuItems()).toEqual(['查看详情', '编辑', '删除']);
});

test('a 只读 filters, exports and views, but the screen offers nothing that changes a task', async () => {
  serveVideoTasks({ user: aRoleUser('viewer'), list });
  renderVideoTasks();
  const table = await screen.findByRole('table', { name: '视频任务列表' });
  expect(await menuItems()).toEqual(['查看详情']);
  expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: '选择本页全部' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '批量操作：视频任务' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '导出 CSV' })).toBeInTheDocument();
});

test('the bulk bar offers only the actions whose permission the person holds besides bulk.run', async () => {
  serveVideoTasks({ user: aUser({ permissions: ['bulk.run', 'tasks.delete', 'tasks.read'] }), list });
  renderVideoTasks();
  expect(await bulkButtons()).toEqual(['删除', '取消选择']);
  expect(await menuItems()).toEqual(['查看详情', '删除']);
});

test('tasks.edit without bulk.run edits one task at a time: no checkboxes', async () => {
  serveVideoTasks({ user: aUser({ permissions: ['tasks.edit', 'tasks.read'] }), list });
  renderVideoTasks();
  expect(await menuItems()).toEqual(['查看详情', '编辑']);
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});

test.each([['template_reviewer'], ['template_publisher']] as const)(
  'a %s is told they lack the right to this screen and the tasks API is never called',
  async (role) => {
    const backend = serveVideoTasks({ user: aRoleUser(role) });
    renderVideoTasks();
    expect(await screen.findByText('您没有访问视频任务管理的权限，请联系管理员为您分配包含该权限的角色。')).toBeInTheDocument();
    expect(screen.getByText('没有权限')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(backend.requests.filter((request) => request.url.startsWith('/api/backend'))).toHaveLength(0);
  },
);
