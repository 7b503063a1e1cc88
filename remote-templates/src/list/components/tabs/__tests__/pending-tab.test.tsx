import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer, callsTo, HttpResponse } from '@video-admin/shared-ui/testing';
import { renderApp } from '../../../../testing/render-app';
import { findRow, findRowButton, lastBody } from '../../../../testing/row-helpers';
import { makeTemplate } from '../../../../testing/template-fixtures';
import { serveTemplates } from '../../../../testing/templates-handlers';

const UPDATE = '/api/backend/video-template/update';

function pending(id: number, overrides = {}) {
  return makeTemplate({ template_id: id, template_status: '待生成', template_sub_status: 'IN_QUEUE', ...overrides });
}

let confirm: jest.SpyInstance;
beforeEach(() => {
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirm.mockRestore());

test('rows show the params (one line; the JSON on demand, see template-params.test.tsx) and the sub-status badge; only pending templates are listed', async () => {
  const { requests } = serveTemplates([
    pending(1, { template_params: { duration: 5, ratio: '9:16' } }),
    makeTemplate({ template_id: 2, template_status: '已生成' }),
  ]);
  renderApp('/admin/pending');
  const row = await findRow(1);
  expect(within(row).getByText('duration: 5 · ratio: 9:16')).toBeInTheDocument();
  expect(within(row).getByText('排队中')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: '模板 #2 的操作' })).not.toBeInTheDocument();
  expect(
    callsTo(requests, 'POST /api/backend/video-template/list').some((r) =>
      r.url.includes('limit=10&skip=0&template_status=%E5%BE%85%E7%94%9F%E6%88%90'),
    ),
  ).toBe(true);
});

test('pass asks first, then sets 已生成 and says 审核通过成功', async () => {
  const { requests, table } = serveTemplates([pending(1)]);
  renderApp('/admin/pending');
  await userEvent.click(await findRowButton(1, '通过'));

  expect(confirm).toHaveBeenCalledWith('确定要通过此模板吗？');
  expect(await screen.findByText('审核通过成功')).toBeInTheDocument();
  expect(lastBody(requests, UPDATE)).toEqual({ template_id: 1, template_status: '已生成' });
  expect(table[0]!.template_status).toBe('已生成');
  // The list and the counts refetch: the row leaves this tab.
  expect(await screen.findByText('暂无待生成模板')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('tab', { name: '已生成 1' })).toBeInTheDocument());
});

test('reject asks first, then sets 待补全 with the warning 审核拒绝成功', async () => {
  const { requests } = serveTemplates([pending(1)]);
  renderApp('/admin/pending');
  await userEvent.click(await findRowButton(1, '不通过'));

  expect(confirm).toHaveBeenCalledWith('确定要拒绝此模板吗？');
  expect(await screen.findByText('审核拒绝成功')).toBeInTheDocument();
  expect(lastBody(requests, UPDATE)).toEqual({ template_id: 1, template_status: '待补全' });
});

test('declining the confirmation sends nothing', async () => {
  confirm.mockReturnValue(false);
  const { requests } = serveTemplates([pending(1)]);
  renderApp('/admin/pending');
  await userEvent.click(await findRowButton(1, '通过'));
  await userEvent.click(await findRowButton(1, '不通过'));
  expect(confirm).toHaveBeenCalledTimes(2);
  expect(callsTo(requests, `POST ${UPDATE}`)).toHaveLength(0);
});

test('failures show 审核通过失败 / 审核拒绝失败 with 操作失败，请稍后重试', async () => {
  serveTemplates([pending(1)]);
  apiServer.use(api.post(UPDATE, ({ response }) => response.untyped(HttpResponse.json({ detail: 'conflict' }, { status: 409 }))));
  renderApp('/admin/pending');
  await userEvent.click(await findRowButton(1, '通过'));
  expect(await screen.findByText('审核通过失败')).toBeInTheDocument();
  await userEvent.click(await findRowButton(1, '不通过'));
  expect(await screen.findByText('审核拒绝失败')).toBeInTheDocument();
  expect(screen.getAllByText('操作失败，请稍后重试')).toHaveLength(2);
});

test('name and platform filters apply with the filter button; a filter that matches nothing says so, not 暂无待生成模板', async () => {
  const { requests } = serveTemplates([
    pending(1, { template_name: '雪山', template_platform: 'jimeng' }),
    pending(2, { template_name: '沙漠' }),
  ]);
  renderApp('/admin/pending');
  await findRow(2);
  const filters = screen.getByRole('search');
  await userEvent.type(within(filters).getByRole('textbox', { name: '模板名称' }), '雪');
  await userEvent.selectOptions(within(filters).getByRole('combobox', { name: '平台' }), '即梦');
  await userEvent.click(within(filters).getByRole('button', { name: '筛选' }));

  await waitFor(() => expect(screen.queryByRole('group', { name: '模板 #2 的操作' })).not.toBeInTheDocument());
  expect(await findRow(1)).toBeInTheDocument();
  const last = callsTo(requests, 'POST /api/backend/video-template/list').at(-1)!;
  expect(last.url).toContain('template_name=%E9%9B%AA');
  expect(last.url).toContain('template_platform=jimeng');

  await userEvent.clear(within(filters).getByRole('textbox', { name: '模板名称' }));
  await userEvent.type(within(filters).getByRole('textbox', { name: '模板名称' }), '无此模板');
  await userEvent.click(within(filters).getByRole('button', { name: '筛选' }));
  expect(await screen.findByText('没有符合筛选条件的模板')).toBeInTheDocument();
  expect(screen.queryByText('暂无待生成模板')).not.toBeInTheDocument();
});
