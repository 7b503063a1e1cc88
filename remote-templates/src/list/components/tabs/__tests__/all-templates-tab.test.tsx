import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo } from '@video-admin/shared-ui/testing';
import { renderApp } from '../../../../testing/render-app';
import { makeTemplate } from '../../../../testing/template-fixtures';
import { serveTemplates } from '../../../../testing/templates-handlers';
import { renderEveryColumn } from './render-every-column';

const LIST = 'POST /api/backend/video-template/list';

async function rowOf(id: number) {
  const table = await screen.findByRole('table', { name: '全部模板列表' });
  const group = await within(table).findByRole('group', { name: `模板 #${id} 的操作` });
  return group.closest('tr') as HTMLElement;
}

test('shows every column with its fallbacks', async () => {
  const longPrompt = '长'.repeat(150);
  serveTemplates([
    makeTemplate({
      template_id: 7,
      template_name: null,
      template_platform: null,
      template_prompt: longPrompt,
      template_category_id: 'cat-9',
      template_video_url: null,
      template_status: '待补全',
      original_template_id: 3,
      template_top_title: null,
      template_system_recommendation: null,
      template_user_evaluation: '好看',
      template_is_manual_audit: true,
      template_main_image: 'javascript:alert(1)',
    }),
    makeTemplate({ template_id: 8, template_platform: 'jimeng', template_status: '已上架', template_sub_status: '已上架' }),
  ]);
  // Most of them are out of the default view: as a person who chose them all.
  renderEveryColumn('/admin');

  const unnamed = await rowOf(7);
  // The pictures' code arrives with the first one shown (the shell preloads it; this test does not).
  await within(unnamed).findByText('暂无图片');
  const cells = within(unnamed)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(cells.slice(0, 17)).toEqual([
    // The selection column's checkbox.
    '',
    '7',
    '未命名',
    '未知',
    `${'长'.repeat(100)}...`,
    'cat-9',
    // The template's own status, not whether it has a video (it has none).
    '待补全',
    '禁用',
    '暂无图片',
    '暂无视频',
    '复制自#3',
    '暂无',
    '暂无',
    '好看',
    '需审核',
    expect.stringMatching(/2026/),
    expect.stringMatching(/2026/),
  ]);
  // An unsafe image URL is never rendered.
  expect(within(unnamed).queryByRole('img')).not.toBeInTheDocument();

  const published = await rowOf(8);
  expect(within(published).getByRole('cell', { name: '即梦' })).toBeInTheDocument();
  // Published, with a video: 已上架, never a 已生成 taken from the video.
  expect(within(published).getByRole('cell', { name: '已上架' })).toBeInTheDocument();
  expect(within(published).queryByRole('cell', { name: '已生成' })).not.toBeInTheDocument();
  expect(within(published).getByRole('cell', { name: '启用' })).toBeInTheDocument();
  expect(within(published).getByRole('cell', { name: '原创' })).toBeInTheDocument();
  expect(within(published).getByRole('cell', { name: '自动' })).toBeInTheDocument();
  expect(within(published).getByRole('img', { name: '模板 #8 主图' })).toHaveAttribute('src', '/media/main-8.png');
});

