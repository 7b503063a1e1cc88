import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer, callsTo, HttpResponse } from '@video-admin/shared-ui/testing';
import { renderApp } from '../../../../testing/render-app';
import { findRow, findRowButton, lastBody } from '../../../../testing/row-helpers';
import { makeTemplate } from '../../../../testing/template-fixtures';
import { serveTemplates } from '../../../../testing/templates-handlers';

const BASE = '/api/backend/video-template';

let confirm: jest.SpyInstance;
beforeEach(() => {
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirm.mockRestore());

test('each row of 全部模板 offers 编辑, 复制 and 删除, in that order', async () => {
  serveTemplates([makeTemplate({ template_id: 4 })]);
  renderApp('/admin');
  const actions = within(await screen.findByRole('group', { name: '模板 #4 的操作' })).getAllByRole('button');
  expect(actions.map((button) => button.textContent)).toEqual(['编辑', '复制', '删除']);
});

test('复制 copies without asking; the toast names the copy, which shows as 复制自#id', async () => {
  const { requests } = serveTemplates([makeTemplate({ template_id: 4, template_name: '海边的猫' })]);
  renderApp('/admin');
  await userEvent.click(await findRowButton(4, '复制'));

  expect(confirm).not.toHaveBeenCalled();
  expect(await screen.findByText('复制成功')).toBeInTheDocument();
  expect(screen.getByText('已复制为模板 #5（复制自#4）：海边的猫（副本）')).toBeInTheDocument();
  expect(lastBody(requests, `${BASE}/copy`)).toEqual({ template_id: 4, language: 'zh-CN' });
  const copy = await findRow(5);
  expect(within(copy).getByText('复制自#4')).toBeInTheDocument();
  expect(within(copy).getByText('海边的猫（副本）')).toBeInTheDocument();
  expect(within(await findRow(4)).getByText('原创')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('tab', { name: '全部模板 2' })).toBeInTheDocument());
});

test("a failed copy says so with the server's reason", async () => {
  serveTemplates([makeTemplate({ template_id: 4 })]);
  apiServer.use(api.post(`${BASE}/copy`, () => HttpResponse.json({ detail: '模板不存在' }, { status: 404 })));
  renderApp('/admin');
  await userEvent.click(await findRowButton(4, '复制'));
  expect(await screen.findByText('复制失败')).toBeInTheDocument();
  expect(screen.getByText('模板不存在')).toBeInTheDocument();
});

test('删除 asks first: declined, nothing is sent; accepted, the template goes and 删除成功 names it', async () => {
  const { requests } = serveTemplates([makeTemplate({ template_id: 4 }), makeTemplate({ template_id: 5 })]);
  renderApp('/admin');
  confirm.mockReturnValue(false);
  await userEvent.click(await findRowButton(4, '删除'));
  expect(confirm).toHaveBeenCalledWith('确定要删除此模板吗？此操作不可撤销。');
  expect(callsTo(requests, `POST ${BASE}/delete`)).toHaveLength(0);

  confirm.mockReturnValue(true);
  await userEvent.click(await findRowButton(4, '删除'));
  expect(await screen.findByText('删除成功')).toBeInTheDocument();
  expect(screen.getByText('模板 #4 已删除')).toBeInTheDocument();
  expect(lastBody(requests, `${BASE}/delete`)).toEqual({ template_id: 4 });
  await waitFor(() => expect(screen.queryByRole('group', { name: '模板 #4 的操作' })).not.toBeInTheDocument());
  expect(await findRow(5)).toBeInTheDocument();
});

test("a failed delete says so with the server's reason, and the row stays", async () => {
  serveTemplates([makeTemplate({ template_id: 4 })]);
  apiServer.use(api.post(`${BASE}/delete`, () => HttpResponse.json({ detail: '模板不存在' }, { status: 404 })));
  renderApp('/admin');
  await userEvent.click(await findRowButton(4, '删除'));
  expect(await screen.findByText('删除失败')).toBeInTheDocument();
  expect(screen.getByText('模板不存在')).toBeInTheDocument();
  expect(await findRow(4)).toBeInTheDocument();
});

test('deleting the last row of a page steps the pager back a page; another row leaves the page as it is', async () => {
  const eleven = Array.from({ length: 11 }, (_, index) => makeTemplate({ template_id: index + 1 }));
  serveTemplates(eleven);
  renderApp('/admin?page=2');
  await userEvent.click(await findRowButton(11, '删除'));
  expect(await screen.findByText('删除成功')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
  expect(await findRow(1)).toBeInTheDocument();

  await userEvent.click(await findRowButton(1, '删除'));
  await waitFor(() => expect(screen.queryByRole('group', { name: '模板 #1 的操作' })).not.toBeInTheDocument());
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
});

test('while a row copies, its 复制 and 删除 wait; other rows stay free', async () => {
  serveTemplates([makeTemplate({ template_id: 4 }), makeTemplate({ template_id: 5 })]);
  let answer: () => void = () => undefined;
  apiServer.use(
    api.post(
      `${BASE}/copy`,
      () => new Promise<never>((resolve) => (answer = () => resolve(HttpResponse.json({ detail: 'x' }, { status: 500 }) as never))),
    ),
  );
  renderApp('/admin');
  await userEvent.click(await findRowButton(4, '复制'));
  await waitFor(() =>
    expect(within(screen.getByRole('group', { name: '模板 #4 的操作' })).getByRole('button', { name: '删除' })).toBeDisabled(),
  );
  expect(within(screen.getByRole('group', { name: '模板 #4 的操作' })).getByRole('button', { name: '复制' })).toBeDisabled();
  expect(within(screen.getByRole('group', { name: '模板 #5 的操作' })).getByRole('button', { name: '删除' })).toBeEnabled();
  answer();
  expect(await screen.findByText('复制失败')).toBeInTheDocument();
});
