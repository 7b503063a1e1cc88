import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguagePreference } from '@video-admin/shared-ui';
import type { BulkJob } from '@video-admin/shared-ui/contract';
import { api, apiServer, callsTo } from '@video-admin/shared-ui/testing';
import { renderVideoTasks } from '../../../../testing/render-video-tasks';
import { makeTask } from '../../../../testing/video-task-fixtures';
import { serveVideoTasks } from '../../../../testing/video-tasks-handlers';

const job: BulkJob = {
  id: 9,
  list: 'tasks',
  action: 'mark_read',
  task_status: null,
  status: 'queued',
  total: 2,
  done: 0,
  succeeded: 0,
  failed: 0,
  actor_email: 'admin@example.com',
  stop_reason: null,
  stop_detail: null,
  created_at: '2026-11-26T08:00:00Z',
  updated_at: '2026-11-26T08:00:00Z',
  finished_at: null,
};

// The bulk actions ask in a dialog of their own, never with the browser's confirm().
let confirm: jest.SpyInstance;
beforeEach(() => {
  window.sessionStorage.clear();
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  expect(confirm).not.toHaveBeenCalled();
  confirm.mockRestore();
  setLanguagePreference('default');
});

/** Answers the confirmation on show, found by its question, with the button named. */
async function answer(question: string, button: string) {
  await userEvent.click(within(await screen.findByRole('alertdialog', { name: question })).getByRole('button', { name: button }));
}

const tasks = [makeTask({ task_id: 7 }), makeTask({ task_id: 8 }), makeTask({ task_id: 9 })];

test('two tasks selected and marked read: one confirmation, the job by ids, its summary, and the list fetched again', async () => {
  const backend = serveVideoTasks({ list: { data: tasks, count: 3 } });
  apiServer.use(
    api.post('/api/backend/bulk-jobs/', ({ response }) => response(202).json(job)),
    api.get('/api/backend/bulk-jobs/{id}', ({ response }) =>
      response(200).json({ ...job, status: 'completed', done: 2, succeeded: 2, failures: [] }),
    ),
  );
  renderVideoTasks();

  await userEvent.click(await screen.findByRole('checkbox', { name: '选择任务 #7' }));
  await userEvent.click(screen.getByRole('checkbox', { name: '选择任务 #9' }));
  expect(screen.getByRole('checkbox', { name: '选择本页全部' })).toBePartiallyChecked();
  const bar = await screen.findByRole('region', { name: '批量操作：视频任务' });
  expect(bar).toHaveTextContent('已选 2 项');
  expect(within(bar).getByRole('button', { name: '选择全部 3 条匹配记录' })).toBeInTheDocument();

  const listCalls = backend.listRequests().length;
  await userEvent.click(within(bar).getByRole('button', { name: '标为已读' }));
  await answer('将 2 个任务标为已读？', '标为已读');
  await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent('成功 2 个，失败 0 个'));
  expect(JSON.parse(callsTo(backend.requests, 'POST /api/backend/bulk-jobs/')[0]!.body)).toEqual({
    list: 'tasks',
    action: 'mark_read',
    ids: [7, 9],
  });
  // The selection is done with once the job started; the list and the cards refresh when it ends.
  expect(screen.getByRole('checkbox', { name: '选择任务 #7' })).not.toBeChecked();
  await waitFor(() => expect(backend.listRequests().length).toBeGreaterThan(listCalls));
});

test('设为… offers the statuses and sends the one chosen for the whole page', async () => {
  const backend = serveVideoTasks({ list: { data: tasks, count: 3 } });
  apiServer.use(
    api.post('/api/backend/bulk-jobs/', ({ response }) => response(202).json({ ...job, action: 'set_status' })),
    api.get('/api/backend/bulk-jobs/{id}', ({ response }) => response(200).json({ ...job, status: 'running', failures: [] })),
  );
  renderVideoTasks('/admin/video-tasks?platform=keling');

  await userEvent.click(await screen.findByRole('checkbox', { name: '选择本页全部' }));
  const bar = await screen.findByRole('region', { name: '批量操作：视频任务' });
  expect(bar).toHaveTextContent('已选 3 项');
  await userEvent.click(within(bar).getByRole('button', { name: '设为…' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: '已完成' }));
  await answer('将 3 个任务设为已完成？', '设为已完成');
  await waitFor(() => expect(callsTo(backend.requests, 'POST /api/backend/bulk-jobs/')).toHaveLength(1));
  expect(JSON.parse(callsTo(backend.requests, 'POST /api/backend/bulk-jobs/')[0]!.body)).toEqual({
    list: 'tasks',
    action: 'set_status',
    task_status: 3,
    ids: [7, 8, 9],
  });
});

