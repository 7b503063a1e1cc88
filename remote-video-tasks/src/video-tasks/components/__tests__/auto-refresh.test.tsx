import { act, screen, within } from '@testing-library/react';
import { api, apiServer } from '@video-admin/shared-ui/testing';
import { renderVideoTasks } from '../../../testing/render-video-tasks';
import { makeStats, makeTask } from '../../../testing/video-task-fixtures';
import { serveVideoTasks } from '../../../testing/video-tasks-handlers';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

test('while a listed task is pending or running, the list and the stats refresh every 5 s, and stop when none is', async () => {
  let status = 2;
  const backend = serveVideoTasks();
  apiServer.use(
    api.get('/api/backend/video-tasks/', ({ response }) =>
      response(200).json({ data: [makeTask({ task_id: 1, task_status: 3 }), makeTask({ task_id: 2, task_status: status })], count: 2 }),
    ),
    api.get('/api/backend/video-tasks/stats/summary', ({ response }) =>
      response(200).json(
        makeStats({
          status_stats: { total: 2, pending: 0, running: status === 2 ? 1 : 0, completed: status === 3 ? 2 : 1, failed: 0, unread: 2 },
        }),
      ),
    ),
  );
  renderVideoTasks();
  expect(await screen.findByText('处理中', { selector: '.fui-Badge' })).toBeInTheDocument();
  const lists = backend.listRequests().length;
  const stats = backend.statsRequests().length;

  await advance(4900);
  expect(backend.listRequests()).toHaveLength(lists);
  await advance(200);
  expect(backend.listRequests()).toHaveLength(lists + 1);
  expect(backend.statsRequests()).toHaveLength(stats + 1);

  // The worker finishes the task: the next refresh shows it, and polling stops.
  status = 3;
  await advance(5000);
  expect(backend.listRequests()).toHaveLength(lists + 2);
  const table = screen.getByRole('table', { name: '视频任务列表' });
  expect(within(table).queryByText('处理中')).not.toBeInTheDocument();
  expect(screen.getByRole('listitem', { name: '已完成 2' })).toBeInTheDocument();

  const settled = [backend.listRequests().length, backend.statsRequests().length];
  await advance(20_000);
  expect([backend.listRequests().length, backend.statsRequests().length]).toEqual(settled);
});

test('a page of finished tasks is not polled', async () => {
  const backend = serveVideoTasks({ list: { data: [makeTask({ task_status: 3 }), makeTask({ task_id: 2, task_status: 4 })], count: 2 } });
  renderVideoTasks();
  await screen.findByText('失败', { selector: '.fui-Badge' });
  const before = [backend.listRequests().length, backend.statsRequests().length];
  await advance(30_000);
  expect([backend.listRequests().length, backend.statsRequests().length]).toEqual(before);
});

test('a pending task elsewhere (only in the stats) does not poll: the listed tasks decide', async () => {
  const backend = serveVideoTasks({
    list: { data: [makeTask({ task_status: 3 })], count: 1 },
    stats: makeStats({ status_stats: { total: 5, pending: 4, running: 0, completed: 1, failed: 0, unread: 0 } }),
  });
  renderVideoTasks();
  await screen.findByText('已完成', { selector: '.fui-Badge' });
  const before = backend.listRequests().length;
  await advance(15_000);
  expect(backend.listRequests()).toHaveLength(before);
});
