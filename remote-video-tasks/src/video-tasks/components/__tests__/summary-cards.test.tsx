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

test('总任务数 clears the status filter; 未读 is a count, not a button', async () => {
  serveVideoTasks();
  renderVideoTasks('/admin/video-tasks?task_status=2');
  const list = await cards();
  expect(within(list).getByRole('button', { name: /^处理中/ })).toHaveAttribute('aria-pressed', 'true');
  expect(within(list).queryByRole('button', { name: /^未读/ })).not.toBeInTheDocument();

  await userEvent.click(within(list).getByRole('button', { name: /^总任务数/ }));
  await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/video-tasks$/));
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
