import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguagePreference } from '@video-admin/shared-ui';
import { renderVideoTasks } from '../../../testing/render-video-tasks';
import { makeStats, makeTask } from '../../../testing/video-task-fixtures';
import { serveVideoTasks } from '../../../testing/video-tasks-handlers';

const location = () => screen.getByRole('status', { name: 'location' });

async function screenReady() {
  await screen.findByRole('cell', { name: '可灵' });
}

const apply = () => userEvent.click(screen.getByRole('button', { name: '筛选' }));

test('an id filter applies nothing while typed; 筛选 sends it as an integer and returns to page 1', async () => {
  const backend = serveVideoTasks({ list: { data: [makeTask()], count: 40 } });
  renderVideoTasks('/admin/video-tasks?page=3');
  await screenReady();
  expect(backend.lastListQuery()).toMatchObject({ skip: '20' });

  await userEvent.type(screen.getByRole('textbox', { name: '任务ID' }), ' 042');
  // No refetch while typing, however long the pause.
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(location()).toHaveTextContent('/admin/video-tasks?page=3');
  expect(backend.lastListQuery()).toMatchObject({ skip: '20' });

  await apply();
  await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/video-tasks\?task_id=042$/));
  await waitFor(() =>
    expect(backend.lastListQuery()).toEqual({ skip: '0', limit: '10', sort_by: 'created_at', sort_order: 'desc', task_id: '42' }),
  );
  expect(screen.getByRole('textbox', { name: '任务ID' })).not.toHaveAttribute('aria-invalid', 'true');
});

test('each id field sends its own parameter; Enter in a field applies, as 筛选 does', async () => {
  const backend = serveVideoTasks();
  renderVideoTasks();
  await screenReady();

  for (const [label, key, value] of [
    ['模板ID', 'template_id', '21'],
    ['原始模板ID', 'original_template_id', '5'],
    ['用户ID', 'user_id', '300'],
  ] as const) {
    await userEvent.type(screen.getByRole('textbox', { name: label }), `${value}{Enter}`);
    await waitFor(() => expect(backend.lastListQuery()[key]).toBe(value));
  }
  expect(backend.lastListQuery()).toMatchObject({ template_id: '21', original_template_id: '5', user_id: '300', skip: '0' });
});

test('a non-number is flagged beside its field at once, and applied it is not sent', async () => {
  const backend = serveVideoTasks();
  renderVideoTasks('/admin/video-tasks?user_id=7');
  await screenReady();
  expect(backend.lastListQuery()).toMatchObject({ user_id: '7' });

  const field = screen.getByRole('textbox', { name: '用户ID' });
  await userEvent.type(field, 'x');
  expect(await screen.findByText('请输入有效的整数 ID，此条件未生效')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');

  await apply();
  await waitFor(() => expect(location()).toHaveTextContent('user_id=7x'));
  await waitFor(() => expect(backend.lastListQuery()).not.toHaveProperty('user_id'));

  await userEvent.clear(field);
  await userEvent.type(field, '4.5{Enter}');
  await waitFor(() => expect(location()).toHaveTextContent('user_id=4.5'));
  expect(backend.listRequests().every((r) => !r.url.includes('user_id=4'))).toBe(true);
  expect(screen.getByText('请输入有效的整数 ID，此条件未生效')).toBeInTheDocument();
});

test('an invalid id in the URL is shown flagged, and the valid ones are sent', async () => {
  const backend = serveVideoTasks();
  renderVideoTasks('/admin/video-tasks?task_id=abc&template_id=9');
  await screenReady();

  expect(screen.getByRole('textbox', { name: '任务ID' })).toHaveValue('abc');
  expect(screen.getByRole('textbox', { name: '任务ID' })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('textbox', { name: '模板ID' })).toHaveValue('9');
  expect(backend.lastListQuery()).toEqual({ skip: '0', limit: '10', sort_by: 'created_at', sort_order: 'desc', template_id: '9' });
});

test('a changed select applies at once, with the id fields as they stand, and returns to page 1', async () => {
  const backend = serveVideoTasks({ list: { data: [makeTask()], count: 40 } });
  renderVideoTasks('/admin/video-tasks?page=2');
  await screenReady();

  const platform = screen.getByRole('combobox', { name: '平台' });
  expect([...platform.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['全部平台', '可灵', '即梦', 'MiniMax']);
  const status = screen.getByRole('combobox', { name: '状态' });
  expect([...status.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['全部状态', '待处理', '处理中', '已完成', '失败']);
  await userEvent.selectOptions(platform, '即梦');
  await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/video-tasks\?platform=jimeng$/));
  await waitFor(() => expect(backend.lastListQuery()).toMatchObject({ platform: 'jimeng', skip: '0' }));

  // An id typed but not applied goes with the next select's change.
  await userEvent.type(screen.getByRole('textbox', { name: '模板ID' }), '12');
  expect(location()).toHaveTextContent(/^\/admin\/video-tasks\?platform=jimeng$/);
  await userEvent.selectOptions(status, '失败');
  await waitFor(() =>
    expect(Object.fromEntries(new URLSearchParams(location().textContent!.split('?')[1]))).toEqual({
      platform: 'jimeng',
      template_id: '12',
      task_status: '4',
    }),
  );
  await waitFor(() =>
    expect(backend.lastListQuery()).toMatchObject({ platform: 'jimeng', task_status: '4', template_id: '12', skip: '0' }),
  );
});

test('the platform select offers the platforms the list filters by, not others the stats report', async () => {
  // A stored platform outside the three (its local stand-in in old data) is counted, but the list
  // call refuses it as a filter: offering it would only lead to an error.
  serveVideoTasks({ stats: makeStats({ platform_stats: { keling: 1, local: 5 } }) });
  renderVideoTasks();
  await screenReady();
  const platform = screen.getByRole('combobox', { name: '平台' });
  await waitFor(() => expect(screen.getByRole('listitem', { name: /^本地 5 个任务/ })).toBeInTheDocument());
  expect([...platform.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['全部平台', '可灵', '即梦', 'MiniMax']);
});

test('an old link filtering on another platform shows that filter in the form', async () => {
  serveVideoTasks();
  renderVideoTasks('/admin/video-tasks?platform=local');
  await screenReady();
  const platform = screen.getByRole('combobox', { name: '平台' });
  expect([...platform.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['全部平台', '可灵', '即梦', 'MiniMax', '本地']);
  expect(platform).toHaveValue('local');
});

test('清空 removes every filter, text just typed included, and returns to page 1', async () => {
  const backend = serveVideoTasks({ list: { data: [makeTask()], count: 40 } });
  renderVideoTasks('/admin/video-tasks?task_id=3&platform=minimax&task_status=2&page=4');
  await screenReady();
  expect(backend.lastListQuery()).toMatchObject({ task_id: '3', platform: 'minimax', task_status: '2', skip: '30' });

  await userEvent.type(screen.getByRole('textbox', { name: '用户ID' }), '55');
  await userEvent.click(screen.getByRole('button', { name: '清空' }));

  await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/video-tasks$/));
  await waitFor(() => expect(backend.lastListQuery()).toEqual({ skip: '0', limit: '10', sort_by: 'created_at', sort_order: 'desc' }));
  expect(screen.getByRole('textbox', { name: '任务ID' })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: '用户ID' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: '平台' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: '状态' })).toHaveValue('');
  // The just-typed 55 must not come back.
  await apply();
  expect(location()).toHaveTextContent(/^\/admin\/video-tasks$/);
  expect(backend.lastListQuery()).not.toHaveProperty('user_id');
});

