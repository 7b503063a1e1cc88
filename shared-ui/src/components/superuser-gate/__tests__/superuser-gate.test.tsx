import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer, HttpResponse } from '../../../testing/api-mocks';
import { aUser, serveCurrentUser } from '../../../testing/current-user';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SuperuserGate } from '../../lazy-components';

function renderGate() {
  return renderWithProviders(
    <SuperuserGate
      loading={<p>who is this?</p>}
      failed={(error, retry) => (
        <button type="button" onClick={retry}>
          failed: {error.message}
        </button>
      )}
      denied={<p>not for you</p>}
    >
      <h1>admin screen</h1>
    </SuperuserGate>,
  );
}

test('a superuser sees the screen', async () => {
  serveCurrentUser(aUser({ is_superuser: true }));
  renderGate();
  expect(screen.getByText('who is this?')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'admin screen' })).toBeInTheDocument();
  expect(screen.queryByText('who is this?')).not.toBeInTheDocument();
});

test('anyone else is told it is not for them, and the screen never renders', async () => {
  serveCurrentUser(aUser({ is_superuser: false }));
  renderGate();
  expect(await screen.findByText('not for you')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'admin screen' })).not.toBeInTheDocument();
});

test('a failed load of the user shows the failure, whose retry asks again', async () => {
  let calls = 0;
  apiServer.use(
    api.get('/api/v1/users/me', ({ response }) => {
      calls += 1;
      if (calls === 1) return response.untyped(HttpResponse.json({ detail: 'down' }, { status: 503 }));
      return response(200).json(aUser({ is_superuser: true }));
    }),
  );
  renderGate();
  await userEvent.click(await screen.findByRole('button', { name: /^failed: / }));
  expect(await screen.findByRole('heading', { name: 'admin screen' })).toBeInTheDocument();
  expect(calls).toBe(2);
});

test('given texts, anyone else sees the back office notice: a warning with its title and message', async () => {
  serveCurrentUser(aUser({ is_superuser: false }));
  renderWithProviders(
    <SuperuserGate
      loading={<p>who is this?</p>}
      failed={() => null}
      denied={{ title: '没有权限', message: '只有超级管理员可以管理此页面。' }}
    >
      <h1>admin screen</h1>
    </SuperuserGate>,
  );
  expect(await screen.findByText('没有权限')).toBeInTheDocument();
  expect(screen.getByText('只有超级管理员可以管理此页面。')).toBeInTheDocument();
  expect(document.querySelector('.fui-MessageBar')).not.toBeNull();
  expect(screen.queryByRole('heading', { name: 'admin screen' })).not.toBeInTheDocument();
});
