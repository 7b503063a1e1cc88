import { act, screen } from '@testing-library/react';
import { setAccessToken } from '@video-admin/shared-ui';
import { serveChangeStream } from '@video-admin/shared-ui/live/testing';
import { POLLING_SWITCH_KEY } from '@video-admin/shared-ui/live';
import { api, apiServer, renderWithProviders } from '@video-admin/shared-ui/testing';
import { useVideoTaskStats } from '../../api/get-video-task-stats';
import { useVideoTasks } from '../../api/get-video-tasks';
import { makeStats, makeTask } from '../../../testing/video-task-fixtures';
import { serveVideoTasks } from '../../../testing/video-tasks-handlers';
import { useAutoRefresh } from '../use-auto-refresh';

/** The screen's refresh wiring without its components: the list, the stats and the live updates. */
function TasksProbe() {
  const list = useVideoTasks({}, 1);
  const stats = useVideoTaskStats(useAutoRefresh(list.data?.data));
  return (
    <>
      <output aria-label="status">{list.data?.data[0]?.task_status ?? 'loading'}</output>
      <output aria-label="completed">{stats.data?.status_stats.completed ?? 'loading'}</output>
    </>
  );
}

/** A running task until `finish()`; the stats follow it. */
function serveOneTask() {
  let status = 2;
  const backend = serveVideoTasks();
  apiServer.use(
    api.get('/api/backend/video-tasks/', ({ response }) =>
      response(200).json({ data: [makeTask({ task_id: 1, task_status: status })], count: 1 }),
    ),
    api.get('/api/backend/video-tasks/stats/summary', ({ response }) =>
      response(200).json(
        makeStats({
          status_stats: { total: 1, pending: 0, running: status === 2 ? 1 : 0, completed: status === 3 ? 1 : 0, failed: 0, unread: 1 },
        }),
      ),
    ),
  );
  return { ...backend, finish: () => (status = 3) };
}

const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

beforeEach(() => setAccessToken('admin-token'));

test('a task change on the stream refreshes the list and the stats within a second', async () => {
  const backend = serveOneTask();
  const stream = serveChangeStream();
  renderWithProviders(<TasksProbe />);
  await screen.findByText('2', { selector: '[aria-label="status"]' });
  await sleep(50);
  expect(stream.openConnections()).toBe(1);

  backend.finish();
  const started = Date.now();
  stream.send({ kind: 'task', op: 'updated', id: 1, template_id: 10, task_status: 3 });
  await screen.findByText('3', { selector: '[aria-label="status"]' }, { timeout: 1000 });
  await screen.findByText('1', { selector: '[aria-label="completed"]' }, { timeout: 1000 });
  expect(Date.now() - started).toBeLessThan(1000);
});

test('changes close together are fetched once; a template change is not fetched at all', async () => {
  const backend = serveOneTask();
  const stream = serveChangeStream();
  renderWithProviders(<TasksProbe />);
  await screen.findByText('2', { selector: '[aria-label="status"]' });
  await sleep(50);
  const lists = backend.listRequests().length;

  stream.send({ kind: 'template', op: 'updated', id: 10 });
  await sleep(400);
  expect(backend.listRequests()).toHaveLength(lists);

  for (let id = 1; id <= 5; id++) stream.send({ kind: 'task', op: 'updated', id, template_id: 10, task_status: 2 });
  await sleep(400);
  expect(backend.listRequests()).toHaveLength(lists + 1);
});

describe('polling', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());
  const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  test('stops while the stream is open and comes back (every 5 s) while it is down', async () => {
    const backend = serveOneTask();
    const stream = serveChangeStream();
    renderWithProviders(<TasksProbe />);
    await screen.findByText('2', { selector: '[aria-label="status"]' });
    await advance(10);
    expect(stream.openConnections()).toBe(1);
    const lists = backend.listRequests().length;
    await advance(12_000);
    expect(backend.listRequests()).toHaveLength(lists);

    // The server goes away: refused until further notice.
    stream.refuse(503);
    stream.drop();
    await advance(5100);
    expect(backend.listRequests().length).toBeGreaterThan(lists);
  });

  test('never polls with liveStatus.polling=off, stream or not', async () => {
    window.localStorage.setItem(POLLING_SWITCH_KEY, 'off');
    const backend = serveOneTask();
    serveChangeStream().refuse(503);
    renderWithProviders(<TasksProbe />);
    await screen.findByText('2', { selector: '[aria-label="status"]' });
    const lists = backend.listRequests().length;
    await advance(20_000);
    expect(backend.listRequests()).toHaveLength(lists);
  });
});
