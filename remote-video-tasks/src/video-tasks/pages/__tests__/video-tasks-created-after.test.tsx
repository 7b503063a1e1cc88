import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguagePreference } from '@video-admin/shared-ui';
import { renderVideoTasks } from '../../../testing/render-video-tasks';
import { serveVideoTasks } from '../../../testing/video-tasks-handlers';

const SINCE = '2026-11-20T00:00:00Z';
const FROM_DASHBOARD = `/admin/video-tasks?task_status=4&created_after=${encodeURIComponent(SINCE)}`;
const location = () => screen.getByRole('status', { name: 'location' }).textContent!;

test('a link with created_after lists and counts from that moment, and shows it as a filter in force that can be removed', async () => {
  const backend = serveVideoTasks();
  renderVideoTasks(FROM_DASHBOARD);

  const inForce = await screen.findByRole('group', { name: /^创建时间不早于 / });
  await waitFor(() => expect(backend.lastListQuery()).toMatchObject({ task_status: '4', created_after: SINCE }));
  // The summary counts the same tasks (its cards break them down by status).
  const stats = backend.statsRequests().at(-1)!.url;
  expect(new URL(stats, 'http://localhost').searchParams.get('created_after')).toBe(SINCE);
  expect(inForce).toHaveTextContent(/^创建时间不早于 /);
  expect(within(screen.getByRole('search', { name: '筛选视频任务' })).getByRole('combobox', { name: '状态' })).toHaveValue('4');

  await userEvent.click(within(inForce).getByRole('button', { name: /^移除筛选：创建时间不早于 / }));
  expect(location()).toBe('/admin/video-tasks?task_status=4');
  await waitFor(() => expect(backend.lastListQuery().created_after).toBeUndefined());
  expect(screen.queryByRole('group', { name: /创建时间不早于|Created since/ })).not.toBeInTheDocument();
});

test('the filter row keeps it when another filter applies, and 清空 clears it with the others', async () => {
  serveVideoTasks();
  renderVideoTasks(FROM_DASHBOARD);
  const search = await screen.findByRole('search', { name: '筛选视频任务' });
  await screen.findByRole('group', { name: /^创建时间不早于 / });

  await userEvent.selectOptions(within(search).getByRole('combobox', { name: '平台' }), 'keling');
  expect(new URLSearchParams(location().split('?')[1]).get('created_after')).toBe(SINCE);

  await userEvent.click(within(search).getByRole('button', { name: '清空' }));
  expect(location()).toBe('/admin/video-tasks');
  expect(screen.queryByRole('group', { name: /创建时间不早于|Created since/ })).not.toBeInTheDocument();
});

test('in English it reads in English; a value the API would refuse is no filter', async () => {
  setLanguagePreference('en');
  const backend = serveVideoTasks();
  renderVideoTasks('/admin/video-tasks?created_after=yesterday');
  await screen.findByRole('search', { name: 'Filter video tasks' });
  await waitFor(() => expect(backend.listRequests().length).toBeGreaterThan(0));
  expect(backend.lastListQuery().created_after).toBeUndefined();
  expect(screen.queryByRole('group', { name: /创建时间不早于|Created since/ })).not.toBeInTheDocument();
});

test('in English the filter in force says so in English', async () => {
  setLanguagePreference('en');
  serveVideoTasks();
  renderVideoTasks(FROM_DASHBOARD);
  const inForce = await screen.findByRole('group', { name: /^Created since / });
  expect(inForce).toHaveTextContent(/^Created since /);
  expect(within(inForce).getByRole('button', { name: /^Remove the filter: created since / })).toBeInTheDocument();
});
