import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer, HttpResponse } from '@video-admin/shared-ui/testing';
import { renderVideoTasks } from '../../../testing/render-video-tasks';
import { makeTask } from '../../../testing/video-task-fixtures';
import { serveVideoTasks } from '../../../testing/video-tasks-handlers';

const TASK = makeTask({ task_id: 7, task_status: 1, is_read: false, platform: 'minimax' });

async function openMenuItem(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: '任务 #7 的操作' }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
}

afterEach(() => jest.restoreAllMocks());

test('details show every field, pretty-printed payloads, and links only for safe URLs', async () => {
  const fresh = makeTask({
    task_id: 7,
    template_id: 21,
    original_template_id: 5,
    user_id: 300,
    platform: 'minimax',
    platform_task_id: 'mm-abc-123',
    task_status: 3,
    is_read: true,
    video_url: 'https://cdn.example.com/v/7.mp4',
    first_image: '/media/first.png',
    second_image: 'javascript:alert(1)',
    merged_image: null,
    create_task_params: { prompt: '一只猫', duration: 5 },
    create_task_rsp: { id: 'mm-abc-123' },
    query_task_rsp: null,
    created_at: '2026-11-22T08:15:00Z',
    updated_at: '2026-11-22T09:30:00Z',
  });
  const backend = serveVideoTasks({ list: { data: [TASK], count: 1 } });
  apiServer.use(api.get('/api/backend/video-tasks/{id}', ({ response }) => response(200).json(fresh)));
  renderVideoTasks();
  await openMenuItem('查看详情');

  const dialog = await screen.findByRole('dialog', { name: '视频任务详情 #7', hidden: true });
  // The fresh copy replaces the row's: the row said 待处理.
  await within(dialog).findByText('已完成', undefined, { timeout: 5000 });
  expect(backend.requests.some((r) => r.url === '/api/backend/video-tasks/7')).toBe(true);

  const value = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
  expect(value('任务ID')).toHaveTextContent('7');
  expect(value('模板ID')).toHaveTextContent('21');
  expect(value('原始模板ID')).toHaveTextContent('5');
  expect(value('用户ID')).toHaveTextContent('300');
  expect(value('平台')).toHaveTextContent('MiniMax');
  expect(value('平台任务ID')).toHaveTextContent('mm-abc-123');
  expect(value('任务状态')).toHaveTextContent('已完成');
  expect(value('是否已读')).toHaveTextContent('已读');
  expect(within(value('视频链接')).getByRole('link', { hidden: true })).toHaveAttribute('href', 'https://cdn.example.com/v/7.mp4');
  expect(within(value('首图链接')).getByRole('link', { hidden: true })).toHaveAttribute('href', '/media/first.png');
  expect(within(value('第二张图链接')).queryByRole('link', { hidden: true })).not.toBeInTheDocument();
  expect(value('第二张图链接')).toHaveTextContent('javascript:alert(1)');
  expect(value('合成图链接')).toHaveTextContent('—');
  expect(value('创建参数').querySelector('pre')?.textContent).toBe(JSON.stringify({ prompt: '一只猫', duration: 5 }, null, 2));
  expect(value('创建响应').querySelector('pre')?.textContent).toBe('{\n  "id": "mm-abc-123"\n}');
  expect(value('查询响应')).toHaveTextContent('—');
  expect(value('创建时间')).toHaveTextContent(new Date('2026-11-22T08:15:00Z').toLocaleString('zh-CN'));
  expect(value('更新时间')).toHaveTextContent(new Date('2026-11-22T09:30:00Z').toLocaleString('zh-CN'));

  await userEvent.click(within(dialog).getByRole('button', { name: '关闭', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
});

test('the row menu opens and acts from the keyboard', async () => {
  serveVideoTasks({ list: { data: [TASK], count: 1 } });
  renderVideoTasks();
  (await screen.findByRole('button', { name: '任务 #7 的操作' })).focus();
  await userEvent.keyboard('{Enter}');
  // jsdom has no layout, so Fluent's focus finder sees no visible item to move focus to; the
  // arrow keys are covered in Chromium by the e2e test. Enter on an item is checked here.
  const edit = await screen.findByRole('menuitem', { name: '编辑' });
  edit.focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('dialog', { name: '编辑视频任务 #7', hidden: true })).toBeInTheDocument();
});

test('edit sends the status and read flag, toasts, closes and refreshes the list and the stats', async () => {
  const backend = serveVideoTasks({ list: { data: [TASK], count: 1 } });
  apiServer.use(
    api.put('/api/backend/video-tasks/{id}', async ({ request, response }) => response(200).json({ ...TASK, ...(await request.json()) })),
  );
  renderVideoTasks();
  await openMenuItem('编辑');

  const dialog = await screen.findByRole('dialog', { name: '编辑视频任务 #7', hidden: true });
  const status = within(dialog).getByRole('combobox', { name: '任务状态', hidden: true });
  expect(status).toHaveValue('1');
  const read = within(dialog).getByRole('switch', { name: '已读', hidden: true });
  expect(read).not.toBeChecked();
  const listCalls = backend.listRequests().length;
  const statsCalls = backend.statsRequests().length;

  await userEvent.selectOptions(status, '失败');
  await userEvent.click(read);
  await userEvent.click(within(dialog).getByRole('button', { name: '保存', hidden: true }));

  expect(await screen.findByText('视频任务更新成功')).toBeInTheDocument();
  const put = backend.requests.find((r) => r.method === 'PUT');
  expect(put?.url).toBe('/api/backend/video-tasks/7');
  expect(JSON.parse(put!.body)).toEqual({ task_status: 4, is_read: true });
  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  await waitFor(() => expect(backend.listRequests().length).toBeGreaterThan(listCalls));
  await waitFor(() => expect(backend.statsRequests().length).toBeGreaterThan(statsCalls));
});

test('a failed edit toasts 更新视频任务失败 with the server detail and keeps the dialog open', async () => {
  serveVideoTasks({ list: { data: [TASK], count: 1 } });
  apiServer.use(api.put('/api/backend/video-tasks/{id}', ({ response }) => response(404).json({ detail: 'Video task not found' })));
  renderVideoTasks();
  await openMenuItem('编辑');
  const dialog = await screen.findByRole('dialog', { name: '编辑视频任务 #7', hidden: true });
  await userEvent.click(within(dialog).getByRole('button', { name: '保存', hidden: true }));

  expect(await screen.findByText('更新视频任务失败')).toBeInTheDocument();
  expect(screen.getByText('Video task not found')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: '编辑视频任务 #7', hidden: true })).toBeInTheDocument();
});

