import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserViewPublic } from '@video-admin/shared-ui/contract';
import { api, apiServer } from '../../testing/api-mocks';
import { aUser, serveCurrentUser } from '../../testing/current-user';
import { renderWithProviders } from '../../testing/render-with-providers';
import { readStoredLayout, storeLayout } from '../layout-storage';
import { DEFAULT_LAYOUT, type ChoosableColumn } from '../list-layout';
import { ListViewsBar } from '../list-views-bar';

// A list whose tabs have columns of their own (the templates'): a view saved on another tab keeps
// columns the tab shown now does not have, and each tab keeps its layout under a key of its own.

const COLUMNS_OF_THIS_TAB: ChoosableColumn[] = [
  { id: 'id', label: 'ID', fixed: 'start' },
  { id: 'name', label: '名称' },
  { id: 'actions', label: '操作', fixed: 'end' },
];

const viewOfAnotherTab: UserViewPublic = {
  id: '00000000-0000-4000-8000-000000000001',
  list: 'templates',
  name: '待生成参数',
  state: { tab: 'pending', filters: {}, sort: null, columns: ['params', 'name'], density: 'compact' },
  is_default: false,
  shared_with_role: null,
  owner_id: 'me',
  read_only: false,
  created_at: '2026-12-03T08:00:00Z',
  updated_at: '2026-12-03T08:00:00Z',
};

beforeEach(() => {
  serveCurrentUser(aUser({ is_superuser: false }));
  apiServer.use(api.get('/api/v1/users/me/views/', ({ response }) => response(200).json({ data: [viewOfAnotherTab], count: 1 })));
});

test("with onApplyLayout a view's columns and density go to the list as saved, not read by the columns shown now", async () => {
  const onApplyLayout = jest.fn();
  const onLayoutChange = jest.fn();
  const onApplyQuery = jest.fn();
  renderWithProviders(
    <ListViewsBar
      list="templates"
      columns={COLUMNS_OF_THIS_TAB}
      layout={DEFAULT_LAYOUT}
      onLayoutChange={onLayoutChange}
      query={{ tab: 'all', filters: {}, sort: null }}
      onApplyQuery={onApplyQuery}
      onApplyLayout={onApplyLayout}
      urlHasFilters={false}
    />,
  );
  await userEvent.click(await screen.findByRole('button', { name: '视图' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: '待生成参数' }));

  await waitFor(() => expect(onApplyLayout).toHaveBeenCalledWith(viewOfAnotherTab.state));
  expect(onApplyQuery).toHaveBeenCalledWith({ tab: 'pending', filters: {}, sort: null });
  expect(onLayoutChange).not.toHaveBeenCalled();
});

test("a storage key keeps a tab's layout apart from the list's and the other tabs'", () => {
  storeLayout('templates', { columns: ['name'], density: 'compact' }, 'templates.pending');
  storeLayout('templates', { columns: ['status'], density: 'comfortable' }, 'templates.all');
  expect(readStoredLayout('templates', 'templates.pending')).toEqual({ columns: ['name'], density: 'compact' });
  expect(readStoredLayout('templates', 'templates.all')).toEqual({ columns: ['status'], density: 'comfortable' });
  expect(readStoredLayout('templates')).toBeUndefined();
  expect(window.localStorage.getItem('video-admin.list-layout.templates.pending')).not.toBeNull();
});
