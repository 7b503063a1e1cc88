import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkJob, BulkJobDetail } from 'shared-ui/contract';
import { api, apiServer, callsTo, HttpResponse, recordRequests } from '../../../testing/api-mocks';
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
      { action: 'approve', label: '审核通过' },
      { action: 'delete', label: '删除' },
    ],
    confirmText: (count, action) => `确定要对 ${count} 个模板执行「${action}」吗？`,
    onSelectAllMatching: jest.fn(),
    onClear: jest.fn(),
    onFinished: jest.fn(),
    ...changes,
  };
  renderWithProviders(<BulkActionBar {...props} />);
  return props;
}

let confirm: jest.SpyInstance;
beforeEach(() => {
  window.sessionStorage.clear();
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirm.mockRestore());

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

  await userEvent.click(screen.getByRole('button', { name: '审核通过' }));
  expect(confirm).toHaveBeenCalledWith('确定要对 3 个模板执行「审核通过」吗？');
  expect(toolbar).toBeInTheDocument();

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

test('a declined confirmation sends nothing', async () => {
  const requests = recordRequests();
  confirm.mockReturnValue(false);
  renderBar({ kind: 'ids', ids: new Set([11]) });
  await userEvent.click(await screen.findByRole('button', { name: '删除' }));
  expect(callsTo(requests, 'POST /api/backend/bulk-jobs/')).toHaveLength(0);
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
  await userEvent.click(screen.getByRole('button', { name: '审核通过' }));

  expect(confirm).toHaveBeenNthCalledWith(1, '确定要对 40 个模板执行「审核通过」吗？');
  await waitFor(() => expect(confirm).toHaveBeenCalledTimes(2));
  expect(confirm).toHaveBeenNthCalledWith(2, '符合条件的记录已从 40 条变为 46 条。\n确定要对 46 个模板执行「审核通过」吗？');
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