test('the back button restores the previous filters in the fields', async () => {
  const backend = serveVideoTasks();
  renderVideoTasks('/admin/video-tasks');
  await screenReady();
  await userEvent.type(screen.getByRole('textbox', { name: '任务ID' }), '8{Enter}');
  await waitFor(() => expect(location()).toHaveTextContent('task_id=8'));
  await userEvent.type(screen.getByRole('textbox', { name: '任务ID' }), '1{Enter}');
  await waitFor(() => expect(location()).toHaveTextContent('task_id=81'));

  await userEvent.click(screen.getByRole('button', { name: 'history back' }));
  await waitFor(() => expect(location()).toHaveTextContent('/admin/video-tasks?task_id=8'));
  expect(screen.getByRole('textbox', { name: '任务ID' })).toHaveValue('8');
  await waitFor(() => expect(backend.lastListQuery()).toMatchObject({ task_id: '8' }));
});

test('the filter row reads as on the templates screen: 筛选 and 清空, in English Filter and Clear', async () => {
  setLanguagePreference('en');
  serveVideoTasks();
  renderVideoTasks();
  const search = await screen.findByRole('search', { name: 'Filter video tasks' });
  expect(within(search).getByRole('button', { name: 'Filter' })).toHaveAttribute('type', 'submit');
  expect(within(search).getByRole('button', { name: 'Clear' })).toBeInTheDocument();
});

test('the read select lists the unread or the read tasks at once, with no button to press; 清空 drops it', async () => {
  const backend = serveVideoTasks({ list: { data: [makeTask()], count: 40 } });
  renderVideoTasks('/admin/video-tasks?page=2');
  await screenReady();
  const read = screen.getByRole('combobox', { name: '已读' });
  expect([...read.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['已读和未读', '未读', '已读']);
  expect(read).toHaveValue('');

  await userEvent.selectOptions(read, '未读');
  await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/video-tasks\?is_read=false$/));
  await waitFor(() => expect(backend.lastListQuery()).toMatchObject({ is_read: 'false', skip: '0' }));
  await userEvent.selectOptions(read, '已读');
  await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/video-tasks\?is_read=true$/));
  await waitFor(() => expect(backend.lastListQuery()).toMatchObject({ is_read: 'true' }));
  // Counted among the filters a phone's 筛选 (n) names.
  expect(screen.getByRole('button', { name: '筛选 (1)' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '清空' }));
  await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/video-tasks$/));
  await waitFor(() => expect(backend.lastListQuery()).not.toHaveProperty('is_read'));
  expect(read).toHaveValue('');
});

test('a read filter the API would not take (an edited link) is no filter, and the select shows both', async () => {
  const backend = serveVideoTasks();
  renderVideoTasks('/admin/video-tasks?is_read=unread');
  await screenReady();
  expect(backend.lastListQuery()).not.toHaveProperty('is_read');
  expect(screen.getByRole('combobox', { name: '已读' })).toHaveValue('');
});

test('in English the read select reads Read, with Read and unread, Unread and Read', async () => {
  setLanguagePreference('en');
  serveVideoTasks();
  renderVideoTasks();
  const read = await screen.findByRole('combobox', { name: 'Read' });
  expect([...read.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Read and unread', 'Unread', 'Read']);
  setLanguagePreference('default');
});
