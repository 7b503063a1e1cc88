import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { setLanguagePreference } from '@video-admin/shared-ui';
import type { ViewAsPublic } from '@video-admin/shared-ui/contract';
import { aUser, api, apiServer, renderWithProviders, serveCurrentUser } from '@video-admin/shared-ui/testing';
import AppLayout from '../../layout/app-layout';
import { ViewAsBar } from '../view-as-bar';

const reviewer: ViewAsPublic = {
  kind: 'role',
  role: 'template_reviewer',
  user_id: null,
  email: null,
  name: { en: 'Template reviewer', 'zh-CN': '模板审核' },
};
const ann: ViewAsPublic = {
  kind: 'person',
  role: null,
  user_id: 'u9',
  email: 'ann@example.com',
  name: { en: 'Ann Operator', 'zh-CN': 'Ann Operator' },
};

afterEach(() => setLanguagePreference('en'));

function renderLayout(view: ViewAsPublic | null) {
  serveCurrentUser(aUser({ roles: ['template_reviewer'], permissions: ['templates.read'] }));
  apiServer.use(api.get('/api/v1/view-as', ({ response }) => response(200).json(view)));
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<h1>dashboard</h1>} />
      </Route>
    </Routes>,
  );
}

test('while viewing as a role, the layout shows the bar first on the page: its End is the first keyboard stop', async () => {
  renderLayout(reviewer);
  const region = await screen.findByRole('region', { name: 'Viewing as' });
  expect(region).toHaveTextContent('Viewing as Template reviewer (read-only)');
  await userEvent.tab();
  expect(within(region).getByRole('button', { name: 'End' })).toHaveFocus();
});

test('viewing as no one: no bar', async () => {
  renderLayout(null);
  expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('view-as-bar')).not.toBeInTheDocument());
});

test('in Chinese the role is named in Chinese; 结束 ends it on the server, then reloads', async () => {
  setLanguagePreference('zh-CN');
  let ended = 0;
  apiServer.use(
    api.delete('/api/v1/view-as', ({ response }) => {
      ended += 1;
      return response(204).empty();
    }),
  );
  const reload = jest.fn();
  renderWithProviders(<ViewAsBar view={reviewer} reload={reload} />);
  const region = await screen.findByRole('region', { name: '以他人身份查看' });
  expect(region).toHaveTextContent('正在以 模板审核 的身份查看（只读）');
  await userEvent.click(within(region).getByRole('button', { name: '结束' }));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(ended).toBe(1);
});

test('a person is named with their e-mail; a failure to end says so and reloads nothing', async () => {
  apiServer.use(api.delete('/api/v1/view-as', ({ response }) => response(401).json({ detail: 'Not authenticated' })));
  const reload = jest.fn();
  renderWithProviders(<ViewAsBar view={ann} reload={reload} />);
  const region = await screen.findByRole('region', { name: 'Viewing as' });
  expect(region).toHaveTextContent('Viewing as Ann Operator (ann@example.com) (read-only)');
  await userEvent.click(within(region).getByRole('button', { name: 'End' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not end viewing as. Try again.');
  expect(reload).not.toHaveBeenCalled();
});