test('the selection is kept while paging and cleared when a filter changes', async () => {
  serveVideoTasks({ list: { data: tasks, count: 30 } });
  renderVideoTasks();
  await userEvent.click(await screen.findByRole('checkbox', { name: '选择任务 #8' }));
  await userEvent.click(screen.getByRole('button', { name: '下一页' }));
  await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('page=2'));
  expect(await screen.findByRole('region', { name: '批量操作：视频任务' })).toHaveTextContent('已选 1 项');
  await userEvent.click(screen.getByRole('button', { name: /^已完成/ }));
  await waitFor(() => expect(screen.queryByRole('region', { name: '批量操作：视频任务' })).not.toBeInTheDocument());
});

test('under the read filter every matching task is offered, and the job carries the read filter', async () => {
  const backend = serveVideoTasks({ list: { data: tasks, count: 30 } });
  apiServer.use(
    api.post('/api/backend/bulk-jobs/', ({ response }) => response(202).json(job)),
    api.get('/api/backend/bulk-jobs/{id}', ({ response }) => response(200).json({ ...job, status: 'running', failures: [] })),
  );
  renderVideoTasks('/admin/video-tasks?is_read=false');
  await userEvent.click(await screen.findByRole('checkbox', { name: '选择任务 #8' }));
  const bar = await screen.findByRole('region', { name: '批量操作：视频任务' });
  expect(bar).toHaveTextContent('已选 1 项');
  await userEvent.click(within(bar).getByRole('button', { name: '选择全部 30 条匹配记录' }));
  await userEvent.click(within(bar).getByRole('button', { name: '标为已读' }));
  await answer('将 30 个任务标为已读？', '标为已读');
  await waitFor(() => expect(callsTo(backend.requests, 'POST /api/backend/bulk-jobs/')).toHaveLength(1));
  expect(JSON.parse(callsTo(backend.requests, 'POST /api/backend/bulk-jobs/')[0]!.body)).toMatchObject({
    list: 'tasks',
    action: 'mark_read',
    filters: { is_read: false },
    expected_count: 30,
  });
});

// One confirmation per test: in jsdom a second Fluent dialog opened right after the first has
// closed can stay hidden from the accessibility tree (the focus trap's clean-up races the new one).
test('in English the confirmation counts one task right, and Cancel sends nothing', async () => {
  setLanguagePreference('en');
  const backend = serveVideoTasks({ list: { data: tasks, count: 3 } });
  renderVideoTasks();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select task #7' }));
  const bar = await screen.findByRole('region', { name: 'Bulk actions: video tasks' });
  await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
  const one = await screen.findByRole('alertdialog', { name: 'Delete 1 task?' });
  expect(one).toHaveTextContent('Delete 1 task?This cannot be undone.');
  await userEvent.click(within(one).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(callsTo(backend.requests, 'POST /api/backend/bulk-jobs/')).toHaveLength(0);
});

test('in English the confirmation counts several tasks right, and Cancel sends nothing', async () => {
  setLanguagePreference('en');
  const backend = serveVideoTasks({ list: { data: tasks, count: 3 } });
  renderVideoTasks();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select task #7' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select task #8' }));
  const bar = await screen.findByRole('region', { name: 'Bulk actions: video tasks' });
  await waitFor(() => expect(bar).toHaveTextContent('2 selected'));
  await userEvent.click(within(bar).getByRole('button', { name: 'Mark as read' }));
  await answer('Mark 2 tasks as read?', 'Cancel');
  expect(callsTo(backend.requests, 'POST /api/backend/bulk-jobs/')).toHaveLength(0);
});

test('a search matching more tasks than the server counts: the pager says so, and "all matching" is not offered', async () => {
  serveVideoTasks({ list: { data: tasks, count: 10000, count_exact: false } });
  renderVideoTasks('/admin/video-tasks?user_id=7');

  expect(await screen.findByText(/^超过 10000 条记录（可翻阅前 10000 条），第 1 \/ \d+ 页$/)).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('checkbox', { name: '选择任务 #7' }));
  const bar = await screen.findByRole('region', { name: '批量操作：视频任务' });
  expect(bar).toHaveTextContent('已选 1 项');
  expect(within(bar).queryByRole('button', { name: /^选择全部/ })).not.toBeInTheDocument();
});
