import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer, callsTo, HttpResponse } from '@video-admin/shared-ui/testing';
import { renderApp } from '../../../testing/render-app';
import { makeTemplate } from '../../../testing/template-fixtures';
import { serveTemplates } from '../../../testing/templates-handlers';

const LIST = 'POST /api/backend/video-template/list';

function manyTemplates() {
  return [
    ...Array.from({ length: 120 }, () => makeTemplate({ template_status: '待生成' })),
    ...Array.from({ length: 3 }, () => makeTemplate({ template_status: '已生成' })),
    makeTemplate({ template_status: '已上架', template_sub_status: '已上架' }),
  ];
}

test('five tabs with count badges: hidden at 0, 99+ above 99, counted with limit 1 per status', async () => {
  const { requests } = serveTemplates(manyTemplates());
  renderApp('/admin');

  const tabs = await screen.findByRole('tablist', { name: '模板分类' });
  expect(await within(tabs).findByRole('tab', { name: '待生成 99+' })).toBeInTheDocument();
  expect(await within(tabs).findByRole('tab', { name: '全部模板 99+' })).toBeInTheDocument();
  expect(await within(tabs).findByRole('tab', { name: '已生成 3' })).toBeInTheDocument();
  expect(await within(tabs).findByRole('tab', { name: '已上架 1' })).toBeInTheDocument();
  expect(within(tabs).getByRole('tab', { name: '待补全' })).toBeInTheDocument();

  const countCalls = callsTo(requests, LIST).filter((request) => request.url.includes('limit=1&'));
  const statuses = countCalls.map((request) => new URL(request.url, 'http://x').searchParams.get('template_status'));
  expect(statuses.sort()).toEqual([null, '已上架', '已生成', '待生成', '待补全'].sort());
});

test("a tab's count wears Fluent's counter badge look (its class names) on one line", async () => {
  serveTemplates(manyTemplates());
  renderApp('/admin');

  const tab = await within(await screen.findByRole('tablist', { name: '模板分类' })).findByRole('tab', { name: '已生成 3' });
  // Fluent's Tab draws its content twice (the second, hidden, keeps the selected tab's width).
  for (const badge of within(tab).getAllByText('3')) {
    expect(badge).toHaveClass('fui-Badge', 'fui-CounterBadge');
    expect(badge).toHaveStyle({ whiteSpace: 'nowrap' });
  }
});

