import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo } from '@video-admin/shared-ui/testing';
import { renderApp } from '../../../../testing/render-app';
import { findRow, lastBody } from '../../../../testing/row-helpers';
import { makeTemplate } from '../../../../testing/template-fixtures';
import { serveTemplates } from '../../../../testing/templates-handlers';

const BASE = '/api/backend/video-template';

let confirm: jest.SpyInstance;
beforeEach(() => {
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirm.mockRestore());

const pending = (id: number) => makeTemplate({ template_id: id, template_status: '待生成', template_sub_status: 'IN_QUEUE' });

async function moreButton(templateId: number) {
  return within(await findRow(templateId)).getByRole('button', { name: '更多操作' });
}

test.each([
  ['/admin/pending', '待生成', 'IN_QUEUE', ['编辑', '通过', '不通过', '更多']],
  ['/admin/generated', '已生成', 'UNREVIEWED', ['编辑', '通过', '不通过', '更多']],
  ['/admin/completion', '待补全', 'UNREVIEWED', ['编辑', '重新提交', '上架', '更多']],
  ['/admin/published', '已上架', '已上架', ['编辑', '下架', '查看', '更多']],
])('%s: the row ends with 更多, a menu button (复制 and 删除 are in it)', async (path, status, subStatus, buttons) => {
  serveTemplates([makeTemplate({ template_id: 3, template_status: status, template_sub_status: subStatus })]);
  renderApp(path);
  const row = await findRow(3);
  expect(
    within(row)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(buttons);
  const more = within(row).getByRole('button', { name: '更多操作' });
  expect(more).toHaveAttribute('aria-haspopup', 'menu');
  expect(more).toHaveAttribute('aria-expanded', 'false');
});

test('更多操作 opens the menu, focus on 复制; Escape closes it and focus goes back to the button', async () => {
  serveTemplates([pending(3), pending(4)]);
  renderApp('/admin/pending');
  const more = await moreButton(3);
  await userEvent.click(more);

  const menu = await screen.findByRole('menu', { name: '模板 #3 的更多操作' });
  const items = within(menu).getAllByRole('menuitem');
  expect(items.map((item) => item.textContent)).toEqual(['复制', '删除']);
  await waitFor(() => expect(items[0]).toHaveFocus());
  expect(more).toHaveAttribute('aria-expanded', 'true');
  // The arrow keys between items are Fluent's (tabster's), which need a real layout: see the e2e spec.

  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  await waitFor(() => expect(more).toHaveFocus());
  expect(more).toHaveAttribute('aria-expanded', 'false');
});

test('复制 from the menu copies that row, by keyboard too, and 复制成功 names the copy', async () => {
  const { requests } = serveTemplates([pending(3), pending(4)]);
  renderApp('/admin/pending');
  (await moreButton(4)).focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', { name: '模板 #4 的更多操作' });
  await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '复制' })).toHaveFocus());
  await userEvent.keyboard('{Enter}');

  expect(await screen.findByText('复制成功')).toBeInTheDocument();
  expect(screen.getByText('已复制为模板 #5（复制自#4）：模板4（副本）')).toBeInTheDocument();
  expect(lastBody(requests, `${BASE}/copy`)).toEqual({ template_id: 4, language: 'zh-CN' });
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  // The copy is 待生成 too: it shows on this tab.
  expect(await findRow(5)).toBeInTheDocument();
});

test('删除 from the menu asks first; declined, nothing is sent; accepted, the row goes with 删除成功', async () => {
  const { requests } = serveTemplates([pending(3), pending(4)]);
  renderApp('/admin/pending');
  confirm.mockReturnValue(false);
  await userEvent.click(await moreButton(3));
  await userEvent.click(await screen.findByRole('menuitem', { name: '删除' }));
  expect(confirm).toHaveBeenCalledWith('确定要删除此模板吗？此操作不可撤销。');
  expect(callsTo(requests, `POST ${BASE}/delete`)).toHaveLength(0);

  confirm.mockReturnValue(true);
  await userEvent.click(await moreButton(3));
  await userEvent.click(await screen.findByRole('menuitem', { name: '删除' }));
  expect(await screen.findByText('删除成功')).toBeInTheDocument();
  expect(lastBody(requests, `${BASE}/delete`)).toEqual({ template_id: 3 });
  await waitFor(() => expect(screen.queryByRole('group', { name: '模板 #3 的操作' })).not.toBeInTheDocument());
  expect(await findRow(4)).toBeInTheDocument();
});
