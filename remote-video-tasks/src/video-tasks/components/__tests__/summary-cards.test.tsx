import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVideoTasks } from '../../../testing/render-video-tasks';
import { makeTask } from '../../../testing/video-task-fixtures';
import { serveVideoTasks } from '../../../testing/video-tasks-handlers';

const location = () => screen.getByRole('status', { name: 'location' });

async function cards() {
  const list = await screen.findByRole('list', { name: '任务统计' });
  await within(list).findByRole('listitem', { name: '总任务数 200' });
  return list;
}

test('a status card filters the list by its status, returns to page 1 and shows pressed; pressed again, it clears', async () => {
  const backend = serveVideoTasks({ list: { data: [makeTask()], count: 40 } });
  renderVideoTasks('/admin/video-tasks?platform=jimeng&page=3');
  const list = await cards();
  const failed = within(list).getByRole('button', { name: /^失败/ });
  expect(failed).toHaveAttribute('aria-pressed', 'false');
  expect(within(list).getByRole('button', { name: /^总任务数/ })).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(failed);
  await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/video-tasks\?platform=jimeng&task_status=4$/));
  await waitFor(() => expect(backend.lastListQuery()).toMatchObject({ platform: 'jimeng', task_status: '4', skip: '0' }));
  expect(failed).toHaveAttribute('aria-pressed', 'true');
  expect(within(list).getByRole('button', { name: /^总任务数/ })).toHaveAttribute('aria-pressed', 'false');
  // The filter row shows the status in force.
  expect(screen.getByRole('combobox', { name: '状态' })).toHaveValue('4');

  await userEvent.click(failed);
  await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/video-tasks\?platform=jimeng$/));
  expect(failed).toHaveAttribute('aria-pressed', 'false');
});

test('总任务数 clears the status and the read filter; 未读 shows pressed while the list has only unread tasks', async () => {
  serveVideoTasks();
  renderVideoTasks('/admin/video-tasks?task_status=2&is_read=false');
  const list = await cards();
  expect(within(list).getByRole('button', { name: /^处理中/ })).toHaveAttribute('aria-pressed', 'true');
  expect(within(list).getByRole('button', { name: /^未读/ })).toHaveAttribute('aria-pressed', 'true');
  expect(within(list).getByRole('button', { name: /^总任务数/ })).toHaveAttribute('aria-pressed', 'false');

  await userEvent.click(within(list).getByRole('button', { name: /^总任务数/ }));
  await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/video-tasks$/));
  expect(within(list).getByRole('button', { name: /^未读/ })).toHaveAttribute('aria-pressed', 'false');
  expect(within(list).getByRole('button', { name: /^总任务数/ })).toHaveAttribute('aria-pressed', 'true');
});

test('未读 filters the list by unread as a status card does by status: the URL, both calls and the filter row carry it', async () => {
  const backend = serveVideoTasks({ list: { data: [makeTask()], count: 40 } });
  renderVideoTasks('/admin/video-tasks?page=2');
  const list = await cards();
  const unread = within(list).getByRole('button', { name: /^未读/ });
  expect(unread).toHaveAttribute('aria-pressed', 'false');
  expect(unread).toHaveAttribute('title', '只看未读的任务');
  const lastStatsQuery = () => Object.fromEntries(new URLSearchParams(backend.statsRequests().at(-1)?.url.split('?')[1] ?? ''));

  await userEvent.click(unread);
  await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/video-tasks\?is_read=false$/));
  await waitFor(() => expect(backend.lastListQuery()).toMatchObject({ is_read: 'false', skip: '0' }));
  // The cards count the unread tasks, so each card counts what the list shows once it is chosen.
  await waitFor(() => expect(lastStatsQuery()).toEqual({ is_read: 'false' }));
  expect(unread).toHaveAttribute('aria-pressed', 'true');
  expect(within(list).getByRole('button', { name: /^总任务数/ })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('combobox', { name: '已读' })).toHaveValue('false');

  // With a status: the unread failed tasks.
  await userEvent.click(within(list).getByRole('button', { name: /^失败/ }));
  await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/video-tasks\?is_read=false&task_status=4$/));
  await waitFor(() => expect(backend.lastListQuery()).toMatchObject({ is_read: 'false', task_status: '4' }));
  expect(unread).toHaveAttribute('aria-pressed', 'true');

  // Pressed again, it drops its own filter only.
  await userEvent.click(unread);
  await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/video-tasks\?task_status=4$/));
  await waitFor(() => expect(backend.lastListQuery()).not.toHaveProperty('is_read'));
  expect(unread).toHaveAttribute('aria-pressed', 'false');
  expect(within(list).getByRole('button', { name: /^失败/ })).toHaveAttribute('aria-pressed', 'true');
});

test('the read tasks (is_read=true) leave 未读 unpressed, and 未读 then switches to the unread ones', async () => {
  serveVideoTasks();
  renderVideoTasks('/admin/video-tasks?is_read=true');
  const list = await cards();
  const unread = within(list).getByRole('button', { name: /^未读/ });
  expect(unread).toHaveAttribute('aria-pressed', 'false');
  expect(within(list).getByRole('button', { name: /^总任务数/ })).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(unread);
  await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/video-tasks\?is_read=false$/));
});

test('a card works by keyboard', async () => {
  serveVideoTasks();
  renderVideoTasks();
  const list = await cards();
  within(list)
    .getByRole('button', { name: /^已完成/ })
    .focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(location()).toHaveTextContent('task_status=3'));
  within(list).getByRole('button', { name: /^未读/ }).focus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/video-tasks\?task_status=3&is_read=false$/));
});

test('the cards count the tasks the other filters match: the stats call carries them, not the status', async () => {
  const backend = serveVideoTasks();
  renderVideoTasks('/admin/video-tasks?platform=jimeng&user_id=7&task_status=4');
  await cards();
  const lastStatsQuery = () => Object.fromEntries(new URLSearchParams(backend.statsRequests().at(-1)?.url.split('?')[1] ?? ''));
  expect(lastStatsQuery()).toEqual({ platform: 'jimeng', user_id: '7' });

  // A status card changes the list, not the counts: no new stats call.
  const calls = backend.statsRequests().length;
  await userEvent.click(within(await cards()).getByRole('button', { name: /^已完成/ }));
  await waitFor(() => expect(location()).toHaveTextContent('task_status=3'));
  expect(backend.statsRequests()).toHaveLength(calls);
});
