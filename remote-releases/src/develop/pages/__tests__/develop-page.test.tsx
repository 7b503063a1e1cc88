import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { setLanguagePreference } from '@video-admin/shared-ui';
import {
  api,
  apiServer,
  aUser,
  HttpResponse,
  recordRequests,
  renderWithProviders,
  serveCurrentUser,
  TEST_MODULES,
} from '@video-admin/shared-ui/testing';
import { DevelopPage } from '../develop-page';

const LINK = '/admin/releases/develop?module=remote-items&url=http%3A%2F%2Flocalhost%3A3002%2Fmf-manifest.json';
const DEVELOPER = aUser({ email: 'dev@example.com', permissions: ['releases.develop'] });

function renderDevelop(route = LINK) {
  const goTo = jest.fn();
  renderWithProviders(
    <Routes>
      <Route path="/admin/releases/develop" element={<DevelopPage goTo={goTo} />} />
    </Routes>,
    { route, modules: TEST_MODULES },
  );
  return goTo;
}

afterEach(() => setLanguagePreference('en'));

test("asks before loading the module from the developer's server; Load starts the override and opens the module's screen", async () => {
  setLanguagePreference('en');
  serveCurrentUser(DEVELOPER);
  const requests = recordRequests();
  apiServer.use(api.post('/api/v1/frontend-overrides/', ({ response }) => response.untyped(HttpResponse.json({}, { status: 201 }))));
  const goTo = renderDevelop();
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Load remote-items from http://localhost:3002 in this browser?' }),
  ).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Load' }));
  await waitFor(() => expect(goTo).toHaveBeenCalledWith('/items'));
  const posted = requests.find((request) => request.method === 'POST');
  expect(posted?.url).toBe('/api/v1/frontend-overrides/');
  expect(JSON.parse(posted!.body)).toEqual({ module: 'remote-items', url: 'http://localhost:3002/mf-manifest.json' });
});

test("in Chinese, and the server's refusal is shown without leaving the page", async () => {
  setLanguagePreference('zh-CN');
  serveCurrentUser(DEVELOPER);
  apiServer.use(
    api.post('/api/v1/frontend-overrides/', ({ response }) =>
      response.untyped(
        HttpResponse.json({ detail: 'http://example.net is not a loopback origin or in DEV_OVERRIDE_ORIGINS' }, { status: 422 }),
      ),
    ),
  );
  const goTo = renderDevelop();
  expect(
    await screen.findByRole('heading', { level: 2, name: '在此浏览器中从 http://localhost:3002 加载 remote-items？' }),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '加载' }));
  expect(await screen.findByText(/not a loopback origin/)).toBeInTheDocument();
  expect(goTo).not.toHaveBeenCalled();
});

test('a person who may not develop is told so, and nothing is asked', async () => {
  setLanguagePreference('en');
  serveCurrentUser(aUser({ permissions: ['tasks.read'] }));
  renderDevelop();
  expect(await screen.findByText('Only developers and release managers can load a module from a development server.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load' })).not.toBeInTheDocument();
});

test('a link that names no module and server says how to make one', async () => {
  setLanguagePreference('en');
  serveCurrentUser(DEVELOPER);
  renderDevelop('/admin/releases/develop?module=remote-items');
  expect(await screen.findByText(/does not name a module and a development server/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load' })).not.toBeInTheDocument();
});
