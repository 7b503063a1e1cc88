import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer, callsTo } from '@video-admin/shared-ui/testing';
import { renderUsers } from '../../../testing/render-users';
import { ADMIN, aUserRow, serveUsers } from '../../../testing/users-handlers';
import { reloadSignedInApp } from '../../api/reload-signed-in-app';

jest.mock('../../api/reload-signed-in-app', () => ({ reloadSignedInApp: jest.fn() }));

const rita = aUserRow(1, { email: 'rita@example.com', full_name: 'Rita', roles: ['template_reviewer'] });
const boss = aUserRow(2, { email: 'boss@example.com', is_superuser: true });
const gone = aUserRow(3, { email: 'gone@example.com', is_active: false, roles: ['viewer'] });

async function openMenu(email: string) {
  await userEvent.click(await screen.findByRole('button', { name: `${email} 的操作` }));
  return screen.findByRole('menu');
}

const serveViewAs = (answer: (body: unknown) => Response | Promise<Response>) =>
  apiServer.use(api.post('/api/v1/view-as', async ({ request }) => answer(await request.json())));

beforeEach(() => jest.mocked(reloadSignedInApp).mockClear());

test('以此身份查看 is offered for an active person who is not a superuser, starts view-as and reloads the app', async () => {
  const { requests } = serveUsers([ADMIN, rita, boss, gone]);
  serveViewAs(() =>
    Response.json({ kind: 'person', role: null, user_id: rita.id, email: rita.email, name: { en: 'Rita', 'zh-CN': 'Rita' } }),
  );
  renderUsers();
  for (const email of ['boss@example.com', 'gone@example.com']) {
    const menu = await openMenu(email);
    expect(within(menu).queryByRole('menuitem', { name: '以此身份查看' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  }
  await userEvent.click(within(await openMenu('rita@example.com')).getByRole('menuitem', { name: '以此身份查看' }));
  await waitFor(() => expect(reloadSignedInApp).toHaveBeenCalledTimes(1));
  expect(JSON.parse(callsTo(requests, 'POST /api/v1/view-as')[0]!.body)).toEqual({ user_id: rita.id });
});

test('以角色身份查看 opens a dialog to pick a role, then starts view-as as it and reloads the app', async () => {
  const { requests } = serveUsers([ADMIN, rita]);
  serveViewAs(() =>
    Response.json({ kind: 'role', role: 'task_operator', user_id: null, email: null, name: { en: 'Task operator', 'zh-CN': '任务运营' } }),
  );
  renderUsers();
  await userEvent.click(await screen.findByRole('button', { name: '以角色身份查看' }));
  const dialog = await screen.findByRole('dialog', { hidden: true });
  expect(within(dialog).getByRole('radio', { name: '模板审核', hidden: true })).toBeChecked();
  await userEvent.click(within(dialog).getByRole('radio', { name: '任务运营', hidden: true }));
  await userEvent.click(within(dialog).getByRole('button', { name: '查看', hidden: true }));
  await waitFor(() => expect(reloadSignedInApp).toHaveBeenCalledTimes(1));
  expect(JSON.parse(callsTo(requests, 'POST /api/v1/view-as')[0]!.body)).toEqual({ role: 'task_operator' });
});

test('a refused start shows the server’s words and stays', async () => {
  serveUsers([ADMIN, rita]);
  serveViewAs(() =>
    Response.json(
      { detail: [{ loc: ['body', 'user_id'], msg: 'An inactive person cannot be viewed as', type: 'value_error' }] },
      { status: 422 },
    ),
  );
  renderUsers();
  await userEvent.click(within(await openMenu('rita@example.com')).getByRole('menuitem', { name: '以此身份查看' }));
  expect(await screen.findByText('An inactive person cannot be viewed as')).toBeInTheDocument();
  expect(reloadSignedInApp).not.toHaveBeenCalled();
});
