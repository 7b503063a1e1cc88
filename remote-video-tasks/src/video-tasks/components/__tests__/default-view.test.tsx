import { screen, within } from '@testing-library/react';
import { renderVideoTasks } from '../../../testing/render-video-tasks';
import { makeTask } from '../../../testing/video-task-fixtures';
import { serveVideoTasks } from '../../../testing/video-tasks-handlers';
import { renderEveryTaskColumn } from './render-every-task-column';

const headers = () =>
  within(screen.getByRole('table', { name: '视频任务列表' }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

test('the default view fits a 1280 px screen: the original template and the second and merged images give way', async () => {
  serveVideoTasks({ list: { data: [makeTask({ task_id: 7, user_id: 300 })], count: 1 } });
  renderVideoTasks();
  const row = (await screen.findByRole('button', { name: '任务 #7 的操作' })).closest('tr')!;
  expect(headers()).toEqual(['', '任务ID', '模板ID', '用户ID', '平台', '首图', '视频', '状态', '已读', '创建时间', '操作']);
  expect(within(row).getAllByRole('cell')).toHaveLength(11);
  // The phone's card keeps its four labelled fields.
  expect(
    within(row)
      .getAllByRole('cell')
      .filter((cell) => cell.getAttribute('data-card') === 'field'),
  ).toHaveLength(4);
});

test('a person who chooses every column gets the three the default view leaves out, in their places', async () => {
  serveVideoTasks({ list: { data: [makeTask({ task_id: 7 })], count: 1 } });
  renderEveryTaskColumn();
  await screen.findByRole('button', { name: '任务 #7 的操作' });
  expect(headers()).toEqual([
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
});