test('cancel closes the edit dialog without a request', async () => {
  const backend = serveVideoTasks({ list: { data: [TASK], count: 1 } });
  renderVideoTasks();
  await openMenuItem('编辑');
  const dialog = await screen.findByRole('dialog', { name: '编辑视频任务 #7', hidden: true });
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: '任务状态', hidden: true }), '已完成');
  await userEvent.click(within(dialog).getByRole('button', { name: '取消', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  expect(backend.requests.some((r) => r.method === 'PUT')).toBe(false);
});

test('delete asks first; declining sends nothing', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const backend = serveVideoTasks({ list: { data: [TASK], count: 1 } });
  renderVideoTasks();
  await openMenuItem('删除');

  expect(confirm).toHaveBeenCalledWith('确定要删除这个视频任务吗？此操作不可撤销。');
  expect(backend.requests.some((r) => r.method === 'DELETE')).toBe(false);
});

test('a confirmed delete sends DELETE, toasts 视频任务删除成功 and reloads the list and the stats', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  let deleted = false;
  const backend = serveVideoTasks();
  apiServer.use(
    api.get('/api/backend/video-tasks/', ({ response }) =>
      response(200).json(deleted ? { data: [], count: 0 } : { data: [TASK], count: 1 }),
    ),
    api.delete('/api/backend/video-tasks/{id}', ({ response }) => {
      deleted = true;
      return response(200).json({ message: 'Video task deleted successfully' });
    }),
  );
  renderVideoTasks();
  await openMenuItem('删除');

  expect(await screen.findByText('视频任务删除成功')).toBeInTheDocument();
  expect(backend.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/backend/video-tasks/7']);
  expect(await screen.findByRole('cell', { name: '没有找到视频任务' })).toBeInTheDocument();
  expect(backend.statsRequests().length).toBeGreaterThanOrEqual(2);
});

