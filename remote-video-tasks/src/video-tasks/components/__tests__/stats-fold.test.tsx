import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguagePreference } from '@video-admin/shared-ui';
import { api, apiServer, HttpResponse } from '@video-admin/shared-ui/testing';
import { renderVideoTasks } from '../../../testing/render-video-tasks';
import { makeStats } from '../../../testing/video-task-fixtures';
import { serveVideoTasks } from '../../../testing/video-tasks-handlers';

afterEach(() => setLanguagePreference('default'));

const stats = makeStats({ status_stats: { total: 1234, pending: 12, running: 8, completed: 1184, failed: 12, unread: 5 } });

test('a phone’s one line names all, failed and unread, and opens the cards and the platform chart it folds', async () => {
  serveVideoTasks({ stats });
  renderVideoTasks();
  const line = await screen.findByRole('button', { name: '总任务数 1234 · 失败 12 · 未读 5' });
  expect(line).toHaveAttribute('aria-expanded', 'false');
  const folded = document.getElementById(line.getAttribute('aria-controls')!)!;
  expect(folded).toContainElement(screen.getByRole('list', { name: '任务统计' }));
  expect(folded).toContainElement(screen.getByRole('region', { name: '平台分布' }));

  await userEvent.click(line);
  expect(line).toHaveAttribute('aria-expanded', 'true');
  // The cards inside work as they do unfolded.
  await userEvent.click(within(folded).getByRole('button', { name: /^未读/ }));
  await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('is_read=false'));
  expect(line).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(line);
  expect(line).toHaveAttribute('aria-expanded', 'false');
});

test('in English the line reads Total tasks · Failed · Unread; while the counts load it says what it holds', async () => {
  setLanguagePreference('en');
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  serveVideoTasks({ stats });
  apiServer.use(
    api.get('/api/backend/video-tasks/stats/summary', async ({ response }) => {
      await answered;
      return response(200).json(stats);
    }),
  );
  renderVideoTasks();
  expect(await screen.findByRole('button', { name: 'Task statistics' })).toHaveAttribute('aria-expanded', 'false');
  answer();
  expect(await screen.findByRole('button', { name: 'Total tasks 1234 · Failed 12 · Unread 5' })).toBeInTheDocument();
});

test('when the counts fail to load, the error shows unfolded and there is no line to open', async () => {
  serveVideoTasks();
  apiServer.use(
    api.get('/api/backend/video-tasks/stats/summary', ({ response }) =>
      response.untyped(HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    ),
  );
  renderVideoTasks();
  await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
  expect(screen.queryByRole('button', { name: /^任务统计|^总任务数/ })).not.toBeInTheDocument();
});
