import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer, callsTo, HttpResponse } from '@video-admin/shared-ui/testing';
import { renderApp } from '../../../../testing/render-app';
import { findRow, findRowButton, lastBody } from '../../../../testing/row-helpers';
import { makeTemplate } from '../../../../testing/template-fixtures';
import { serveTemplates } from '../../../../testing/templates-handlers';
import { renderEveryColumn } from './render-every-column';

const PUBLISH = '/api/backend/video-template/publish';
const UPDATE = '/api/backend/video-template/update';

function completion(id: number, overrides = {}) {
  return makeTemplate({ template_id: id, template_status: '待补全', template_sub_status: 'UNREVIEWED', ...overrides });
}

let confirm: jest.SpyInstance;
beforeEach(() => {
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirm.mockRestore());

test('publish is blocked with the list of empty required fields (blank strings count), before any confirmation', async () => {
  const { requests } = serveTemplates([
    completion(1, {
      template_category_id: '  ',
      photo_tips_id: null,
      template_top_title: '',
      template_main_image: null,
      template_video_url: null,
    }),
    completion(2, { template_top_title: ' ' }),
  ]);
  renderApp('/admin/completion');

  await userEvent.click(await findRowButton(1, '上架'));
  expect(
    await screen.findByText('以下字段不能为空：模板分类ID、照片提示ID、模板标题、模板主图、模板视频。请先完善模板信息后再上架。'),
  ).toBeInTheDocument();
  await userEvent.click(await findRowButton(2, '上架'));
  expect(await screen.findByText('以下字段不能为空：模板标题。请先完善模板信息后再上架。')).toBeInTheDocument();

  expect(confirm).not.toHaveBeenCalled();
  expect(callsTo(requests, `POST ${PUBLISH}`)).toHaveLength(0);
});

test('a complete template is published after the confirmation: 上架成功', async () => {
  const { requests, table } = serveTemplates([completion(1)]);
  renderApp('/admin/completion');
  await userEvent.click(await findRowButton(1, '上架'));

  expect(confirm).toHaveBeenCalledWith('确定要上架此模板吗？');
  expect(await screen.findByText('上架成功')).toBeInTheDocument();
  expect(lastBody(requests, PUBLISH)).toEqual({ template_id: 1 });
  expect(table[0]!.template_status).toBe('已上架');
  expect(await screen.findByText('暂无待补全模板')).toBeInTheDocument();
});

test('a refused publish shows 上架失败 with the server detail, or the generic text', async () => {
  let detail: unknown = '以下字段不能为空：模板视频。请先完善模板信息后再上架。';
  serveTemplates([completion(1)]);
  apiServer.use(
    api.post(PUBLISH, ({ response }) => response.untyped(HttpResponse.json(detail === undefined ? {} : { detail }, { status: 422 }))),
  );
  renderApp('/admin/completion');
  await userEvent.click(await findRowButton(1, '上架'));
  expect(await screen.findByText('上架失败')).toBeInTheDocument();
  expect(screen.getByText('以下字段不能为空：模板视频。请先完善模板信息后再上架。')).toBeInTheDocument();

  detail = undefined;
  await userEvent.click(await findRowButton(1, '上架'));
  expect(await screen.findByText('操作失败，请稍后重试')).toBeInTheDocument();
});

test('declining the publish confirmation sends nothing', async () => {
  confirm.mockReturnValue(false);
  const { requests } = serveTemplates([completion(1)]);
  renderApp('/admin/completion');
  await userEvent.click(await findRowButton(1, '上架'));
  await userEvent.click(await findRowButton(1, '重新提交'));
  expect(confirm).toHaveBeenCalledTimes(2);
  expect(callsTo(requests, `POST ${PUBLISH}`)).toHaveLength(0);
  expect(callsTo(requests, `POST ${UPDATE}`)).toHaveLength(0);
});

test('resubmit confirms, sets 待生成 and says 重新提交成功; a failure says 重新提交失败', async () => {
  let fail = false;
  const { requests } = serveTemplates([completion(1), completion(2)]);
  // Until told to fail, the in-memory table answers.
  apiServer.use(api.post(UPDATE, ({ response }) => (fail ? response.untyped(HttpResponse.json({}, { status: 500 })) : undefined)));
  renderApp('/admin/completion');
  await userEvent.click(await findRowButton(1, '重新提交'));
  expect(confirm).toHaveBeenCalledWith('确定要重新提交此模板吗？');
  expect(await screen.findByText('重新提交成功')).toBeInTheDocument();
  expect(lastBody(requests, UPDATE)).toEqual({ template_id: 1, template_status: '待生成' });

  fail = true;
  await userEvent.click(await findRowButton(2, '重新提交'));
  expect(await screen.findByText('重新提交失败')).toBeInTheDocument();
  expect(screen.getByText('操作失败，请稍后重试')).toBeInTheDocument();
});

test('rows show the photo tips in words and the sub-status badge', async () => {
  serveTemplates([completion(1, { photo_tips_id: 3 })]);
  // 拍照提示 is out of the default view: as a person who chose it.
  renderEveryColumn('/admin/completion');
  const row = await findRow(1);
  expect(within(row).getByRole('cell', { name: '宠物' })).toBeInTheDocument();
  expect(within(row).getByText('待审核')).toBeInTheDocument();
});
