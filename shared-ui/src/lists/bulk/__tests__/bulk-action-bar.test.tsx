import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkJob, BulkJobDetail } from '@video-admin/shared-ui/contract';
import { api, apiServer, callsTo, HttpResponse, recordRequests } from '../../../testing/api-mocks';
import { aUser, serveCurrentUser } from '../../../testing/current-user';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { RowSelection } from '../../row-selection';
import { BulkActionBar, type BulkActionBarProps } from '../bulk-action-bar';

const job = (changes: Partial<BulkJobDetail> = {}): BulkJobDetail => ({
  id: 5,
  list: 'templates',
  action: 'approve',
  task_status: null,
  status: 'queued',
  total: 3,
  done: 0,
  succeeded: 0,
  failed: 0,
  actor_email: 'admin@example.com',
  stop_reason: null,
  stop_detail: null,
  created_at: '2026-11-26T08:00:00Z',
  updated_at: '2026-11-26T08:00:00Z',
  finished_at: null,
  failures: [],
  ...changes,
});
const { failures: _none, ...queued } = job();
const started: BulkJob = queued;

function renderBar(selection: RowSelection, changes: Partial<BulkActionBarProps> = {}) {
  const props: BulkActionBarProps = {
    list: 'templates',
    label: '批量操作：已生成',
    selection,
    matching: 40,
    filters: { template_status: '已生成', template_name: 'bulk' },
    actions: [
      { action: 'approve', label: '通过', question: (count) => `通过 ${count} 个模板？`, consequence: '通过后将自动进行AI补全。' },
      { action: 'delete', label: '删除', question: (count) => `删除 ${count} 个模板？`, destructive: true },
    ],
    onSelectAllMatching: jest.fn(),
    onClear: jest.fn(),
    onFinished: jest.fn(),
    ...changes,
  };
  renderWithProviders(<BulkActionBar {...props} />);
  return props;
}

// The bulk actions ask in a dialog of their own: the browser's confirm() must never be called.
let confirm: jest.SpyInstance;
beforeEach(() => {
  window.sessionStorage.clear();
  // The person signed in started the jobs of these tests (the fixture's actor_email).
  serveCurrentUser(aUser({ email: 'admin@example.com' }));
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  expect(confirm).not.toHaveBeenCalled();
  confirm.mockRestore();
});

/** The confirmation on show, by its question. */
const question = (name: string) => screen.findByRole('alertdialog', { name });

/** Answers the confirmation on show with its action's button. */
async function answerYes(name: string, button: string) {
  await userEvent.click(within(await question(name)).getByRole('button', { name: button }));
}

test('the bar names the selection, offers every matching row, and confirms how many rows an action changes', async () => {
  const requests = recordRequests();
  apiServer.use(
    api.post('/api/backend/bulk-jobs/', ({ response }) => response(202).json(started)),
    api.get('/api/backend/bulk-jobs/{id}', ({ response }) =>
      response(200).json(
        job({
          status: 'completed',
          done: 3,
          succeeded: 2,
          failed: 1,
          failures: [{ id: 12, reason: '模板 #12 不在已生成，不能审核（当前：待补全）' }],
        }),
      ),
    ),
  );
  const props = renderBar({ kind: 'ids', ids: new Set([11, 12, 13]) });

  const region = await screen.findByRole('region', { name: '批量操作：已生成' });
  expect(region).toHaveTextContent('已选 3 项');
  const toolbar = screen.getByRole('toolbar', { name: '所选记录的操作' });
  await userEvent.click(screen.getByRole('button', { name: '选择全部 40 条匹配记录' }));
  expect(props.onSelectAllMatching).toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: '通过' }));
  const dialog = await question('通过 3 个模板？');
  expect(dialog).toHaveTextContent('通过后将自动进行AI补全。');
  expect(dialog).not.toHaveTextContent('此操作无法撤销。');
  expect(toolbar).toBeInTheDocument();
  await answerYes('通过 3 个模板？', '通过');

  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('成功 2 个，失败 1 个'));
  expect(screen.getByRole('list', { name: '失败的记录' })).toHaveTextContent('#12：模板 #12 不在已生成，不能审核（当前：待补全）');
  expect(JSON.parse(callsTo(requests, 'POST /api/backend/bulk-jobs/')[0]!.body)).toEqual({
    list: 'templates',
    action: 'approve',
    ids: [11, 12, 13],
  });
  expect(props.onClear).toHaveBeenCalled();
  await waitFor(() => expect(props.onFinished).toHaveBeenCalledTimes(1));
});

