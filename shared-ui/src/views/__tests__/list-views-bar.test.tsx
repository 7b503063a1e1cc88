import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { UserViewPublic } from '@video-admin/shared-ui/contract';
import { api, apiServer, callsTo, HttpResponse, recordRequests } from '../../testing/api-mocks';
import { aUser, serveCurrentUser } from '../../testing/current-user';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DEFAULT_LAYOUT, shownColumns, type ChoosableColumn, type ListLayout, type ListQueryState } from '../list-layout';
import { ListViewsBar } from '../list-views-bar';

const COLUMNS: ChoosableColumn[] = [
  { id: 'email', label: '邮箱', fixed: 'start' },
  { id: 'name', label: '姓名' },
  { id: 'roles', label: '角色' },
  { id: 'created', label: '创建时间' },
  { id: 'actions', label: '操作', fixed: 'end' },
];

const view = (changes: Partial<UserViewPublic>): UserViewPublic => ({
  id: '00000000-0000-4000-8000-000000000001',
  list: 'users',
  name: '审核员',
  state: { filters: { role: 'template_reviewer' }, sort: null, columns: ['roles', 'name'], density: 'compact' },
  is_default: false,
  shared_with_role: null,
  owner_id: 'me',
  read_only: false,
  created_at: '2026-12-03T08:00:00Z',
  updated_at: '2026-12-03T08:00:00Z',
  ...changes,
});

function serveViews(views: UserViewPublic[]) {
  apiServer.use(
    api.get('/api/v1/users/me/views/', ({ response }) => response(200).json({ data: views, count: views.length })),
    api.post('/api/v1/users/me/views/', async ({ request, response }) => {
      const body = (await request.json()) as Partial<UserViewPublic>;
      return response(201).json(view({ ...body, id: '00000000-0000-4000-8000-000000000009' }));
    }),
  );
}

/** The bar over a stand-in table whose header shows the columns and whose class tells the density. */
function Harness({ urlHasFilters = false, onQuery }: { urlHasFilters?: boolean; onQuery?: (query: ListQueryState) => void }) {
  const [layout, setLayout] = useState<ListLayout>(DEFAULT_LAYOUT);
  const [query, setQuery] = useState<ListQueryState>({ filters: { q: 'ann' }, sort: null });
  return (
    <>
      <ListViewsBar
        list="users"
        columns={COLUMNS}
        layout={layout}
        onLayoutChange={setLayout}
        query={query}
        onApplyQuery={(next) => {
          setQuery(next);
          onQuery?.(next);
        }}
        urlHasFilters={urlHasFilters}
      />
      <p data-testid="table">
        {shownColumns(COLUMNS, layout)
          .map((column) => column.id)
          .join(',')}
        |{layout.density}
      </p>
    </>
  );
}

const table = () => screen.getByTestId('table').textContent;

beforeEach(() => serveCurrentUser(aUser({ is_superuser: false })));

test('the column chooser works by keyboard alone: a checkbox hides a column, move buttons order it, fixed columns stay', async () => {
  serveViews([]);
  renderWithProviders(<Harness />);
  const columnsButton = await screen.findByRole('button', { name: '列' });
  columnsButton.focus();
  await userEvent.keyboard('{Enter}');
  const chooser = await screen.findByRole('dialog', { name: '选择列并调整顺序' });
  expect(within(chooser).getByRole('checkbox', { name: '邮箱（始终显示）' })).toBeDisabled();
  expect(within(chooser).getByRole('checkbox', { name: '操作（始终显示）' })).toBeDisabled();

  // Tab to 角色's checkbox and uncheck it with the space bar.
  const roles = within(chooser).getByRole('checkbox', { name: '角色' });
  while (document.activeElement !== roles) await userEvent.tab();
  await userEvent.keyboard(' ');
  expect(table()).toBe('email,name,created,actions|comfortable');

  // 创建时间 moves up with its button, and focus stays on it (it is at the top now, still focusable).
  const up = within(chooser).getByRole('button', { name: '上移创建时间' });
  up.focus();
  await userEvent.keyboard('{Enter}');
  expect(table()).toBe('email,created,name,actions|comfortable');
  expect(document.activeElement).toBe(within(chooser).getByRole('button', { name: '上移创建时间' }));
  await userEvent.keyboard('{Enter}');
  expect(table()).toBe('email,created,name,actions|comfortable');

  await userEvent.click(within(chooser).getByRole('button', { name: '恢复列表默认的列' }));
  expect(table()).toBe('email,name,roles,created,actions|comfortable');
});

test('the density menu switches to compact rows', async () => {
  serveViews([]);
  renderWithProviders(<Harness />);
  await userEvent.click(await screen.findByRole('button', { name: '密度：宽松' }));
  await userEvent.click(await screen.findByRole('menuitemradio', { name: '紧凑' }));
  expect(table()).toBe('email,name,roles,created,actions|compact');
  expect(screen.getByRole('button', { name: '密度：紧凑' })).toBeInTheDocument();
});

