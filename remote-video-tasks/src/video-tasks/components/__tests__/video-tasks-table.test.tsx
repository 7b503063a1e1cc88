import { screen, within } from '@testing-library/react';
import { renderEveryTaskColumn } from './render-every-task-column';
import { makeTask } from '../../../testing/video-task-fixtures';
import { serveVideoTasks } from '../../../testing/video-tasks-handlers';

async function taskRow(id: number) {
  const menu = await screen.findByRole('button', { name: `任务 #${id} 的操作` });
  return menu.closest('tr')!;
}

test('the selection checkbox and the task id stay at the start and the row menu at the end, header and rows alike', async () => {
  serveVideoTasks({ list: { data: [makeTask({ task_id: 7 }), makeTask({ task_id: 8 })], count: 2 } });
  renderEveryTaskColumn();
  for (const id of [7, 8]) {
    const cells = within(await taskRow(id)).getAllByRole('cell');
    expect(cells).toHaveLength(14);
    expect(within(cells[0]!).getByRole('checkbox', { name: `选择任务 #${id}` })).toBeInTheDocument();
    expect(cells[0]).toHaveAttribute('data-pin', 'start');
    expect(cells[1]).toHaveTextContent(String(id));
    expect(cells[1]).toHaveAttribute('data-pin', 'start');
    // The id sits past the checkbox's fixed width.
    expect(cells[1]).toHaveStyle({ insetInlineStart: '40px' });
    expect(cells[13]).toHaveAttribute('data-pin', 'end');
    expect(within(cells[13]!).getByRole('button', { name: `任务 #${id} 的操作` })).toBeInTheDocument();
    expect(cells.slice(2, 13).every((cell) => !cell.hasAttribute('data-pin'))).toBe(true);
  }
  const headers = within(screen.getByRole('table', { name: '视频任务列表' })).getAllByRole('columnheader');
  expect(headers.map((header) => header.getAttribute('data-pin'))).toEqual(['start', 'start', ...Array(11).fill(null), 'end']);
});

test('on a phone a task is a card: checkbox, id, status and read badges, menu, video and four labelled fields', async () => {
  serveVideoTasks({
    list: { data: [makeTask({ task_id: 7, template_id: 21, user_id: 300, platform: 'jimeng', task_status: 3, is_read: false })], count: 1 },
  });
  renderEveryTaskColumn();
  const cells = within(await taskRow(7)).getAllByRole('cell');
  const place = (name: string) => cells.filter((cell) => cell.getAttribute('data-card') === name);
  expect(place('select')).toEqual([cells[0]]);
  expect(place('id').map((cell) => cell.textContent)).toEqual(['7']);
  expect(place('badge').map((cell) => cell.textContent)).toEqual(['已完成', '未读']);
  expect(place('actions')).toEqual([cells[13]]);
  expect(place('media')).toHaveLength(1);
  expect(place('field').map((cell) => [cell.getAttribute('data-label'), cell.textContent])).toEqual([
    ['模板ID', '21'],
    ['用户ID', '300'],
    ['平台', '即梦'],
    ['创建时间', expect.stringMatching(/\d/)],
  ]);
  // The original template id and the three images are left off the card.
  expect(cells.filter((cell) => !cell.hasAttribute('data-card'))).toHaveLength(4);
});
