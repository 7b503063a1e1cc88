import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer, callsTo, HttpResponse } from '@video-admin/shared-ui/testing';
import { renderApp } from '../../../../testing/render-app';
import { findRow, findRowButton, lastBody } from '../../../../testing/row-helpers';
import { makeTemplate } from '../../../../testing/template-fixtures';
import { serveTemplates } from '../../../../testing/templates-handlers';

const UPDATE = '/api/backend/video-template/update';
const LIST = 'POST /api/backend/video-template/list';

function published(id: number, overrides = {}) {
  return makeTemplate({ template_id: id, template_status: '已上架', template_sub_status: '已上架', ...overrides });
}

let confirm: jest.SpyInstance;
beforeEach(() => {
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirm.mockRestore());

test('the sub-status shows as its Chinese text', async () => {
  serveTemplates([published(1), published(2, { template_sub_status: '已下架' })]);
  renderApp('/admin/published');
  expect(within(await findRow(1)).getByRole('cell', { name: '已上架' })).toBeInTheDocument();
  expect(within(await findRow(2)).getByRole('cell', { name: '已下架' })).toBeInTheDocument();
});

test('take down asks first, then sets 已下架 and warns 下架成功', async () => {
  const { requests, table } = serveTemplates([published(1)]);
  renderApp('/admin/published');
  await userEvent.click(await findRowButton(1, '下架'));

  expect(confirm).toHaveBeenCalledWith('确定要下架此模板吗？');
  expect(await screen.findByText('下架成功')).toBeInTheDocument();
  expect(screen.getByText('模板 #1 已下架')).toBeInTheDocument();
  expect(callsTo(requests, `POST ${UPDATE}`)).toHaveLength(1);
  expect(lastBody(requests, UPDATE)).toEqual({ template_id: 1, template_sub_status: '已下架' });
  expect(table[0]!.template_sub_status).toBe('已下架');
  expect(await findRowButton(1, '重新上架')).toBeInTheDocument();
});

test('re-list asks first, then sets 已上架 and says 重新上架成功', async () => {
  const { requests, table } = serveTemplates([published(2, { template_sub_status: '已下架' })]);
  renderApp('/admin/published');
  await userEvent.click(await findRowButton(2, '重新上架'));

  expect(confirm).toHaveBeenCalledWith('确定要重新上架此模板吗？');
  expect(await screen.findByText('重新上架成功')).toBeInTheDocument();
  expect(screen.getByText('模板 #2 已重新上架')).toBeInTheDocument();
  expect(callsTo(requests, `POST ${UPDATE}`)).toHaveLength(1);
  expect(lastBody(requests, UPDATE)).toEqual({ template_id: 2, template_sub_status: '已上架' });
  expect(table[0]!.template_sub_status).toBe('已上架');
  expect(await findRowButton(2, '下架')).toBeInTheDocument();
});

test('declining the confirmation sends nothing and leaves the rows as they were', async () => {
  confirm.mockReturnValue(false);
  const { requests } = serveTemplates([published(1), published(2, { template_sub_status: '已下架' })]);
  renderApp('/admin/published');
  await userEvent.click(await findRowButton(1, '下架'));
  await userEvent.click(await findRowButton(2, '重新上架'));

  expect(confirm.mock.calls).toEqual([['确定要下架此模板吗？'], ['确定要重新上架此模板吗？']]);
  expect(callsTo(requests, `POST ${UPDATE}`)).toHaveLength(0);
  expect(await findRowButton(1, '下架')).toBeEnabled();
  expect(await findRowButton(2, '重新上架')).toBeEnabled();
  expect(document.querySelector('.fui-Toast')).toBeNull();
});

test("a take-down or re-list failure says so with the server's reason, and the row stays as it was", async () => {
  const { requests } = serveTemplates([published(1), published(2, { template_sub_status: '已下架' })]);
  apiServer.use(
    api.post(UPDATE, async ({ request, response }) => {
      const { template_id } = (await request.json()) as { template_id: number };
      return template_id === 1
        ? response.untyped(HttpResponse.json({ detail: '模板正在审核中' }, { status: 409 }))
        : response.untyped(HttpResponse.text('', { status: 500 }));
    }),
  );
  renderApp('/admin/published');

  await userEvent.click(await findRowButton(1, '下架'));
  expect(await screen.findByText('下架失败')).toBeInTheDocument();
  expect(screen.getByText('模板正在审核中')).toBeInTheDocument();
  expect(await findRowButton(1, '下架')).toBeEnabled();

  // Without a reason from the server, the generic one.
  await userEvent.click(await findRowButton(2, '重新上架'));
  expect(await screen.findByText('重新上架失败')).toBeInTheDocument();
  expect(screen.getByText('操作失败，请稍后重试')).toBeInTheDocument();
  expect(await findRowButton(2, '重新上架')).toBeEnabled();
  expect(callsTo(requests, `POST ${UPDATE}`)).toHaveLength(2);
});

test('filters by template id only, with 筛选 as on every tab; a non-numeric id in the URL is ignored', async () => {
  const { requests } = serveTemplates([published(11), published(12)]);
  const { unmount } = renderApp('/admin/published');
  await findRow(12);
  const search = screen.getByRole('search');
  expect(within(search).getAllByRole('textbox')).toHaveLength(1);
  expect(within(search).queryByRole('combobox')).not.toBeInTheDocument();
  await userEvent.type(within(search).getByRole('textbox', { name: '模板ID' }), '11');
  expect(within(search).queryByRole('button', { name: '搜索' })).not.toBeInTheDocument();
  await userEvent.click(within(search).getByRole('button', { name: '筛选' }));
  await waitFor(() => expect(screen.queryByRole('group', { name: '模板 #12 的操作' })).not.toBeInTheDocument());
  expect(callsTo(requests, LIST).at(-1)!.url).toContain('template_id=11');
  unmount();

  renderApp('/admin/published?template_id=1x');
  expect(await findRow(12)).toBeInTheDocument();
  expect(callsTo(requests, LIST).at(-1)!.url).not.toContain('template_id=');
});

test('the view button opens a read-only preview as end users see it', async () => {
  serveTemplates([
    published(5, {
      template_top_title: '春日樱花',
      template_main_image: '/media/sakura.png',
      template_video_url: '/media/sakura.mp4',
      template_system_recommendation: '适合情侣',
      template_user_evaluation: '氛围满分',
      photo_tips_id: 2,
    }),
  ]);
  renderApp('/admin/published');
  await userEvent.click(await findRowButton(5, '查看'));

  const dialog = await screen.findByRole('dialog', { name: '模板预览 #5', hidden: true });
  expect(within(dialog).getByRole('heading', { name: '春日樱花', hidden: true })).toBeInTheDocument();
  expect(within(dialog).getByRole('img', { name: '模板主图', hidden: true })).toHaveAttribute('src', '/media/sakura.png');
  const video = dialog.querySelector('video')!;
  expect(video).toHaveAttribute('src', '/media/sakura.mp4');
  expect(video.autoplay && video.muted && video.loop).toBe(true);
  expect(within(dialog).getByText('适合情侣')).toBeInTheDocument();
  expect(within(dialog).getByText('氛围满分')).toBeInTheDocument();
  expect(within(dialog).getByText('请上传双人照片')).toBeInTheDocument();
  expect(within(dialog).queryByRole('textbox', { hidden: true })).not.toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: '关闭', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
});

test('the empty list says 暂无已上架模板', async () => {
  serveTemplates([]);
  renderApp('/admin/published');
  expect(await screen.findByText('暂无已上架模板')).toBeInTheDocument();
});