test('every button of the bar is a Tab stop of its own, in order (no arrow keys needed)', async () => {
  renderBar({ kind: 'ids', ids: new Set([11, 12, 13]) });
  const toolbar = await screen.findByRole('toolbar', { name: '所选记录的操作' });
  const names = ['选择全部 40 条匹配记录', '通过', '删除', '取消选择'];
  for (const name of names) expect(within(toolbar).getByRole('button', { name })).not.toHaveAttribute('tabindex', '-1');
  within(toolbar).getByRole('button', { name: names[0] }).focus();
  for (const name of names.slice(1)) {
    await userEvent.tab();
    expect(document.activeElement).toBe(within(toolbar).getByRole('button', { name }));
  }
});

// Cancel and Escape are two tests: in jsdom a Fluent dialog opened again right after one closed
// can stay aria-hidden for a while, which a busy machine turns into a failure that is not the bar's.
test('delete names the count and that it cannot be undone, with a danger-styled button; Cancel does nothing', async () => {
  const requests = recordRequests();
  const props = renderBar({ kind: 'ids', ids: new Set([11, 12, 13, 14, 15, 16]) });
  const remove = await screen.findByRole('button', { name: '删除' });

  await userEvent.click(remove);
  const dialog = await question('删除 6 个模板？');
  expect(dialog).toHaveTextContent('删除 6 个模板？此操作无法撤销。');
  await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  // Focus goes back to it when the dialog closes (Fluent's restorer; e2e sees it happen).
  expect(remove.getAttribute('data-tabster')).toContain('restorer');

  expect(callsTo(requests, 'POST /api/backend/bulk-jobs/')).toHaveLength(0);
  expect(props.onClear).not.toHaveBeenCalled();
  expect(screen.getByRole('region', { name: '批量操作：已生成' })).toHaveTextContent('已选 6 项');
});

test('Escape in the delete confirmation does nothing', async () => {
  const requests = recordRequests();
  const props = renderBar({ kind: 'ids', ids: new Set([11, 12, 13, 14, 15, 16]) });

  await userEvent.click(await screen.findByRole('button', { name: '删除' }));
  await question('删除 6 个模板？');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

  expect(callsTo(requests, 'POST /api/backend/bulk-jobs/')).toHaveLength(0);
  expect(props.onClear).not.toHaveBeenCalled();
  expect(screen.getByRole('region', { name: '批量操作：已生成' })).toHaveTextContent('已选 6 项');
});

test('the delete button is danger-coloured and the plain confirmation’s is not', async () => {
  renderBar({ kind: 'ids', ids: new Set([11]) });
  await userEvent.click(await screen.findByRole('button', { name: '通过' }));
  const plain = within(await question('通过 1 个模板？')).getByRole('button', { name: '通过' }).className;
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  // A fresh bar for the second dialog (see the Escape test above on dialogs opened one after another).
  cleanup();
  renderBar({ kind: 'ids', ids: new Set([11]) });
  await userEvent.click(await screen.findByRole('button', { name: '删除' }));
  const danger = within(await question('删除 1 个模板？')).getByRole('button', { name: '删除' }).className;
  expect(danger).not.toBe(plain);
  expect(danger.split(' ')).toEqual(expect.arrayContaining(plain.split(' ').filter((name) => name.startsWith('fui-'))));
});

