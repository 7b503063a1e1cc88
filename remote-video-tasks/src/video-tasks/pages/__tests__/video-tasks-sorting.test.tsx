import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVideoTasks } from '../../../testing/render-video-tasks';
import { makeTask } from '../../../testing/video-task-fixtures';
import { serveVideoTasks } from '../../../testing/video-tasks-handlers';

const header = (name: string) =>
  within(screen.getByRole('table', { name: '视频任务列表' }))
    .getAllByRole('columnheader')
    .find((cell) => cell.getAttribute('aria-label') === name || cell.textContent === name)!;
const location = () => screen.getByRole('status', { name: 'location', hidden: true }).textContent;

async function openList(route?: string) {
  const backend = serveVideoTasks({ list: { data: [makeTask({ task_id: 7 })], count: 40 } });
  renderVideoTasks(route);
  await screen.findByRole('cell', { name: '7' });
  return backend;
}

test('the id, template, platform, status and created headers are sort buttons; 创建时间 shows the list order', async () => {
  await openList();
  for (const name of ['任务ID', '模板ID', '平台', '状态', '创建时间']) {
    expect(within(header(name)).getByRole('button', { name })).toBeInTheDocument();
  }
  for (const name of ['用户ID', '视频', '已读']) expect(within(header(name)).queryByRole('button')).not.toBeInTheDocument();
  expect(header('创建时间')).toHaveAttribute('aria-sort', 'descending');
  expect(header('任务ID')).not.toHaveAttribute('aria-sort');
});

test('a header sorts ascending, then descending, then back to newest first: the URL carries it, the list asks for it, page 1', async () => {
  const user = userEvent.setup();
  const backend = await openList('/admin/video-tasks?task_status=3&page=2');
  const button = within(header('平台')).getByRole('button', { name: '平台' });

  await user.click(button);
  expect(header('平台')).toHaveAttribute('aria-sort', 'ascending');
  expect(header('创建时间')).not.toHaveAttribute('aria-sort');
  expect(location()).toBe('/admin/video-tasks?task_status=3&sort=platform&order=asc');
  await waitFor(() =>
    expect(backend.lastListQuery()).toMatchObject({ skip: '0', sort_by: 'platform', sort_order: 'asc', task_status: '3' }),
  );

  await user.click(button);
  expect(header('平台')).toHaveAttribute('aria-sort', 'descending');
  expect(location()).toBe('/admin/video-tasks?task_status=3&sort=platform&order=desc');
  await waitFor(() => expect(backend.lastListQuery()).toMatchObject({ sort_by: 'platform', sort_order: 'desc' }));

  await user.click(button);
  expect(header('平台')).not.toHaveAttribute('aria-sort');
  expect(header('创建时间')).toHaveAttribute('aria-sort', 'descending');
  expect(location()).toBe('/admin/video-tasks?task_status=3');
  await waitFor(() => expect(backend.lastListQuery()).toMatchObject({ sort_by: 'created_at', sort_order: 'desc' }));
});

test('the order in the URL is the order asked for when the screen opens, and the keyboard changes it', async () => {
  const user = userEvent.setup();
  const backend = await openList('/admin/video-tasks?sort=task_id&order=asc');
  expect(backend.lastListQuery()).toMatchObject({ sort_by: 'task_id', sort_order: 'asc' });
  expect(header('任务ID')).toHaveAttribute('aria-sort', 'ascending');
  within(header('任务ID')).getByRole('button').focus();
  await user.keyboard('{Enter}');
  expect(header('任务ID')).toHaveAttribute('aria-sort', 'descending');
  expect(location()).toBe('/admin/video-tasks?sort=task_id&order=desc');
});

test('on a phone 排序 offers the same orders either way', async () => {
  const user = userEvent.setup();
  const backend = await openList();
  // Shown on a phone only (a media query): hidden at jsdom's width, so found among the hidden.
  const select = screen.getByRole('combobox', { name: '排序', hidden: true });
  expect(select).toHaveValue('created_at:desc');
  expect(within(select).getAllByRole('option', { hidden: true })).toHaveLength(10);
  await user.selectOptions(select, '状态 升序');
  expect(location()).toBe('/admin/video-tasks?sort=task_status&order=asc');
  await waitFor(() => expect(backend.lastListQuery()).toMatchObject({ sort_by: 'task_status', sort_order: 'asc' }));
});
