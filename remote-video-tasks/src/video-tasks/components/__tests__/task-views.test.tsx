import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserViewPublic, ViewState } from '@video-admin/shared-ui/contract';
import { api, apiServer, callsTo } from '@video-admin/shared-ui/testing';
import { renderVideoTasks } from '../../../testing/render-video-tasks';
import { makeTask } from '../../../testing/video-task-fixtures';
import { serveVideoTasks } from '../../../testing/video-tasks-handlers';

const DEFAULT_HEADERS = ['', '任务ID', '模板ID', '用户ID', '平台', '首图', '视频', '状态', '已读', '创建时间', '操作'];

const table = () => screen.getByRole('table', { name: '视频任务列表' });
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
const card = (name: RegExp) => within(screen.getByRole('list', { name: '任务统计' })).getByRole('button', { name });
const location = () => screen.getByLabelText('location').textContent;

let views = 0;
function aView(name: string, state: Partial<ViewState>, changes: Partial<UserViewPublic> = {}): UserViewPublic {
  views += 1;
  return {
    id: `00000000-0000-4000-8000-${String(views).padStart(12, '0')}`,
    list: 'tasks',
    name,
    state: { filters: {}, sort: null, columns: [], density: 'comfortable', ...state },
    is_default: false,
    shared_with_role: null,
    owner_id: 'u-1',
    read_only: false,
    created_at: '2026-12-03T08:00:00Z',
    updated_at: '2026-12-03T08:00:00Z',
    ...changes,
  };
}

function serveViews(views: UserViewPublic[]) {
  apiServer.use(
    api.get('/api/v1/users/me/views/', ({ response }) => response(200).json({ data: views, count: views.length })),
    api.post('/api/v1/users/me/views/', async ({ request, response }) => {
      const body = (await request.json()) as Pick<UserViewPublic, 'name' | 'state'>;
      return response(201).json(aView(body.name, body.state));
    }),
  );
}

beforeEach(() => window.localStorage.clear());

test('the column chooser shows a column the default view leaves out, hides one and moves one; rows follow, and the choice stays', async () => {
  serveVideoTasks({ list: { data: [makeTask({ task_id: 7, original_template_id: 31, user_id: 300 })], count: 1 } });
  const first = renderVideoTasks();
  await screen.findByRole('button', { name: '任务 #7 的操作' });
  expect(headers()).toEqual(DEFAULT_HEADERS);

  await userEvent.click(screen.getByRole('button', { name: '列' }));
  const chooser = await screen.findByRole('dialog', { name: '选择列并调整顺序' });
  // The task id and the row's menu are always there; the selection checkbox is no column to choose.
  expect(within(chooser).getByRole('checkbox', { name: '任务ID（始终显示）' })).toBeDisabled();
  expect(within(chooser).getByRole('checkbox', { name: '操作（始终显示）' })).toBeDisabled();
  expect(within(chooser).queryByRole('checkbox', { name: /选择/ })).not.toBeInTheDocument();
  await userEvent.click(within(chooser).getByRole('checkbox', { name: '原始模板ID' }));
  await userEvent.click(within(chooser).getByRole('checkbox', { name: '首图' }));
  await userEvent.click(within(chooser).getByRole('button', { name: '上移视频' }));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  const chosen = ['', '任务ID', '模板ID', '原始模板ID', '用户ID', '视频', '平台', '状态', '已读', '创建时间', '操作'];
  expect(headers()).toEqual(chosen);
  // The row draws the same columns in the same order: the original template's id where its header is.
  const cells = within(within(table()).getAllByRole('row')[1]!).getAllByRole('cell');
  expect(cells).toHaveLength(chosen.length);
  expect(cells[3]).toHaveTextContent('31');
  expect(cells[4]).toHaveTextContent('300');
  expect(await within(cells[5]!).findByLabelText('任务 #7 视频（点击播放或暂停）')).toBeInTheDocument();
  expect(within(table()).queryByRole('img', { name: '任务 #7 首图' })).not.toBeInTheDocument();

  first.unmount();
  renderVideoTasks();
  await screen.findByRole('button', { name: '任务 #7 的操作' });
  expect(headers()).toEqual(chosen);
});

