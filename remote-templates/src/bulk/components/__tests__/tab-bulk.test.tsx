import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkJob } from '@video-admin/shared-ui/contract';
import { api, apiServer } from '@video-admin/shared-ui/testing';
import { renderApp } from '../../../testing/render-app';
import { findRow, lastBody } from '../../../testing/row-helpers';
import { makeTemplate } from '../../../testing/template-fixtures';
import { serveTemplates } from '../../../testing/templates-handlers';

const job: BulkJob = {
  id: 4,
  list: 'templates',
  action: 'approve',
  task_status: null,
  status: 'queued',
  total: 12,
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
});

/** Answers the confirmation on show, found by its question, with the button named. */
async function answer(question: string, button: string) {
  const dialog = await screen.findByRole('alertdialog', { name: question });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  return dialog;
}

const generated = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    makeTemplate({ template_id: index + 1, template_name: `海边 ${index + 1}`, template_status: '已生成' }),
  );

test('已生成: all matching approved in bulk with the tab filters and the count confirmed; the tab refreshes when the job ends', async () => {
  const { table, requests } = serveTemplates(generated(12));
  let finished = false;
  apiServer.use(
    api.post('/api/backend/bulk-jobs/', ({ response }) => response(202).json(job)),
    api.get('/api/backend/bulk-jobs/{id}', ({ response }) => {
      if (!finished) return response(200).json({ ...job, status: 'running', done: 3, succeeded: 3, failures: [] });
      return response(200).json({
        ...job,
        status: 'completed',
        done: 12,
        succeeded: 11,
        failed: 1,
        failures: [{ id: 2, reason: '模板 #2 不在已生成，不能审核（当前：待补全）' }],
      });
    }),
  );
  renderApp('/admin/generated?template_name=海边');

  await userEvent.click(within(await findRow(1)).getByRole('checkbox', { name: '选择模板 #1' }));
  const bar = await screen.findByRole('region', { name: '批量操作：已生成' });
  expect(bar).toHaveTextContent('已选 1 项');
  expect(
    within(bar)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['选择全部 12 条匹配记录', '通过', '不通过', '删除', '取消选择']);
  // The same action has one name: the row's buttons say what the bar's say.
  const rowButtons = within(within(await findRow(1)).getByRole('group', { name: '模板 #1 的操作' })).getAllByRole('button');
  expect(rowButtons.map((button) => button.textContent)).toEqual(expect.arrayContaining(['通过', '不通过']));
  await userEvent.click(within(bar).getByRole('button', { name: '选择全部 12 条匹配记录' }));
  expect(bar).toHaveTextContent('已选择全部 12 条');
  expect(screen.getByRole('checkbox', { name: '选择本页全部' })).toBeChecked();

  await userEvent.click(within(bar).getByRole('button', { name: '通过' }));
  expect(await answer('通过 12 个模板？', '通过')).toHaveTextContent('通过 12 个模板？通过后将自动进行AI补全。');
  await waitFor(() =>
    expect(lastBody(requests, '/api/backend/bulk-jobs/')).toEqual({
      list: 'templates',
      action: 'approve',
      filters: { template_name: '海边', template_status: '已生成' },
      expected_count: 12,
    }),
  );
  expect(await within(bar).findByText('3 / 12')).toBeInTheDocument();
  expect(within(bar).getByRole('status')).toHaveTextContent('后台处理中');

  // The server moved the rows on: when the job reports done, the tab shows what is left.
  for (const row of table) row.template_status = row.template_id === 2 ? '已生成' : '待补全';
  finished = true;
  await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent('成功 11 个，失败 1 个'), { timeout: 3000 });
  expect(within(bar).getByRole('list', { name: '失败的记录' })).toHaveTextContent('#2：模板 #2 不在已生成，不能审核（当前：待补全）');
  await waitFor(() => expect(screen.queryByRole('checkbox', { name: '选择模板 #1' })).not.toBeInTheDocument());
  expect(await findRow(2)).toBeInTheDocument();
});

test.each([
  ['/admin', '全部模板', ['删除']],
  ['/admin/pending', '待生成', ['删除']],
  ['/admin/completion', '待补全', ['上架', '删除']],
  ['/admin/published', '已上架', ['下架', '重新上架']],
] as const)('%s offers the bulk actions its rows allow', async (path, tab, actions) => {
  const status = { '/admin': '待生成', '/admin/pending': '待生成', '/admin/completion': '待补全', '/admin/published': '已上架' }[path];
  serveTemplates([makeTemplate({ template_id: 3, template_status: status })]);
  renderApp(path);
  await userEvent.click(within(await findRow(3)).getByRole('checkbox', { name: '选择模板 #3' }));
  const toolbar = within(await screen.findByRole('region', { name: `批量操作：${tab}` })).getByRole('toolbar');
  expect(
    within(toolbar)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual([...actions, '取消选择']);
});

test('the selection is kept on another page and cleared when the filters change', async () => {
  serveTemplates(generated(15));
  renderApp('/admin/generated');
  await userEvent.click(within(await findRow(1)).getByRole('checkbox', { name: '选择模板 #1' }));
  await userEvent.click(screen.getByRole('button', { name: '下一页' }));
  expect(await findRow(11)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '批量操作：已生成' })).toHaveTextContent('已选 1 项');
  expect(screen.getByRole('checkbox', { name: '选择本页全部' })).not.toBeChecked();

  await userEvent.type(screen.getByRole('textbox', { name: '模板名称' }), '海边{Enter}');
  await waitFor(() => expect(screen.queryByRole('region', { name: '批量操作：已生成' })).not.toBeInTheDocument());
});

test('a page the bulk action emptied steps back to the last page with rows', async () => {
  const { table } = serveTemplates(generated(15));
  apiServer.use(
    api.post('/api/backend/bulk-jobs/', ({ response }) => response(202).json({ ...job, action: 'delete', total: 5 })),
    api.get('/api/backend/bulk-jobs/{id}', ({ response }) =>
      response(200).json({ ...job, action: 'delete', status: 'completed', total: 5, done: 5, succeeded: 5, failures: [] }),
    ),
  );
  renderApp('/admin/generated?page=2');
  await userEvent.click(await screen.findByRole('checkbox', { name: '选择本页全部' }));
  // The server deletes the second page's rows while the job runs.
  table.splice(10, 5);
  await userEvent.click(within(screen.getByRole('region', { name: '批量操作：已生成' })).getByRole('button', { name: '删除' }));
  expect(await answer('删除 5 个模板？', '删除')).toHaveTextContent('删除 5 个模板？此操作无法撤销。');
  expect(await findRow(1)).toBeInTheDocument();
  expect(screen.getByTestId('location')).not.toHaveTextContent('page=2');
});

test('a search matching more templates than the server counts: the pager says so, and "all matching" is not offered', async () => {
  serveTemplates(generated(12));
  apiServer.use(
    api.post('/api/backend/video-template/list', ({ response }) =>
      response(200).json({ data: generated(10), count: 10000, count_exact: false }),
    ),
  );
  renderApp('/admin/generated?template_name=海');

  expect(await screen.findByText(/^超过 10000 条记录（可翻阅前 10000 条），第 1 \/ \d+ 页$/)).toBeInTheDocument();
  await userEvent.click(within(await findRow(1)).getByRole('checkbox', { name: '选择模板 #1' }));
  const bar = await screen.findByRole('region', { name: '批量操作：已生成' });
  expect(bar).toHaveTextContent('已选 1 项');
  expect(within(bar).queryByRole('button', { name: /^选择全部/ })).not.toBeInTheDocument();
});