test('a failed delete toasts 删除视频任务失败 and keeps the row', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  serveVideoTasks({ list: { data: [TASK], count: 1 } });
  apiServer.use(
    api.delete('/api/backend/video-tasks/{id}', ({ response }) =>
      response.untyped(HttpResponse.json({ detail: 'disk full' }, { status: 500 })),
    ),
  );
  renderVideoTasks();
  await openMenuItem('删除');

  expect(await screen.findByText('删除视频任务失败')).toBeInTheDocument();
  expect(screen.getByText('disk full')).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'MiniMax' })).toBeInTheDocument();
});

test("details that fail to load say 加载失败 and why in Chinese over the row's values, the server's words behind 详细信息, and 重试 loads them", async () => {
  let fail = true;
  serveVideoTasks({ list: { data: [TASK], count: 1 } });
  apiServer.use(
    api.get('/api/backend/video-tasks/{id}', ({ response }) =>
      fail
        ? response.untyped(HttpResponse.json({ detail: 'Internal Server Error' }, { status: 500 }))
        : response(200).json({ ...TASK, task_status: 3 }),
    ),
  );
  renderVideoTasks();
  await openMenuItem('查看详情');

  const dialog = await screen.findByRole('dialog', { name: '视频任务详情 #7', hidden: true });
  const alert = await within(dialog).findByRole('alert', { hidden: true });
  expect(alert).toHaveTextContent('加载失败');
  expect(alert).toHaveTextContent('服务器出错了。');
  expect(within(alert).getByText(/Internal Server Error/)).not.toBeVisible();
  // The row's values stay on show below.
  expect(within(dialog).getByText('MiniMax')).toBeInTheDocument();

  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: '重试', hidden: true }));
  await within(dialog).findByText('已完成', undefined, { timeout: 5000 });
  expect(within(dialog).queryByRole('alert', { hidden: true })).not.toBeInTheDocument();
});

test('a failed task says why in words, above the raw answers it was read from', async () => {
  const failed = makeTask({ task_id: 7, task_status: 4, query_task_rsp: { demo: true, error: '可灵: 账户余额不足' } });
  serveVideoTasks({ list: { data: [TASK], count: 1 } });
  apiServer.use(api.get('/api/backend/video-tasks/{id}', ({ response }) => response(200).json(failed)));
  renderVideoTasks();
  await openMenuItem('查看详情');

  const dialog = await screen.findByRole('dialog', { name: '视频任务详情 #7', hidden: true });
  const reason = await within(dialog).findByText('失败原因', { selector: 'dt' }, { timeout: 5000 });
  expect(reason.nextElementSibling).toHaveTextContent('可灵: 账户余额不足');
  const json = within(dialog).getByText('查询响应', { selector: 'dt' });
  expect(reason.compareDocumentPosition(json) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(json.nextElementSibling).toHaveTextContent('"error": "可灵: 账户余额不足"');
});

test('a task that did not fail has no failure reason', async () => {
  const done = makeTask({ task_id: 7, task_status: 3, query_task_rsp: { error: 'an earlier attempt' } });
  serveVideoTasks({ list: { data: [TASK], count: 1 } });
  apiServer.use(api.get('/api/backend/video-tasks/{id}', ({ response }) => response(200).json(done)));
  renderVideoTasks();
  await openMenuItem('查看详情');
  const dialog = await screen.findByRole('dialog', { name: '视频任务详情 #7', hidden: true });
  await within(dialog).findByText('已完成', undefined, { timeout: 5000 });
  expect(within(dialog).queryByText('失败原因')).not.toBeInTheDocument();
});

test('a failed task with nothing stored says no reason was recorded', async () => {
  const bare = makeTask({ task_id: 7, task_status: 4, query_task_rsp: null, create_task_rsp: null });
  serveVideoTasks({ list: { data: [TASK], count: 1 } });
  apiServer.use(api.get('/api/backend/video-tasks/{id}', ({ response }) => response(200).json(bare)));
  renderVideoTasks();
  await openMenuItem('查看详情');
  const dialog = await screen.findByRole('dialog', { name: '视频任务详情 #7', hidden: true });
  const reason = await within(dialog).findByText('失败原因', { selector: 'dt' }, { timeout: 5000 });
  expect(reason.nextElementSibling).toHaveTextContent('未记录失败原因');
});