test('the default view applies its filters, order, columns and density at once when the list opens without any in its URL', async () => {
  const backend = serveVideoTasks();
  serveViews([
    aView(
      '未读失败',
      {
        filters: { platform: 'jimeng', task_status: '4', is_read: 'false', user_id: '300' },
        sort: { by: 'task_id', order: 'asc' },
        columns: ['status', 'read', 'originalTemplateId'],
        density: 'compact',
      },
      { is_default: true },
    ),
  ]);
  renderVideoTasks();

  await waitFor(() =>
    expect(location()).toBe('/admin/video-tasks?user_id=300&platform=jimeng&task_status=4&is_read=false&sort=task_id&order=asc'),
  );
  expect(screen.getByRole('button', { name: '视图：未读失败' })).toBeInTheDocument();
  // The list is asked for what the view says, with no button to press.
  await waitFor(() =>
    expect(backend.lastListQuery()).toMatchObject({
      platform: 'jimeng',
      task_status: '4',
      is_read: 'false',
      user_id: '300',
      sort_by: 'task_id',
      sort_order: 'asc',
    }),
  );
  await waitFor(() => expect(headers()).toEqual(['', '任务ID', '状态', '已读', '原始模板ID', '操作']));
  expect(screen.getByRole('button', { name: '密度：紧凑' })).toBeInTheDocument();
  // The filter row and the summary cards show the view's filters as theirs.
  expect(screen.getByRole('combobox', { name: '平台' })).toHaveValue('jimeng');
  expect(screen.getByRole('textbox', { name: '用户ID' })).toHaveValue('300');
  expect(card(/^未读/)).toHaveAttribute('aria-pressed', 'true');
  expect(card(/^失败/)).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('columnheader', { name: '任务ID' })).toHaveAttribute('aria-sort', 'ascending');
});

test('a link with filters or an order opens as it says: the default view waits to be chosen', async () => {
  serveVideoTasks();
  serveViews([aView('即梦', { filters: { platform: 'jimeng' } }, { is_default: true })]);
  renderVideoTasks('/admin/video-tasks?sort=task_id&order=asc');
  await screen.findByRole('button', { name: '任务 #1 的操作' });
  await userEvent.click(screen.getByRole('button', { name: '视图' }));
  await screen.findByRole('menuitem', { name: /即梦/ });
  expect(location()).toBe('/admin/video-tasks?sort=task_id&order=asc');
});

test('a view chosen from the menu replaces the filters and order in force; what the list has no use for is left out', async () => {
  const backend = serveVideoTasks();
  serveViews([
    aView('可灵', {
      // Someone else's, say: a filter the list does not have and an order it does not offer.
      filters: { platform: 'keling', template_name: 'x' } as Record<string, string>,
      sort: { by: 'video_url', order: 'asc' },
      columns: ['platform', 'nowhere', 'platform'],
    }),
  ]);
  renderVideoTasks('/admin/video-tasks?user_id=5&is_read=true&sort=task_id&order=asc');
  await screen.findByRole('button', { name: '任务 #1 的操作' });
  await userEvent.click(screen.getByRole('button', { name: '视图' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: '可灵' }));

  await waitFor(() => expect(location()).toBe('/admin/video-tasks?platform=keling'));
  await waitFor(() => expect(backend.lastListQuery()).toMatchObject({ platform: 'keling', sort_by: 'created_at', sort_order: 'desc' }));
  expect(backend.lastListQuery()).not.toHaveProperty('user_id');
  expect(backend.lastListQuery()).not.toHaveProperty('is_read');
  expect(headers()).toEqual(['', '任务ID', '平台', '操作']);
  expect(card(/^总任务数/)).toHaveAttribute('aria-pressed', 'true');
});

test('saving a view keeps the filters in force, the order, the columns and the density', async () => {
  const backend = serveVideoTasks();
  serveViews([]);
  renderVideoTasks('/admin/video-tasks?platform=keling&task_status=4&created_after=2026-11-20T00:00:00Z&sort=task_id&order=desc');
  await screen.findByRole('button', { name: '任务 #1 的操作' });
  const comfortable = table().className;
  await userEvent.click(screen.getByRole('button', { name: '密度：宽松' }));
  await userEvent.click(await screen.findByRole('menuitemradio', { name: '紧凑' }));
  // The table takes the compact class.
  expect(table().className).not.toBe(comfortable);
  await userEvent.click(screen.getByRole('button', { name: '视图' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: '保存当前视图…' }));
  const dialog = await screen.findByRole('dialog', { name: '保存视图' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /名称/ }), '可灵失败');
  await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));

  await waitFor(() => expect(callsTo(backend.requests, 'POST /api/v1/users/me/views/')).toHaveLength(1));
  expect(JSON.parse(callsTo(backend.requests, 'POST /api/v1/users/me/views/')[0]!.body)).toMatchObject({
    list: 'tasks',
    name: '可灵失败',
    state: {
      filters: { platform: 'keling', task_status: '4', created_after: '2026-11-20T00:00:00Z' },
      sort: { by: 'task_id', order: 'desc' },
      columns: ['templateId', 'userId', 'platform', 'firstImage', 'video', 'status', 'read', 'createdAt'],
      density: 'compact',
    },
  });
  await waitFor(() => expect(screen.getByText('已保存视图“可灵失败”')).toBeInTheDocument());
});
