import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { UserViewPublic } from '@video-admin/shared-ui/contract';
import { api, apiServer } from '../../testing/api-mocks';
import { aUser, serveCurrentUser } from '../../testing/current-user';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DEFAULT_LAYOUT, shownColumns, type ChoosableColumn, type ListLayout, type ListQueryState } from '../list-layout';
import { ListViewsBar } from '../list-views-bar';

// Whether the bar's menus, chooser and dialog (their own chunk in a build) have been fetched: once
// fetched they stay for the rest of the file, so the test that needs them unfetched comes first.
let mockControlsLoaded = false;
jest.mock('../views-bar-controls', () => {
  mockControlsLoaded = true;
  return jest.requireActual('../views-bar-controls');
});

const COLUMNS: ChoosableColumn[] = [
  { id: 'email', label: '邮箱', fixed: 'start' },
  { id: 'name', label: '姓名' },
  { id: 'roles', label: '角色' },
  { id: 'actions', label: '操作', fixed: 'end' },
];

const aView = (changes: Partial<UserViewPublic>): UserViewPublic => ({
  id: '00000000-0000-4000-8000-000000000001',
  list: 'users',
  name: '审核员',
  state: { filters: { role: 'template_reviewer' }, sort: null, columns: ['roles'], density: 'compact' },
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

function Harness() {
  const [layout, setLayout] = useState<ListLayout>(DEFAULT_LAYOUT);
  const [query, setQuery] = useState<ListQueryState>({ filters: {}, sort: null });
  return (
    <>
      <ListViewsBar
        list="users"
        columns={COLUMNS}
        layout={layout}
        onLayoutChange={setLayout}
        query={query}
        onApplyQuery={setQuery}
        urlHasFilters={false}
      />
      <p data-testid="table">
        {shownColumns(COLUMNS, layout)
          .map((column) => column.id)
          .join(',')}
        |{layout.density}|{JSON.stringify(query.filters)}
      </p>
    </>
  );
}

const table = () => screen.getByTestId('table').textContent;

beforeEach(() => serveCurrentUser(aUser({ is_superuser: false })));

test('the list opens with plain buttons and its default view applied from data alone: the menus, chooser and dialog are not fetched', async () => {
  serveViews([aView({ is_default: true })]);
  renderWithProviders(<Harness />);
  expect(await screen.findByRole('button', { name: '视图：审核员' })).toHaveAttribute('aria-haspopup', 'menu');
  expect(table()).toBe('email,roles,actions|compact|{"role":"template_reviewer"}');
  expect(screen.getByRole('button', { name: '列' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('button', { name: '密度：紧凑' })).toHaveAttribute('aria-haspopup', 'menu');
  expect(screen.getByRole('status')).toHaveTextContent('已应用视图“审核员”');
  expect(mockControlsLoaded).toBe(false);
});

test("the columns button's first Enter fetches the chooser and opens it, focus inside; Escape brings focus back to the button", async () => {
  serveViews([]);
  renderWithProviders(<Harness />);
  const stand = await screen.findByRole('button', { name: '列' });
  stand.focus();
  await userEvent.keyboard('{Enter}');
  const chooser = await screen.findByRole('dialog', { name: '选择列并调整顺序' });
  expect(mockControlsLoaded).toBe(true);
  await waitFor(() => expect(within(chooser).getByRole('checkbox', { name: '姓名' })).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: '列' })).toHaveFocus();
});

test("a menu's button opens its menu on the first Space or down arrow, as a menu trigger does", async () => {
  serveViews([]);
  renderWithProviders(<Harness />);
  (await screen.findByRole('button', { name: '密度：宽松' })).focus();
  await userEvent.keyboard(' ');
  const density = await screen.findByRole('menu');
  await userEvent.click(within(density).getByRole('menuitemradio', { name: '紧凑' }));
  expect(table()).toBe('email,name,roles,actions|compact|{}');
});

test('the views button opens its menu on the down arrow', async () => {
  serveViews([aView({})]);
  renderWithProviders(<Harness />);
  (await screen.findByRole('button', { name: '视图' })).focus();
  await userEvent.keyboard('{ArrowDown}');
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '审核员' })).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.getByRole('button', { name: '视图' })).toHaveFocus());
});