test('"all matching" sends the filters and the count confirmed; a moved count is asked again with the new number', async () => {
  const requests = recordRequests();
  let calls = 0;
  apiServer.use(
    api.post('/api/backend/bulk-jobs/', ({ response }) => {
      calls += 1;
      return calls === 1
        ? response(409).json({ detail: '匹配的记录数已变化', expected_count: 40, matching_count: 46 })
        : response(202).json(started);
    }),
    api.get('/api/backend/bulk-jobs/{id}', ({ response }) => response(200).json(job({ status: 'running', total: 46, done: 5 }))),
  );
  renderBar({ kind: 'all' });

  expect(await screen.findByRole('region', { name: '批量操作：已生成' })).toHaveTextContent('已选择全部 40 条');
  expect(screen.queryByRole('button', { name: /选择全部/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '通过' }));

  await answerYes('通过 40 个模板？', '通过');
  const again = await question('通过 46 个模板？');
  expect(again).toHaveTextContent('符合条件的记录已从 40 条变为 46 条。');
  await answerYes('通过 46 个模板？', '通过');
  const bodies = callsTo(requests, 'POST /api/backend/bulk-jobs/').map((request) => JSON.parse(request.body));
  await waitFor(() => expect(bodies).toHaveLength(2));
  const filters = { template_status: '已生成', template_name: 'bulk' };
  expect(bodies).toEqual([
    { list: 'templates', action: 'approve', filters, expected_count: 40 },
    { list: 'templates', action: 'approve', filters, expected_count: 46 },
  ]);

  // The job runs on: its progress shows with the count done, and is followed for the browser tab's session.
  expect(await screen.findByRole('status')).toHaveTextContent('后台处理中');
  expect(await screen.findByText('5 / 46')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: '批量操作进度' })).toBeInTheDocument();
  expect(window.sessionStorage.getItem('bulkJob.templates')).toBe('5');
});

test('a start the server refuses for another reason shows that reason', async () => {
  apiServer.use(
    api.post('/api/backend/bulk-jobs/', ({ response }) =>
      response.untyped(HttpResponse.json({ detail: '一次最多 10000 条' }, { status: 422 })),
    ),
  );
  renderBar({ kind: 'all' });
  await userEvent.click(await screen.findByRole('button', { name: '删除' }));
  await answerYes('删除 40 个模板？', '删除');
  expect(await screen.findByRole('alert')).toHaveTextContent('批量操作未能开始：一次最多 10000 条');
});

test('a job this browser tab follows shows again on return, with nothing selected, until its summary is closed', async () => {
  window.sessionStorage.setItem('bulkJob.templates', '5');
  apiServer.use(
    api.get('/api/backend/bulk-jobs/{id}', ({ response }) =>
      response(200).json(job({ status: 'completed', done: 3, succeeded: 3, failures: [] })),
    ),
  );
  const props = renderBar({ kind: 'ids', ids: new Set() });

  const region = await screen.findByRole('region', { name: '批量操作：已生成' });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('成功 3 个，失败 0 个'));
  expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  await waitFor(() => expect(props.onFinished).toHaveBeenCalled());
  await userEvent.click(screen.getByRole('button', { name: '关闭' }));
  expect(region).not.toBeInTheDocument();
  expect(window.sessionStorage.getItem('bulkJob.templates')).toBeNull();
});

test('in English the counts read in the right number', async () => {
  renderBar({ kind: 'all' }, { matching: 1, defaultLanguage: 'en' });
  expect(await screen.findByRole('region', { name: '批量操作：已生成' })).toHaveTextContent('The 1 matching row is selected');
});

test('in English the bar offers every matching row in the plural, and its confirmation is English too', async () => {
  renderBar({ kind: 'ids', ids: new Set([11]) }, { defaultLanguage: 'en' });
  expect(await screen.findByRole('button', { name: 'Select all 40 matching rows' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '删除' }));
  const dialog = await question('删除 1 个模板？');
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(dialog).toHaveTextContent('This cannot be undone.');
});

