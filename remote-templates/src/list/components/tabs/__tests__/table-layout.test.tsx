import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer, HttpResponse } from '@video-admin/shared-ui/testing';
import { renderApp } from '../../../../testing/render-app';
import { findRow } from '../../../../testing/row-helpers';
import { makeTemplate } from '../../../../testing/template-fixtures';
import { serveTemplates } from '../../../../testing/templates-handlers';
import { renderEveryColumn } from './render-every-column';

const TABS = [
  ['/admin', '待补全'],
  ['/admin/pending', '待生成'],
  ['/admin/generated', '已生成'],
  ['/admin/completion', '待补全'],
  ['/admin/published', '已上架'],
] as const;

it.each(TABS)(
  '%s: the selection checkbox and the id stay at the start and the actions at the end, header and rows alike',
  async (path, status) => {
    serveTemplates([makeTemplate({ template_id: 5, template_status: status, template_sub_status: 'UNREVIEWED' })]);
    renderApp(path);
    const row = await findRow(5);
    const cells = within(row).getAllByRole('cell');
    expect(within(cells[0]!).getByRole('checkbox', { name: '选择模板 #5' })).toBeInTheDocument();
    expect(cells[0]).toHaveAttribute('data-pin', 'start');
    expect(cells[1]).toHaveTextContent('5');
    expect(cells[1]).toHaveAttribute('data-pin', 'start');
    // The id sits past the checkbox's fixed width.
    expect(cells[1]).toHaveStyle({ insetInlineStart: '40px' });
    expect(cells.at(-1)).toHaveAttribute('data-pin', 'end');
    expect(cells.at(-1)).toHaveAttribute('data-card', 'actions');
    expect(within(cells.at(-1)!).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(cells.slice(2, -1).every((cell) => !cell.hasAttribute('data-pin'))).toBe(true);

    const headers = within(row.closest('table')!).getAllByRole('columnheader');
    expect(headers[0]).toHaveAttribute('data-pin', 'start');
    expect(within(headers[0]!).getByRole('checkbox', { name: '选择本页全部' })).toBeInTheDocument();
    expect(headers[1]).toHaveAttribute('data-pin', 'start');
    expect(headers.at(-1)).toHaveAttribute('data-pin', 'end');
    expect(headers.at(-1)).toHaveTextContent('操作');
  },
);

test('a phone’s card of a generated template: checkbox, id, name, sub-status, media, platform and date, and its three buttons', async () => {
  serveTemplates([
    makeTemplate({
      template_id: 6,
      template_name: '海边',
      template_status: '已生成',
      template_sub_status: 'IN_QUEUE',
      template_platform: 'jimeng',
    }),
  ]);
  // The main image is out of the default view: as a person who chose every column.
  renderEveryColumn('/admin/generated');
  const row = await findRow(6);
  const place = (name: string) =>
    within(row)
      .getAllByRole('cell')
      .filter((cell) => cell.getAttribute('data-card') === name)
      .map((cell) => cell.getAttribute('data-label') ?? cell.textContent);
  expect(place('select')).toEqual(['']);
  expect(place('id')).toEqual(['6']);
  expect(place('title')).toEqual(['海边']);
  expect(place('badge')).toEqual(['排队中']);
  expect(place('media')).toHaveLength(2);
  expect(place('field')).toEqual(['平台', '更新时间']);
  expect(within(row).getByRole('group', { name: '模板 #6 的操作' }).closest('td')).toHaveAttribute('data-card', 'actions');
  // Long texts (prompt) are left off the card.
  expect(
    within(row)
      .getAllByRole('cell')
      .filter((cell) => !cell.hasAttribute('data-card')),
  ).toHaveLength(1);
});

test('the all-templates 状态 is a one-line badge of the template’s own status, whether or not it has a video', async () => {
  serveTemplates([
    makeTemplate({ template_id: 1, template_status: '待生成', template_video_url: '/media/1.mp4' }),
    makeTemplate({ template_id: 2, template_status: '已生成', template_video_url: null }),
    makeTemplate({ template_id: 3, template_status: '待补全', template_video_url: null }),
    makeTemplate({ template_id: 4, template_status: '已上架', template_video_url: '/media/4.mp4' }),
  ]);
  renderApp('/admin');
  for (const [id, text] of [
    [1, '待生成'],
    [2, '已生成'],
    [3, '待补全'],
    [4, '已上架'],
  ] as const) {
    const badge = within(await findRow(id)).getByText(text, { selector: 'div' });
    expect(badge).toHaveClass('fui-Badge');
    expect(badge).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(badge.closest('td')).toHaveAttribute('data-card', 'badge');
  }
});

test('a failed list shows 加载失败 with the server’s reason; Retry loads it again', async () => {
  serveTemplates([makeTemplate({ template_id: 9 })]);
  let failing = true;
  apiServer.use(
    api.post('/api/backend/video-template/list', ({ response }) =>
      failing ? response.untyped(HttpResponse.json({ detail: '列表暂不可用' }, { status: 400 })) : undefined,
    ),
  );
  renderApp('/admin');
  const table = await screen.findByRole('table', { name: '全部模板列表' });
  const alert = await within(table).findByRole('alert');
  expect(alert).toHaveTextContent('加载失败');
  expect(alert).toHaveTextContent('列表暂不可用');

  failing = false;
  await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
  expect(await findRow(9)).toBeInTheDocument();
  expect(within(table).queryByRole('alert')).not.toBeInTheDocument();
});