test('selecting a tab navigates to its path, and each listed path opens its tab', async () => {
  serveTemplates([makeTemplate({ template_status: '已生成' })]);
  renderApp('/admin');

  expect(await screen.findByRole('tab', { name: /全部模板/, selected: true })).toBeInTheDocument();
  const paths: Array<[RegExp, string]> = [
    [/^待生成/, '/admin/pending'],
    [/^已生成/, '/admin/generated'],
    [/^待补全/, '/admin/completion'],
    [/^已上架/, '/admin/published'],
    [/^全部模板/, '/admin'],
  ];
  for (const [name, path] of paths) {
    await userEvent.click(screen.getByRole('tab', { name }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`)));
    expect(await screen.findByRole('tab', { name, selected: true })).toBeInTheDocument();
  }
});

test('a tab change keeps the filters (a status tab replaces the status), the order and the size, on page 1; the list asks with those the tab shows', async () => {
  const { requests } = serveTemplates([
    makeTemplate({ template_name: '海边', template_status: '待生成', template_sub_status: 'IN_QUEUE' }),
    makeTemplate({ template_name: '山顶', template_status: '待生成', template_sub_status: 'IN_QUEUE' }),
  ]);
  renderApp(
    '/admin?template_name=海&template_status=已生成&template_top_title=夏&page=2&size=20&sort=template_id&order=asc&template_sub_status=IN_QUEUE&template_sub_status=UNREVIEWED',
  );
  await screen.findByRole('tab', { name: /全部模板/, selected: true });

  await userEvent.click(screen.getByRole('tab', { name: /^待生成/ }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/admin/pending?${new URLSearchParams([
        ['template_name', '海'],
        ['template_top_title', '夏'],
        ['template_sub_status', 'IN_QUEUE'],
        ['template_sub_status', 'UNREVIEWED'],
        ['sort', 'template_id'],
        ['order', 'asc'],
        ['size', '20'],
      ])}`,
    ),
  );
  expect(await screen.findByRole('cell', { name: '海边' })).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: '山顶' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('search', { name: '筛选条件' })).getByRole('textbox', { name: '模板名称' })).toHaveValue('海');
  const last = callsTo(requests, LIST)
    .filter((request) => request.url.includes('limit=20&'))
    .at(-1)!;
  const pendingQuery = Object.fromEntries(new URL(last.url, 'http://x').searchParams);
  expect(pendingQuery).toMatchObject({ skip: '0', template_name: '海', template_status: '待生成' });
  // 待生成 shows no title filter: kept in the URL, not applied.
  expect(pendingQuery).not.toHaveProperty('template_top_title');

  // The published tab filters by id only: the name and title stay in the URL unapplied
  // (the sub-statuses, which every tab applies, are applied).
  await userEvent.click(screen.getByRole('tab', { name: /^已上架/ }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/admin/published?${new URLSearchParams([
        ['template_name', '海'],
        ['template_top_title', '夏'],
        ['template_sub_status', 'IN_QUEUE'],
        ['template_sub_status', 'UNREVIEWED'],
        ['sort', 'template_id'],
        ['order', 'asc'],
        ['size', '20'],
      ])}`,
    ),
  );
  expect(await screen.findByText('没有符合筛选条件的模板')).toBeInTheDocument();
  const publishedQuery = Object.fromEntries(new URL(callsTo(requests, LIST).at(-1)!.url, 'http://x').searchParams);
  expect(publishedQuery).toMatchObject({ template_status: '已上架' });
  expect(publishedQuery).not.toHaveProperty('template_name');
  expect(publishedQuery).not.toHaveProperty('template_top_title');

  // Back on 全部模板, every filter shows again and applies.
  await userEvent.click(screen.getByRole('tab', { name: /^全部模板/ }));
  const search = within(await screen.findByRole('search', { name: '筛选条件' }));
  await waitFor(() => expect(search.getByRole('textbox', { name: '模板名称' })).toHaveValue('海'));
  expect(search.getByRole('textbox', { name: '模板标题' })).toHaveValue('夏');
  await waitFor(() =>
    expect(Object.fromEntries(new URL(callsTo(requests, LIST).at(-1)!.url, 'http://x').searchParams)).toMatchObject({
      template_name: '海',
      template_top_title: '夏',
    }),
  );
  // The status filter went when 待生成 was chosen: that tab is a status of its own.
  expect(new URL(callsTo(requests, LIST).at(-1)!.url, 'http://x').searchParams.has('template_status')).toBe(false);
});

test('清空 on a tab clears the filters kept for other tabs too: they do not come back unasked', async () => {
  serveTemplates([makeTemplate({ template_status: '已上架', template_sub_status: '已上架' })]);
  renderApp('/admin/published?template_id=7&template_platform=keling&template_top_title=加长版&size=20');
  const search = within(await screen.findByRole('search', { name: '筛选条件' }));
  await userEvent.click(search.getByRole('button', { name: '清空' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/published\?size=20$/));
  await userEvent.click(screen.getByRole('tab', { name: /^全部模板/ }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\?size=20$/));
});

test('/admin/templates shows all templates; an unknown child path shows the not-found page where it is', async () => {
  const { requests } = serveTemplates([makeTemplate({ template_name: '甲' })]);
  const { unmount } = renderApp('/admin/templates');
  expect(await screen.findByRole('tab', { name: /全部模板/, selected: true })).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: '甲' })).toBeInTheDocument();
  unmount();

  for (const path of ['/admin/nothing-here', '/admin/pending/deeper', '/admin/templates/x/y']) {
    const calls = requests.length;
    const { unmount: unmountUnknown } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(requests.length).toBe(calls);
    unmountUnknown();
  }
});

test('?page picks the page and falls back to 1 when not a positive number; the size comes from ?size', async () => {
  const { requests } = serveTemplates(manyTemplates());
  const { unmount } = renderApp('/admin/pending?page=3&size=20');
  expect(await screen.findByText('共 120 条记录，第 3 / 6 页')).toBeInTheDocument();
  expect(callsTo(requests, LIST).some((request) => /limit=20&skip=40&template_status=/.test(request.url))).toBe(true);
  unmount();

  renderApp('/admin/pending?page=abc');
  expect(await screen.findByText('共 120 条记录，第 1 / 12 页')).toBeInTheDocument();
});

test('the pager moves pages in the URL; a new page size returns to page 1', async () => {
  serveTemplates(manyTemplates());
  renderApp('/admin/pending?page=2');
  expect(await screen.findByText('共 120 条记录，第 2 / 12 页')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
  expect(await screen.findByText('共 120 条记录，第 3 / 12 页')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/pending\?page=3$/));

  await userEvent.selectOptions(screen.getByRole('combobox', { name: '每页显示' }), '50');
  expect(await screen.findByText('共 120 条记录，第 1 / 3 页')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/pending\?size=50$/));
});

test('a user who is not a superuser sees a plain message and the admin API is never called', async () => {
  const { requests } = serveTemplates([makeTemplate()], { superuser: false });
  renderApp('/admin');
  expect(await screen.findByText('您没有访问视频模板管理的权限，请联系管理员为您分配包含该权限的角色。')).toBeInTheDocument();
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(requests.filter((request) => request.url.startsWith('/api/backend'))).toHaveLength(0);
});

test('loading shows skeletons and 加载中..., a failed list shows 加载失败', async () => {
  let fail!: () => void;
  serveTemplates([]);
  apiServer.use(
    api.post(
      '/api/backend/video-template/list',
      ({ response }) =>
        new Promise((resolve) => {
          fail = () => resolve(response.untyped(HttpResponse.json({ detail: 'boom' }, { status: 500 })));
        }),
    ),
  );
  renderApp('/admin/published');
  expect(await screen.findByText('加载中...')).toBeInTheDocument();
  await waitFor(() => expect(fail).toBeDefined());
  // Queries with a 5xx retry twice; answer each attempt with the failure.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    fail();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  expect(await screen.findByRole('alert')).toHaveTextContent('加载失败');
});