test('the starter cancels a running job: the bar says it was cancelled, with what it had done and what it left', async () => {
  const requests = recordRequests();
  window.sessionStorage.setItem('bulkJob.templates', '5');
  const cancelled = job({
    status: 'cancelled',
    done: 1,
    succeeded: 1,
    stop_reason: 'cancelled',
    stop_detail: '已由 admin@example.com 取消',
  });
  apiServer.use(
    api.get('/api/backend/bulk-jobs/{id}', ({ response }) => response(200).json(job({ status: 'running', done: 1, succeeded: 1 }))),
    api.post('/api/backend/bulk-jobs/{id}/cancel', ({ response }) => response(200).json(cancelled)),
  );
  const props = renderBar({ kind: 'ids', ids: new Set() });

  await userEvent.click(await screen.findByRole('button', { name: '取消任务' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('已取消：成功 1 个，失败 0 个，2 个未处理'));
  expect(callsTo(requests, 'POST /api/backend/bulk-jobs/5/cancel')).toHaveLength(1);
  expect(screen.queryByRole('button', { name: '取消任务' })).not.toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  await waitFor(() => expect(props.onFinished).toHaveBeenCalledTimes(1));
  expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
});

test('a refused cancel says why; the job goes on showing its progress', async () => {
  window.sessionStorage.setItem('bulkJob.templates', '5');
  apiServer.use(
    api.get('/api/backend/bulk-jobs/{id}', ({ response }) => response(200).json(job({ status: 'running', done: 1 }))),
    api.post('/api/backend/bulk-jobs/{id}/cancel', ({ response }) =>
      response.untyped(HttpResponse.json({ detail: 'Bulk job not found' }, { status: 404 })),
    ),
  );
  renderBar({ kind: 'ids', ids: new Set() });
  await userEvent.click(await screen.findByRole('button', { name: '取消任务' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('未能取消任务：');
  expect(screen.getByRole('status')).toHaveTextContent('后台处理中');
});

test('no Cancel for a job someone else started', async () => {
  window.sessionStorage.setItem('bulkJob.templates', '5');
  apiServer.use(
    api.get('/api/backend/bulk-jobs/{id}', ({ response }) =>
      response(200).json(job({ status: 'running', done: 1, actor_email: 'someone@example.com' })),
    ),
  );
  renderBar({ kind: 'ids', ids: new Set() });
  expect(await screen.findByText('1 / 3')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '取消任务' })).not.toBeInTheDocument();
});

test('a job the server stopped says so and why, in either language', async () => {
  window.sessionStorage.setItem('bulkJob.templates', '5');
  const stopped = job({
    status: 'stopped',
    done: 2,
    succeeded: 1,
    failed: 1,
    stop_reason: 'permission_revoked',
    stop_detail: '发起人 admin@example.com 已没有权限 templates.review，任务已停止',
    failures: [{ id: 12, reason: '模板 #12 不存在（可能已被删除）' }],
  });
  apiServer.use(api.get('/api/backend/bulk-jobs/{id}', ({ response }) => response(200).json(stopped)));
  const props = renderBar({ kind: 'ids', ids: new Set() });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('已停止：成功 1 个，失败 1 个，1 个未处理'));
  expect(screen.getByText('发起人已没有执行此操作的权限。')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: '失败的记录' })).toHaveTextContent('#12：模板 #12 不存在（可能已被删除）');
  await waitFor(() => expect(props.onFinished).toHaveBeenCalledTimes(1));
});

test('in English a stopped job gives the reason in English', async () => {
  window.sessionStorage.setItem('bulkJob.templates', '5');
  apiServer.use(
    api.get('/api/backend/bulk-jobs/{id}', ({ response }) =>
      response(200).json(job({ status: 'stopped', stop_reason: 'password_changed', stop_detail: '发起人 … 修改了密码' })),
    ),
  );
  renderBar({ kind: 'ids', ids: new Set() }, { defaultLanguage: 'en' });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Stopped: 0 succeeded, 0 failed, 3 not processed'));
  expect(screen.getByText('The person who started it changed their password after it started.')).toBeInTheDocument();
});