test('all five filters go to the server and into the URL; 清空 removes them', async () => {
  const { requests } = serveTemplates([
    makeTemplate({
      template_id: 21,
      template_name: '海边',
      template_platform: 'minimax',
      template_top_title: '夏日',
      template_status: '已生成',
    }),
    makeTemplate({ template_id: 22, template_name: '山顶' }),
  ]);
  renderApp('/admin');
  await rowOf(22);

  const filters = screen.getByRole('search', { name: '筛选条件' });
  await userEvent.type(within(filters).getByRole('textbox', { name: '模板ID' }), '21');
  await userEvent.type(within(filters).getByRole('textbox', { name: '模板名称' }), '海');
  await userEvent.selectOptions(within(filters).getByRole('combobox', { name: '平台' }), 'MiniMax');
  await userEvent.type(within(filters).getByRole('textbox', { name: '模板标题' }), '夏');
  await userEvent.selectOptions(within(filters).getByRole('combobox', { name: '状态' }), '已生成');
  await userEvent.click(within(filters).getByRole('button', { name: '筛选' }));

  await waitFor(() => expect(screen.queryByRole('group', { name: '模板 #22 的操作' })).not.toBeInTheDocument());
  expect(await rowOf(21)).toBeInTheDocument();
  const last = callsTo(requests, LIST)
    .filter((request) => request.url.includes('limit=10&'))
    .at(-1)!;
  const query = new URL(last.url, 'http://x').searchParams;
  expect(Object.fromEntries(query)).toEqual({
    limit: '10',
    skip: '0',
    template_id: '21',
    template_name: '海',
    template_platform: 'minimax',
    template_top_title: '夏',
    template_status: '已生成',
  });
  const url = new URL(screen.getByTestId('location').textContent!, 'http://x');
  expect(url.searchParams.get('template_name')).toBe('海');
  expect(url.searchParams.get('template_status')).toBe('已生成');

  await userEvent.click(within(filters).getByRole('button', { name: '清空' }));
  expect(await rowOf(22)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
  expect(within(filters).getByRole('textbox', { name: '模板名称' })).toHaveValue('');
});

test('a non-numeric template id is refused in the form and ignored in the URL', async () => {
  const { requests } = serveTemplates([makeTemplate({ template_id: 31 })]);
  renderApp('/admin?template_id=abc');
  expect(await rowOf(31)).toBeInTheDocument();
  expect(callsTo(requests, LIST).every((request) => !request.url.includes('template_id='))).toBe(true);

  const filters = screen.getByRole('search', { name: '筛选条件' });
  const id = within(filters).getByRole('textbox', { name: '模板ID' });
  await userEvent.clear(id);
  await userEvent.type(id, 'x1');
  await userEvent.click(within(filters).getByRole('button', { name: '筛选' }));
  expect(await within(filters).findByText('请输入数字ID')).toBeInTheDocument();
});

test('an empty tab says 暂无模板数据; emptied by filters it says so and 清空筛选 clears them; a filter change returns to page 1', async () => {
  serveTemplates([]);
  const { unmount } = renderApp('/admin');
  expect(await screen.findByText('暂无模板数据')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '清空筛选' })).not.toBeInTheDocument();
  unmount();

  serveTemplates([makeTemplate({ template_id: 51, template_name: '海边' })]);
  renderApp('/admin?page=4&template_name=zzz');
  expect(await screen.findByText('没有符合筛选条件的模板')).toBeInTheDocument();
  expect(screen.queryByText('暂无模板数据')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '筛选' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\?template_name=zzz$/));

  await userEvent.click(await screen.findByRole('button', { name: '清空筛选' }));
  expect(await rowOf(51)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
  expect(within(screen.getByRole('search', { name: '筛选条件' })).getByRole('textbox', { name: '模板名称' })).toHaveValue('');
  // Focus stays on the table's box, where the rows came, not on the page.
  expect(screen.getByRole('region', { name: '全部模板列表' })).toHaveFocus();
});

test('the edit button opens the edit dialog of that row', async () => {
  serveTemplates([makeTemplate({ template_id: 41 })]);
  renderApp('/admin');
  await userEvent.click(within(await rowOf(41)).getByRole('button', { name: '编辑' }));
  expect(await screen.findByRole('dialog', { name: '编辑视频模板 #41' })).toBeInTheDocument();
});

test('paging keeps what was typed in the filters and not yet applied', async () => {
  serveTemplates(Array.from({ length: 12 }, (_, index) => makeTemplate({ template_id: 100 + index })));
  renderApp('/admin');
  await rowOf(109);

  const filters = screen.getByRole('search', { name: '筛选条件' });
  await userEvent.type(within(filters).getByRole('textbox', { name: '模板名称' }), '草稿');
  await userEvent.click(await screen.findByRole('button', { name: '下一页' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\?page=2$/));
  expect(await rowOf(111)).toBeInTheDocument();
  expect(within(filters).getByRole('textbox', { name: '模板名称' })).toHaveValue('草稿');
});
