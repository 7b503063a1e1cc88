import { screen, within } from '@testing-library/react';
import { setLanguagePreference } from '@video-admin/shared-ui';
import { renderVideoTasks } from '../../../testing/render-video-tasks';
import { makeStats, makeTask } from '../../../testing/video-task-fixtures';
import { serveVideoTasks } from '../../../testing/video-tasks-handlers';

test('in English, statuses and platforms read from the shared labels: the cards, the distribution, the rows and the status filter', async () => {
  setLanguagePreference('en');
  serveVideoTasks({
    list: { data: [makeTask({ task_id: 7, platform: 'jimeng', task_status: 2 })], count: 1 },
    stats: makeStats({ platform_stats: { keling: 1, jimeng: 1, minimax: 0, local: 2 } }),
  });
  renderVideoTasks();

  const cards = await screen.findByRole('list', { name: 'Task statistics' });
  await within(cards).findByRole('listitem', { name: 'Pending 12' });
  for (const name of ['Running 8', 'Completed 150', 'Failed 30']) expect(within(cards).getByRole('listitem', { name })).toBeInTheDocument();
  const chart = screen.getByRole('region', { name: 'Platform distribution' });
  expect(
    within(chart)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label')!.split(' ')[0]),
  ).toEqual(['Kling', 'Jimeng', 'MiniMax', 'Local']);
  expect(await screen.findByRole('cell', { name: 'Jimeng' })).toBeInTheDocument();
  expect(screen.getByText('Running', { selector: '.fui-Badge' })).toBeInTheDocument();
  const status = within(screen.getByRole('search', { name: 'Filter video tasks' })).getByRole('combobox', { name: 'Status' });
  expect(
    within(status)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All statuses', 'Pending', 'Running', 'Completed', 'Failed']);
});
