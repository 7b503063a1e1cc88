import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../testing/render-app';
import { findRow, findRowButton } from '../../../../testing/row-helpers';
import { makeTemplate } from '../../../../testing/template-fixtures';
import { serveTemplates } from '../../../../testing/templates-handlers';

let confirm: jest.SpyInstance;
beforeEach(() => {
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirm.mockRestore());

const pending = (id: number) => makeTemplate({ template_id: id, template_status: '待生成', template_sub_status: 'UNREVIEWED' });
const published = (id: number, sub = '已上架') => makeTemplate({ template_id: id, template_status: '已上架', template_sub_status: sub });
const rowsOf = (table: string) => screen.getByRole('region', { name: table });

test('通过 moves the row off the tab: the focus goes to the next row’s 通过, not the page', async () => {
  // The list shows the newest first: 5, 4, 3.
  serveTemplates([pending(5), pending(4), pending(3)]);
  renderApp('/admin/pending');
  await userEvent.click(await findRowButton(4, '通过'));
  expect(confirm).toHaveBeenCalledWith('确定要通过此模板吗？');
  await waitFor(() => expect(screen.queryByRole('group', { name: '模板 #4 的操作' })).not.toBeInTheDocument());
  const next = await findRowButton(3, '通过');
  await waitFor(() => expect(next).toHaveFocus());
});

test('the last row leaving: the first row’s same button; the only row leaving: the list itself', async () => {
  serveTemplates([pending(5), pending(4)]);
  renderApp('/admin/pending');
  await userEvent.click(await findRowButton(4, '不通过'));
  await waitFor(() => expect(screen.queryByRole('group', { name: '模板 #4 的操作' })).not.toBeInTheDocument());
  await waitFor(() => expect(within(rowsOf('待生成列表')).getByRole('button', { name: '不通过' })).toHaveFocus());

  await userEvent.click(await findRowButton(5, '不通过'));
  expect(await screen.findByText('暂无待生成模板')).toBeInTheDocument();
  await waitFor(() => expect(rowsOf('待生成列表')).toHaveFocus());
});

test('下架 keeps the row: the focus comes back to its button, which now reads 重新上架', async () => {
  serveTemplates([published(8), published(7)]);
  renderApp('/admin/published');
  await userEvent.click(await findRowButton(8, '下架'));
  const relist = await within(await findRow(8)).findByRole('button', { name: '重新上架' });
  await waitFor(() => expect(relist).toHaveFocus());
});

test('删除 from a row’s 更多操作: the focus goes to the next row’s 更多操作', async () => {
  serveTemplates([pending(5), pending(4), pending(3)]);
  renderApp('/admin/pending');
  await userEvent.click(await findRowButton(5, '更多操作'));
  await userEvent.click(await screen.findByRole('menuitem', { name: '删除' }));
  await waitFor(() => expect(screen.queryByRole('group', { name: '模板 #5 的操作' })).not.toBeInTheDocument());
  const next = await findRowButton(4, '更多操作');
  await waitFor(() => expect(next).toHaveFocus());
});

test('删除 on 全部模板 and 上架 on 待补全 come back the same way', async () => {
  serveTemplates([makeTemplate({ template_id: 2 }), makeTemplate({ template_id: 1 })]);
  const { unmount } = renderApp('/admin');
  await userEvent.click(await findRowButton(2, '删除'));
  await waitFor(() => expect(screen.queryByRole('group', { name: '模板 #2 的操作' })).not.toBeInTheDocument());
  const next = await findRowButton(1, '删除');
  await waitFor(() => expect(next).toHaveFocus());
  unmount();

  const ready = (id: number) =>
    makeTemplate({
      template_id: id,
      template_status: '待补全',
      template_category_id: 'c',
      photo_tips_id: 1,
      template_top_title: 't',
      template_main_image: '/m.png',
      template_video_url: '/v.mp4',
    });
  serveTemplates([ready(9), ready(8)]);
  renderApp('/admin/completion');
  await userEvent.click(await findRowButton(9, '上架'));
  await waitFor(() => expect(screen.queryByRole('group', { name: '模板 #9 的操作' })).not.toBeInTheDocument());
  const nextPublish = await findRowButton(8, '上架');
  await waitFor(() => expect(nextPublish).toHaveFocus());
});

test('declined, nothing changes and the focus stays on the button', async () => {
  confirm.mockReturnValue(false);
  serveTemplates([pending(5), pending(4)]);
  renderApp('/admin/pending');
  const pass = await findRowButton(5, '通过');
  await userEvent.click(pass);
  expect(pass).toHaveFocus();
  expect(await findRow(5)).toBeInTheDocument();
});
