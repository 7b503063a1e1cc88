import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer } from '@video-admin/shared-ui/testing';
import { renderVideoTasks } from '../../../testing/render-video-tasks';
import { renderEveryTaskColumn } from './render-every-task-column';
import { makeTask } from '../../../testing/video-task-fixtures';
import { serveVideoTasks } from '../../../testing/video-tasks-handlers';

const REASON = '可灵: 图片内容审核未通过，请更换参考图。平台返回的说明很长，一行放不下，悬停或聚焦时才完整显示。';

async function statusCell(id: number) {
  const row = (await screen.findByRole('button', { name: `任务 #${id} 的操作` })).closest('tr')!;
  return within(row).getAllByRole('cell')[10]!;
}

afterEach(() => jest.restoreAllMocks());

test('a failed task shows why under its badge; a task that did not fail, or says not why, shows nothing more', async () => {
  serveVideoTasks({
    list: {
      data: [
        makeTask({ task_id: 7, task_status: 4, query_task_rsp: { error: '可灵: 任务生成超时' } }),
        makeTask({ task_id: 8, task_status: 3, query_task_rsp: { error: 'an old error' } }),
        makeTask({ task_id: 9, task_status: 4, query_task_rsp: null }),
      ],
      count: 3,
    },
  });
  renderEveryTaskColumn();
  expect(await statusCell(7)).toHaveTextContent(/^失败可灵: 任务生成超时$/);
  expect(await statusCell(8)).toHaveTextContent(/^已完成$/);
  expect(await statusCell(9)).toHaveTextContent(/^失败$/);
  // It fits its line: plain text, no tab stop of its own.
  expect(within(await statusCell(7)).getByText('可灵: 任务生成超时')).not.toHaveAttribute('tabindex');
});

test('a reason longer than its line is cut, and shows whole on keyboard focus and on hover', async () => {
  // Drawn narrower than its text, as a long reason is in its 140 px.
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(140);
  serveVideoTasks({ list: { data: [makeTask({ task_id: 7, task_status: 4, query_task_rsp: { error: REASON } })], count: 1 } });
  renderEveryTaskColumn();
  const line = within(await statusCell(7)).getByText(REASON);
  expect(line).toHaveAttribute('tabindex', '0');

  act(() => line.focus());
  expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

  await userEvent.hover(line);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON);
});

test('the details name the whole reason too', async () => {
  const task = makeTask({ task_id: 7, task_status: 4, query_task_rsp: { error: REASON } });
  serveVideoTasks({ list: { data: [task], count: 1 } });
  apiServer.use(api.get('/api/backend/video-tasks/{id}', ({ response }) => response(200).json(task)));
  renderVideoTasks();
  await userEvent.click(await screen.findByRole('button', { name: '任务 #7 的操作' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: '查看详情' }));
  const details = await screen.findByRole('dialog', { name: '视频任务详情 #7' });
  expect(within(details).getByText(REASON)).toBeInTheDocument();
});
