import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer, callsTo } from '@video-admin/shared-ui/testing';
import { renderApp } from '../../../../testing/render-app';
import { findRow, findRowButton, lastBody } from '../../../../testing/row-helpers';
import { makeTemplate } from '../../../../testing/template-fixtures';
import { serveTemplates } from '../../../../testing/templates-handlers';

const REVIEW = '/api/backend/video-template/review';

function generated(id: number, overrides = {}) {
  return makeTemplate({ template_id: id, template_status: '已生成', template_sub_status: 'AUDIT_PENDING', ...overrides });
}

let confirm: jest.SpyInstance;
beforeEach(() => {
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirm.mockRestore());

test('videos autoplay muted and looped; an unsafe video URL is not played', async () => {
  serveTemplates([generated(1), generated(2, { template_video_url: 'javascript:alert(1)' })]);
  const { container } = renderApp('/admin/generated');
  await findRow(1);
  await findRow(2);
  // The clips' code arrives with the first one shown (the shell preloads it; this test does not).
  await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
  const videos = container.querySelectorAll('video');
  expect(videos).toHaveLength(1);
  const video = videos[0]!;
  expect(video).toHaveAttribute('src', '/media/video-1.mp4');
  expect(video.autoplay).toBe(true);
  expect(video.muted).toBe(true);
  expect(video.loop).toBe(true);
  expect(within(await findRow(2)).getByText('暂无视频')).toBeInTheDocument();
  expect(within(await findRow(1)).getByText('审核中')).toBeInTheDocument();
});

test('approve confirms that AI completion follows, calls review and says 审核通过', async () => {
  const { requests } = serveTemplates([generated(1)]);
  renderApp('/admin/generated');
  await userEvent.click(await findRowButton(1, '通过'));

  expect(confirm).toHaveBeenCalledWith('确定要审核通过此模板吗？通过后将自动进行AI补全。');
  expect(await screen.findByText('审核通过')).toBeInTheDocument();
  // The server's message tells what AI completion filled.
  expect(screen.getByText('审核通过，AI 已补全：名称')).toBeInTheDocument();
  expect(lastBody(requests, REVIEW)).toEqual({ template_id: 1, action: 'approve' });
  expect(await screen.findByText('暂无已生成模板')).toBeInTheDocument();
});

test('reject confirms, calls review with reject and warns 审核不通过', async () => {
  const { requests } = serveTemplates([generated(1)]);
  renderApp('/admin/generated');
  await userEvent.click(await findRowButton(1, '不通过'));

  expect(confirm).toHaveBeenCalledWith('确定要审核不通过此模板吗？');
  expect(await screen.findByText('审核不通过')).toBeInTheDocument();
  expect(lastBody(requests, REVIEW)).toEqual({ template_id: 1, action: 'reject' });
});

test('failures: 审核通过失败 and 审核不通过失败, also when the server answers success false', async () => {
  const { requests, table } = serveTemplates([generated(1)]);
  apiServer.use(
    api.post(REVIEW, async ({ request, response }) =>
      (await request.json()).action === 'approve'
        ? response(409).json({ detail: 'Template is not generated' })
        : response(200).json({ success: false, message: 'busy', template: table[0]! }),
    ),
  );
  renderApp('/admin/generated');
  await userEvent.click(await findRowButton(1, '通过'));
  expect(await screen.findByText('审核通过失败')).toBeInTheDocument();
  await userEvent.click(await findRowButton(1, '不通过'));
  expect(await screen.findByText('审核不通过失败')).toBeInTheDocument();
  expect(screen.getAllByText('操作失败，请稍后重试')).toHaveLength(2);
  expect(callsTo(requests, `POST ${REVIEW}`)).toHaveLength(2);
});

test('declining the confirmation sends nothing', async () => {
  confirm.mockReturnValue(false);
  const { requests } = serveTemplates([generated(1)]);
  renderApp('/admin/generated');
  await userEvent.click(await findRowButton(1, '通过'));
  await userEvent.click(await findRowButton(1, '不通过'));
  expect(callsTo(requests, `POST ${REVIEW}`)).toHaveLength(0);
});

test('has name and platform filters with filter and clear buttons; empty text 暂无已生成模板', async () => {
  serveTemplates([]);
  renderApp('/admin/generated');
  expect(await screen.findByText('暂无已生成模板')).toBeInTheDocument();
  const filters = screen.getByRole('search');
  expect(within(filters).getByRole('textbox', { name: '模板名称' })).toBeInTheDocument();
  expect(within(filters).getByRole('combobox', { name: '平台' })).toBeInTheDocument();
  expect(within(filters).getByRole('button', { name: '筛选' })).toBeInTheDocument();
  expect(within(filters).getByRole('button', { name: '清空' })).toBeInTheDocument();
});