test('saving a view sends its name, the filters in force, the columns and the density; a non-superuser is not offered sharing', async () => {
  const requests = recordRequests();
  serveViews([]);
  renderWithProviders(<Harness />);
  await userEvent.click(await screen.findByRole('button', { name: '密度：宽松' }));
  await userEvent.click(await screen.findByRole('menuitemradio', { name: '紧凑' }));
  await userEvent.click(screen.getByRole('button', { name: '视图' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: '保存当前视图…' }));
  const dialog = await screen.findByRole('dialog', { name: '保存视图' });
  expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(within(dialog).getByText('请输入名称')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /名称/ }), '  我的视图 ');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: '打开列表时使用此视图' }));
  await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));

  await waitFor(() => expect(callsTo(requests, 'POST /api/v1/users/me/views/')).toHaveLength(1));
  expect(JSON.parse(callsTo(requests, 'POST /api/v1/users/me/views/')[0]!.body)).toEqual({
    list: 'users',
    name: '我的视图',
    state: { filters: { q: 'ann' }, sort: null, columns: ['name', 'roles', 'created'], density: 'compact' },
    is_default: true,
    shared_with_role: null,
  });
  expect(await screen.findByRole('status')).toHaveTextContent('已保存视图“我的视图”');
});

test('a superuser may share the view with a role', async () => {
  serveCurrentUser(aUser({ is_superuser: true }));
  const requests = recordRequests();
  serveViews([]);
  renderWithProviders(<Harness />);
  await userEvent.click(await screen.findByRole('button', { name: '视图' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: '保存当前视图…' }));
  const dialog = await screen.findByRole('dialog', { name: '保存视图' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /名称/ }), '给审核');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /共享给角色/ }), '模板审核');
  await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(callsTo(requests, 'POST /api/v1/users/me/views/')).toHaveLength(1));
  expect(JSON.parse(callsTo(requests, 'POST /api/v1/users/me/views/')[0]!.body).shared_with_role).toBe('template_reviewer');
});

test('choosing a view applies its filters, columns and density; the default applies when the list opens without filters', async () => {
  const onQuery = jest.fn();
  serveViews([view({ is_default: true })]);
  renderWithProviders(<Harness onQuery={onQuery} />);
  await waitFor(() => expect(table()).toBe('email,roles,name,actions|compact'));
  expect(onQuery).toHaveBeenCalledWith({ tab: undefined, filters: { role: 'template_reviewer' }, sort: null });
  expect(screen.getByRole('button', { name: '视图：审核员' })).toBeInTheDocument();
});

test('a link with filters opens as it says: the default view waits to be chosen', async () => {
  const onQuery = jest.fn();
  serveViews([
    view({ is_default: true }),
    view({ id: '00000000-0000-4000-8000-000000000002', name: '共享', read_only: true, owner_id: 'boss' }),
  ]);
  renderWithProviders(<Harness urlHasFilters onQuery={onQuery} />);
  await userEvent.click(await screen.findByRole('button', { name: '视图' }));
  const menu = await screen.findByRole('menu', { name: '视图' });
  expect(within(menu).getByRole('group', { name: '我的视图' })).toHaveTextContent('审核员默认');
  expect(onQuery).not.toHaveBeenCalled();
  expect(table()).toBe('email,name,roles,created,actions|comfortable');

  // A shared view applies like one's own, and offers a copy, not changes.
  await userEvent.click(within(menu).getByRole('menuitem', { name: '共享' }));
  expect(table()).toBe('email,roles,name,actions|compact');
  await userEvent.click(screen.getByRole('button', { name: '视图：共享' }));
  const copy = await screen.findByRole('menuitem', { name: '另存“共享”的副本' });
  expect(screen.queryByRole('menuitem', { name: /删除/ })).not.toBeInTheDocument();
  await userEvent.click(copy);
  const dialog = await screen.findByRole('dialog', { name: '另存副本' });
  expect(within(dialog).getByRole('textbox', { name: /名称/ })).toHaveValue('共享（副本）');
});

test('a refused save says why and keeps the dialog open', async () => {
  serveViews([]);
  apiServer.use(
    api.post('/api/v1/users/me/views/', () =>
      HttpResponse.json({ detail: 'At most 50 views per list: delete one first' }, { status: 422 }),
    ),
  );
  renderWithProviders(<Harness />);
  await userEvent.click(await screen.findByRole('button', { name: '视图' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: '保存当前视图…' }));
  const dialog = await screen.findByRole('dialog', { name: '保存视图' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /名称/ }), 'x');
  await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('视图未保存：At most 50 views per list: delete one first');
});
