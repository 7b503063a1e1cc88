import { screen } from '@testing-library/react';
import { setLanguagePreference } from '@video-admin/shared-ui';
import { renderVideoTasks } from '../../../testing/render-video-tasks';
import { makeStats } from '../../../testing/video-task-fixtures';
import { serveVideoTasks } from '../../../testing/video-tasks-handlers';

afterEach(() => setLanguagePreference('default'));

test('in English a platform with one task says 1 task, the others N tasks', async () => {
  setLanguagePreference('en');
  serveVideoTasks({ stats: makeStats({ platform_stats: { keling: 1, jimeng: 3 } }) });
  renderVideoTasks();
  expect(await screen.findByText('1 task (25%)')).toBeInTheDocument();
  expect(screen.getByText('3 tasks (75%)')).toBeInTheDocument();
});

test('in Chinese one form serves every count', async () => {
  serveVideoTasks({ stats: makeStats({ platform_stats: { keling: 1, jimeng: 3 } }) });
  renderVideoTasks();
  expect(await screen.findByText('1 个任务（25%）')).toBeInTheDocument();
  expect(screen.getByText('3 个任务（75%）')).toBeInTheDocument();
});
