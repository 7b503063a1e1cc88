import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserViewPublic } from '@video-admin/shared-ui/contract';
import { api, apiServer, callsTo } from '@video-admin/shared-ui/testing';
import { useDensityStyles } from '@video-admin/shared-ui/views';
import { renderApp } from '../../../testing/render-app';
import { findRow } from '../../../testing/row-helpers';
import { makeTemplate } from '../../../testing/template-fixtures';
import { serveTemplates } from '../../../testing/templates-handlers';

// The views bar above every templates tab: the column chooser and the density of the tab shown
// (each tab keeps its own), and saved views that open their tab with its filters, order, columns
// and density.

const headersOf = (label: string) =>
  within(screen.getByRole('table', { name: label }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
    // The selection column's header is its page checkbox.
    .filter((text) => text !== '');
const location = () => screen.getByTestId('location').textContent;

/** The classes the compact density gives a table (Griffel's atomic ones, which merging keeps). */
function compactClasses() {
  let name = '';
  function Probe() {
    name = useDensityStyles().compact;
    return null;
  }
  render(<Probe />).unmount();
  return name.split(' ').slice(1);
}

const aView = (changes: Partial<UserViewPublic>): UserViewPublic => ({
  id: '00000000-0000-4000-8000-000000000001',
  list: 'templates',
  name: '海边待审',
  state: {
    tab: 'pending',
    filters: { template_name: '海' },
    sort: { by: 'template_id', order: 'asc' },
    columns: ['prompt', 'name', 'params'],
    density: 'compact',
  },
  is_default: false,
  shared_with_role: null,
  owner_id: 'me',
  read_only: false,
  created_at: '2026-12-03T08:00:00Z',
  updated_at: '2026-12-03T08:00:00Z',
  ...changes,
});

const serveViews = (views: UserViewPublic[]) =>
  apiServer.use(api.get('/api/v1/users/me/views/', ({ response }) => response(200).json({ data: views, count: views.length })));

const TEMPLATES = [
  makeTemplate({ template_id: 1, template_name: '海边', template_status: '待生成', template_sub_status: 'UNREVIEWED' }),
  makeTemplate({ template_id: 2, template_name: '山顶', template_status: '待生成', template_sub_status: 'UNREVIEWED' }),
];

beforeEach(() => window.localStorage.clear());

test("the chooser hides a column on the tab shown only: another tab keeps its own columns, and each tab's choice stays", async () => {
  serveTemplates(TEMPLATES);
  const first = renderApp('/admin');
  await findRow(1);
  await userEvent.click(await screen.findByRole('button', { name: '列' }));
  const chooser = await screen.findByRole('dialog', { name: '选择列并调整顺序' });
  expect(within(chooser).getByRole('checkbox', { name: 'ID（始终显示）' })).toBeDisabled();
  expect(within(chooser).getByRole('checkbox', { name: '操作（始终显示）' })).toBeDisabled();
  await userEvent.click(within(chooser).getByRole('checkbox', { name: '平台' }));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(headersOf('全部模板列表')).toEqual(['ID', '名称', '状态', '视频', '来源', '更新时间', '操作']);

  await userEvent.click(screen.getByRole('tab', { name: /^待生成/ }));
  await findRow(1);
  expect(headersOf('待生成列表')).toEqual(['ID', '名称', '平台', '模板参数', '子状态', '创建时间', '操作']);
  // The chooser now lists 待生成's columns.
  await userEvent.click(screen.getByRole('button', { name: '列' }));
  expect(await screen.findByRole('checkbox', { name: '模板参数' })).toBeChecked();
  await userEvent.keyboard('{Escape}');

  // Opened again later, each tab shows what was chosen for it.
  first.unmount();
  renderApp('/admin');
  await findRow(1);
  expect(headersOf('全部模板列表')).not.toContain('平台');
});

test('a view applies its tab, its filters and order, and that tab’s columns and density; the bar stays with the view named', async () => {
  const compact = compactClasses();
  serveTemplates(TEMPLATES);
  serveViews([aView({})]);
  // A filter the view does not name is cleared.
  renderApp('/admin?template_id=1');
  await findRow(1);
  expect(screen.getByRole('table', { name: '全部模板列表' })).not.toHaveClass(...compact);

  await userEvent.click(screen.getByRole('button', { name: '视图' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: '海边待审' }));

  await waitFor(() => expect(location()).toBe('/admin/pending?template_name=%E6%B5%B7&sort=template_id&order=asc'));
  expect(await screen.findByRole('tab', { name: /^待生成/, selected: true })).toBeInTheDocument();
  await findRow(1);
  await waitFor(() => expect(screen.queryByRole('group', { name: '模板 #2 的操作' })).not.toBeInTheDocument());
  expect(headersOf('待生成列表')).toEqual(['ID', '提示词', '名称', '模板参数', '操作']);
  expect(screen.getByRole('table', { name: '待生成列表' })).toHaveClass(...compact);
  expect(screen.getByRole('button', { name: '视图：海边待审' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '密度：紧凑' })).toBeInTheDocument();

  // 全部 keeps its own layout.
  await userEvent.click(screen.getByRole('tab', { name: /^全部模板/ }));
  await waitFor(() => expect(headersOf('全部模板列表')).toEqual(['ID', '名称', '平台', '状态', '视频', '来源', '更新时间', '操作']));
  expect(screen.getByRole('table', { name: '全部模板列表' })).not.toHaveClass(...compact);
});

test("saving a view keeps the tab, the filters in force there, the order and that tab's columns and density", async () => {
  const { requests } = serveTemplates(TEMPLATES);
  serveViews([]);
  apiServer.use(
    api.post('/api/v1/users/me/views/', async ({ request, response }) =>
      response(201).json(aView({ ...((await request.json()) as Partial<UserViewPublic>), id: '00000000-0000-4000-8000-000000000009' })),
    ),
  );
  // The id waits in the URL for the tabs that show it: not in force on 待生成.
  renderApp('/admin/pending?template_name=海&template_id=9&sort=template_id&order=desc');
  await findRow(1);
  await userEvent.click(screen.getByRole('button', { name: '密度：宽松' }));
  await userEvent.click(await screen.findByRole('menuitemradio', { name: '紧凑' }));
  await userEvent.click(screen.getByRole('button', { name: '视图' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: '保存当前视图…' }));
  const dialog = await screen.findByRole('dialog', { name: '保存视图' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /名称/ }), '待生成紧凑');
  await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));

  await waitFor(() => expect(callsTo(requests, 'POST /api/v1/users/me/views/')).toHaveLength(1));
  expect(JSON.parse(callsTo(requests, 'POST /api/v1/users/me/views/')[0]!.body)).toMatchObject({
    list: 'templates',
    name: '待生成紧凑',
    state: {
      tab: 'pending',
      filters: { template_name: '海' },
      sort: { by: 'template_id', order: 'desc' },
      columns: ['name', 'platform', 'params', 'subStatus', 'createdAt'],
      density: 'compact',
    },
  });
});

test('the default view opens the list when its URL has no filters, and waits when it has', async () => {
  serveTemplates(TEMPLATES);
  serveViews([aView({ is_default: true })]);
  const first = renderApp('/admin');
  await waitFor(() => expect(location()).toBe('/admin/pending?template_name=%E6%B5%B7&sort=template_id&order=asc'));
  await waitFor(() => expect(headersOf('待生成列表')).toEqual(['ID', '提示词', '名称', '模板参数', '操作']));
  first.unmount();

  window.localStorage.clear();
  renderApp('/admin?template_name=山');
  await findRow(2);
  expect(await screen.findByRole('button', { name: '视图' })).toBeInTheDocument();
  expect(location()).toBe('/admin?template_name=山');
  expect(headersOf('全部模板列表')).toContain('平台');
});
