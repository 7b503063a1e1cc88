import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer, HttpResponse } from '@video-admin/shared-ui/testing';
import { renderVideoTasks } from '../../../testing/render-video-tasks';
import { renderEveryTaskColumn } from '../../components/__tests__/render-every-task-column';
import { makeStats, makeTask } from '../../../testing/video-task-fixtures';
import { serveVideoTasks } from '../../../testing/video-tasks-handlers';

function rows() {
  return within(screen.getByRole('table', { name: '视频任务列表' }))
    .getAllByRole('row')
    .slice(1);
}

test('a regular user is told they have no permission and the admin API is never called', async () => {
  const backend = serveVideoTasks({ superuser: false });
  renderVideoTasks();

  expect(await screen.findByText('没有权限')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '视频任务管理' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(backend.requests.filter((r) => r.url.startsWith('/api/backend'))).toHaveLength(0);
});

test('shows the six summary cards and the platform distribution with labels, counts and shares', async () => {
  serveVideoTasks({ stats: makeStats({ platform_stats: { keling: 90, jimeng: 70, minimax: 40, local: 0 } }) });
  renderVideoTasks();

  const cards = await screen.findByRole('list', { name: '任务统计' });
  await within(cards).findByRole('listitem', { name: '总任务数 200' });
  for (const name of ['总任务数 200', '待处理 12', '处理中 8', '已完成 150', '失败 30', '未读 77']) {
    expect(within(cards).getByRole('listitem', { name })).toBeInTheDocument();
  }
  const chart = screen.getByRole('region', { name: '平台分布' });
  expect(
    within(chart)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label')),
  ).toEqual(['可灵 90 个任务（45%）', '即梦 70 个任务（35%）', 'MiniMax 40 个任务（20%）', '本地 0 个任务（0%）']);
});

test('a platform missing from the stats still shows, at zero', async () => {
  serveVideoTasks({ stats: makeStats({ platform_stats: { jimeng: 3 } }) });
  renderVideoTasks();
  const chart = await screen.findByRole('region', { name: '平台分布' });
  expect(within(chart).getByRole('listitem', { name: '可灵 0 个任务（0%）' })).toBeInTheDocument();
  expect(within(chart).getByRole('listitem', { name: '即梦 3 个任务（100%）' })).toBeInTheDocument();
});

test('asks for page 1 of 10, newest first, and renders the selection column and the 13 columns of each task', async () => {
  const backend = serveVideoTasks({
    list: {
      data: [
        makeTask({
          task_id: 7,
          template_id: 21,
          original_template_id: 5,
          user_id: 300,
          platform: 'jimeng',
          first_image: 'https://cdn.example.com/a.png',
          second_image: 'javascript:alert(1)',
          merged_image: '/media/merged.png',
          video_url: 'https://cdn.example.com/v.mp4',
          task_status: 2,
          is_read: true,
        }),
      ],
      count: 1,
    },
  });
  renderEveryTaskColumn();

  expect(await screen.findByRole('cell', { name: '即梦' })).toBeInTheDocument();
  expect(backend.lastListQuery()).toEqual({ skip: '0', limit: '10', sort_by: 'created_at', sort_order: 'desc' });

  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  // The selection column's header is the page's checkbox.
  expect(screen.getAllByRole('columnheader')[0]).toContainElement(screen.getByRole('checkbox', { name: '选择本页全部' }));
  expect(headers).toEqual([
    '',
    '任务ID',
    '模板ID',
    '原始模板ID',
    '用户ID',
    '平台',
    '首图',
    '第二张图',
    '合成图',
    '视频',
    '状态',
    '已读',
    '创建时间',
    '操作',
  ]);

  const cells = within(rows()[0]!).getAllByRole('cell');
  expect(cells).toHaveLength(14);
  expect(within(cells[0]!).getByRole('checkbox', { name: '选择任务 #7' })).not.toBeChecked();
  expect(cells.slice(1, 5).map((c) => c.textContent)).toEqual(['7', '21', '5', '300']);
  expect(within(cells[6]!).getByRole('img', { name: '任务 #7 首图' })).toHaveAttribute('src', 'https://cdn.example.com/a.png');
  // An unsafe URL is never rendered as an image.
  expect(within(cells[7]!).queryByRole('img')).not.toBeInTheDocument();
  expect(cells[7]).toHaveTextContent('—');
  expect(within(cells[8]!).getByRole('img', { name: '任务 #7 合成图' })).toHaveAttribute('src', '/media/merged.png');
  expect(cells[10]).toHaveTextContent('处理中');
  expect(cells[11]).toHaveTextContent('已读');
  expect(cells[12]).toHaveTextContent(new Date('2026-11-22T08:15:00Z').toLocaleString('zh-CN'));
  expect(within(cells[13]!).getByRole('button', { name: '任务 #7 的操作' })).toBeInTheDocument();
});

test('status and read badges, platform labels, and an unknown status', async () => {
  serveVideoTasks({
    list: {
      data: [
        makeTask({ task_id: 1, task_status: 1, platform: 'keling', is_read: false }),
        makeTask({ task_id: 2, task_status: 2, platform: 'jimeng', is_read: true }),
        makeTask({ task_id: 3, task_status: 3, platform: 'minimax' }),
        makeTask({ task_id: 4, task_status: 4, platform: 'local' }),
        makeTask({ task_id: 5, task_status: 9, platform: 'sora' }),
      ],
      count: 5,
    },
  });
  renderEveryTaskColumn();
  await screen.findByRole('cell', { name: 'MiniMax' });

  const statusAndRead = rows().map((row) => {
    const cells = within(row).getAllByRole('cell');
    return [cells[5]!.textContent, cells[10]!.textContent, cells[11]!.textContent];
  });
  expect(statusAndRead).toEqual([
    ['可灵', '待处理', '未读'],
    ['即梦', '处理中', '已读'],
    ['MiniMax', '已完成', '未读'],
    ['本地', '失败', '未读'],
    ['sora', '未知状态', '未读'],
  ]);
});

test('videos autoplay muted and looped, and a click toggles play and pause', async () => {
  serveVideoTasks();
  const { container } = renderVideoTasks();
  await screen.findByRole('cell', { name: '可灵' });

  const video = container.querySelector('video')!;
  expect(video).toHaveAttribute('src', 'https://cdn.example.com/v/1.mp4');
  expect(video).toHaveAttribute('autoplay');
  expect(video).toHaveAttribute('loop');
  expect(video.muted).toBe(true);
  expect(video).toHaveAccessibleName('任务 #1 视频（点击播放或暂停）');

  const play = jest.spyOn(video, 'play').mockResolvedValue(undefined);
  const pause = jest.spyOn(video, 'pause').mockImplementation(() => undefined);
  let paused = false;
  Object.defineProperty(video, 'paused', { get: () => paused });
  await userEvent.click(video);
  expect(pause).toHaveBeenCalledTimes(1);
  paused = true;
  await userEvent.click(video);
  expect(play).toHaveBeenCalledTimes(1);
});

test('skeleton rows and 加载中... while the first page loads', async () => {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  serveVideoTasks();
  apiServer.use(
    api.get('/api/backend/video-tasks/', async ({ response }) => {
      await answered;
      return response(200).json({ data: [], count: 0 });
    }),
  );
  renderVideoTasks();

  expect(await screen.findByRole('table', { name: '视频任务列表' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByText('加载中...')).toBeInTheDocument();
  expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(11);

  answer();
  expect(await screen.findByRole('cell', { name: '没有找到视频任务' })).toBeInTheDocument();
  expect(screen.queryByText('加载中...')).not.toBeInTheDocument();
});

test('a failed load says 加载失败 in red with the reason in Chinese, the server detail behind 详细信息, and Retry loads again', async () => {
  let fail = true;
  const backend = serveVideoTasks();
  apiServer.use(
    api.get('/api/backend/video-tasks/', ({ response }) =>
      fail
        ? response.untyped(HttpResponse.json({ detail: 'database is down' }, { status: 500 }))
        : response(200).json({ data: [makeTask()], count: 1 }),
    ),
  );
  renderVideoTasks();

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('加载失败')).toBeInTheDocument();
  expect(within(alert).getByText('服务器出错了。')).toBeInTheDocument();
  // The server's English words are for developers: behind 详细信息 until asked for.
  expect(within(alert).getByText(/database is down/)).not.toBeVisible();
  expect(within(alert).getByText(/Internal Server Error/)).not.toBeVisible();
  await userEvent.click(within(alert).getByRole('button', { name: '详细信息' }));
  expect(within(alert).getByText(/database is down/)).toBeVisible();
  expect(within(alert).getByText(/HTTP 500 Internal Server Error/)).toBeVisible();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();

  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('cell', { name: '可灵' })).toBeInTheDocument();
  expect(screen.queryByText('加载失败')).not.toBeInTheDocument();
  expect(backend.listRequests().length).toBeGreaterThanOrEqual(2);
});

test('stats that fail to load say why in Chinese above the table, and 重试 brings the cards', async () => {
  let fail = true;
  serveVideoTasks();
  apiServer.use(
    api.get('/api/backend/video-tasks/stats/summary', ({ response }) =>
      fail ? response.untyped(HttpResponse.json({ detail: 'Internal Server Error' }, { status: 503 })) : response(200).json(makeStats()),
    ),
  );
  renderVideoTasks();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('加载失败');
  expect(alert).toHaveTextContent('服务暂时不可用。');
  expect(within(alert).getByText(/Internal Server Error/)).not.toBeVisible();
  expect(await screen.findByRole('cell', { name: '可灵' })).toBeInTheDocument();

  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('list', { name: '任务统计' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the pager shows the total, moves pages through the URL, and has no size selector', async () => {
  const backend = serveVideoTasks({ list: { data: [makeTask()], count: 35 } });
  renderVideoTasks();

  expect(await screen.findByText('共 35 条记录，第 1 / 4 页')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: '每页显示' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
  expect(await screen.findByText('共 35 条记录，第 3 / 4 页')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/admin/video-tasks?page=3');
  expect(backend.lastListQuery()).toMatchObject({ skip: '20', limit: '10' });
});

test('a page past the end moves to the last page', async () => {
  const backend = serveVideoTasks();
  apiServer.use(
    api.get('/api/backend/video-tasks/', ({ query, response }) => {
      const skip = Number(query.get('skip'));
      return response(200).json({ data: skip < 20 ? [makeTask()] : [], count: 12 });
    }),
  );
  renderVideoTasks('/admin/video-tasks?page=9');

  expect(await screen.findByText('共 12 条记录，第 2 / 2 页')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/admin/video-tasks?page=2');
  expect(backend.lastListQuery()).toMatchObject({ skip: '10' });
});
