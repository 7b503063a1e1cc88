import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import {
  currentUserQuery,
  queryClient,
  RemoteRoutes,
  setAccessToken,
  setRuntimeConfig,
  type LiveModule,
  type RemoteMountProps,
  type RemoteModule,
} from '@video-admin/shared-ui';
import type { UserMePublic } from '@video-admin/shared-ui/contract';
import { aUser, api, apiServer, HttpResponse, renderWithProviders, serveCurrentUser, TEST_MODULES } from '@video-admin/shared-ui/testing';
import { AppRoutes, preloadFirstScreen } from '../app-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

// Stand-ins for the remotes, built as remotes are: the shared routing, one screen at the mount
// (the templates one has one below it too).
function screenModule(name: string, below: string[] = []): RemoteModule {
  return {
    default: (_props: RemoteMountProps) => (
      <RemoteRoutes>
        <Route index element={<h1>{name}</h1>} />
        {below.map((path) => (
          <Route key={path} path={path} element={<h1>{`${name}: ${path}`}</h1>} />
        ))}
      </RemoteRoutes>
    ),
  };
}

const MODULES: Record<string, RemoteModule> = {
  'account/Login': screenModule('login screen'),
  'account/Signup': screenModule('signup screen'),
  'account/RecoverPassword': screenModule('recover screen'),
  'account/ResetPassword': screenModule('reset screen'),
  'account/Settings': screenModule('settings screen'),
  'items/App': screenModule('items screen'),
  'templates/App': screenModule('templates screen', ['pending']),
  'videoTasks/App': screenModule('video tasks screen'),
};

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(
  route: string,
  {
    signedIn,
    modules = MODULES,
    live = TEST_MODULES,
    user = aUser({ full_name: 'Ann', is_superuser: true }),
  }: {
    signedIn: boolean;
    modules?: Record<string, RemoteModule>;
    live?: Record<string, LiveModule>;
    /** Who /users/me answers with; null when the test serves it itself. */
    user?: UserMePublic | null;
  },
) {
  jest.mocked(loadRemote).mockImplementation(async (id: string) => modules[id]);
  if (user) serveCurrentUser(user);
  apiServer.use(api.get('/api/v1/dashboard/', ({ response }) => response(200).json({ items: 0, back_office: null })));
  if (signedIn) setAccessToken('token');
  return renderWithProviders(
    <>
      <AppRoutes />
      <Where />
    </>,
    { route, modules: live },
  );
}

async function expectNotFoundAt(path: string) {
  expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`));
}

describe('signed out', () => {
  test.each([
    ['/', 'login screen'],
    ['/items', 'login screen'],
    ['/admin', 'login screen'],
    ['/admin/pending', 'login screen'],
    ['/signup', 'signup screen'],
  ])('%s shows the %s', async (route, heading) => {
    renderAt(route, { signedIn: false });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  test.each([
    '/no/such/page',
    '/login/x',
    '/signup/a/b/c',
    '/items/x',
    '/items/x/y/z',
    '/settings/a',
    '/admin/nothing',
    '/admin/pending/deeper',
    '/admin/video-tasks/x/y',
  ])('%s shows the not-found page, on its own', async (route) => {
    renderAt(route, { signedIn: false });
    await expectNotFoundAt(route);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-testid', 'not-found');
  });
});

describe('signed in', () => {
  test.each([
    ['/items', 'items screen'],
    ['/admin', 'templates screen'],
    ['/admin/pending', 'templates screen: pending'],
    ['/admin/video-tasks', 'video tasks screen'],
    ['/settings', 'settings screen'],
  ])('%s shows the %s in the layout', async (route, heading) => {
    renderAt(route, { signedIn: true });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  test.each(['/login', '/reset-password'])('%s goes to the dashboard', async (route) => {
    renderAt(route, { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Hi, Ann' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  test.each(['/items/x', '/items/x/y/z', '/settings/a', '/admin/nothing', '/admin/pending/deeper', '/admin/video-tasks/x/y'])(
    "%s shows the not-found page inside the layout's one main landmark",
    async (route) => {
      renderAt(route, { signedIn: true });
      await expectNotFoundAt(route);
      expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
      expect(within(screen.getByRole('main')).getByTestId('not-found')).toBeInTheDocument();
    },
  );

  test.each(['/no/such/page', '/login/x', '/recover-password/a/b'])('%s shows the not-found page, on its own', async (route) => {
    renderAt(route, { signedIn: true });
    await expectNotFoundAt(route);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });
});

// The shell keeps each remote's screen once loaded, for the life of the page: no other test here
// loads the reset-password screen.
test('a remote that does not route through RemoteRoutes (a release from before it) shows nothing to the other session: it is sent on', async () => {
  const everyPath = { default: () => <h1>reset screen for any path</h1> };
  renderAt('/reset-password/x', { signedIn: true, modules: { ...MODULES, 'account/ResetPassword': everyPath } });
  expect(await screen.findByRole('heading', { name: 'Hi, Ann' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  expect(screen.queryByRole('heading', { name: 'reset screen for any path' })).not.toBeInTheDocument();
});

describe('routes from the live modules’ declarations', () => {
  const reports: LiveModule = {
    name: 'remote-reports',
    displayName: { en: 'Reports', 'zh-CN': '报表' },
    defaultLanguage: 'en',
    routes: [
      { path: '/reports', module: 'App', session: 'signed-in', permission: 'superuser' },
      { path: '/report-request', module: 'Request', session: 'signed-out' },
    ],
    menu: [{ path: '/reports', label: { en: 'Reports', 'zh-CN': '报表' }, icon: 'chart', order: 30, group: 'main' }],
  };
  const withReports = {
    ...MODULES,
    'reports/App': screenModule('reports screen', ['yearly']),
    'reports/Request': screenModule('request screen'),
  };

  test('a module the shell never heard of is mounted where it declares, in the layout, with its menu entry', async () => {
    renderAt('/reports/yearly', { signedIn: true, modules: withReports, live: { ...TEST_MODULES, reports } });
    expect(await screen.findByRole('heading', { name: 'reports screen: yearly' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
  });

  test("its public screen is the signed-out visitor's", async () => {
    renderAt('/report-request', { signedIn: false, modules: withReports, live: { ...TEST_MODULES, reports } });
    expect(await screen.findByRole('heading', { name: 'request screen' })).toBeInTheDocument();
  });

  test('its public screen sends the signed-in visitor home', async () => {
    renderAt('/report-request', { signedIn: true, modules: withReports, live: { ...TEST_MODULES, reports } });
    expect(await screen.findByRole('heading', { name: 'Hi, Ann' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  test('its signed-in screen sends the signed-out visitor to /login', async () => {
    renderAt('/reports', { signedIn: false, modules: withReports, live: { ...TEST_MODULES, reports } });
    expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  test('a module that is not live mounts nothing: its path is not found, and a deeper one falls to the shorter route', async () => {
    const { items: _items, videoTasks: _videoTasks, ...others } = TEST_MODULES;
    renderAt('/items', { signedIn: true, live: others });
    await expectNotFoundAt('/items');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  test('the longest path wins: without the video tasks module its path is the templates remote’s', async () => {
    const { videoTasks: _videoTasks, ...others } = TEST_MODULES;
    renderAt('/admin/video-tasks', { signedIn: true, live: others });
    await expectNotFoundAt('/admin/video-tasks');
    // found so by the templates remote, inside the layout
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('templates/App');
  });
});

describe('a route’s permission', () => {
  // Mounted by no other test here, so no screen of it is loaded before these.
  const audit: LiveModule = {
    name: 'remote-audit',
    displayName: { en: 'Audit', 'zh-CN': '审计' },
    defaultLanguage: 'en',
    routes: [{ path: '/audit', module: 'App', session: 'signed-in', permission: 'superuser' }],
    menu: [{ path: '/audit', label: { en: 'Audit log', 'zh-CN': '审计日志' }, icon: 'chart', order: 40, group: 'main' }],
  };
  const withAudit = { ...MODULES, 'audit/App': screenModule('audit screen') };
  const live = { ...TEST_MODULES, audit };
  const PLAIN = aUser({ full_name: 'Bob' });

  test('someone it does not let in sees the no-permission screen in the layout, and the remote is never loaded', async () => {
    jest.mocked(loadRemote).mockClear();
    renderAt('/audit', { signedIn: true, modules: withAudit, live, user: PLAIN });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('No permission')).toBeInTheDocument();
    expect(within(main).getByText('Only superusers can open Audit log.')).toBeInTheDocument();
    expect(within(main).getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'audit screen' })).not.toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalledWith('audit/App');
  });

  test('a back-office permission lets its holders in', async () => {
    renderAt('/admin/video-tasks', { signedIn: true, user: aUser({ permissions: ['tasks.read'] }) });
    expect(await screen.findByRole('heading', { name: 'video tasks screen' })).toBeInTheDocument();
  });

  // The route at /admin/video-tasks is the video tasks module's (the longest path), whatever /admin lets in.
  test.each([aUser(), aUser({ permissions: ['templates.read', 'templates.edit'] })])(
    'one who lacks a back-office permission (%#) is told so in the screen’s language',
    async (user) => {
      renderAt('/admin/video-tasks', { signedIn: true, user });
      const main = await screen.findByRole('main');
      expect(await within(main).findByText('没有权限')).toBeInTheDocument();
      expect(within(main).getByText('您没有访问视频任务管理的权限，请联系管理员为您分配包含该权限的角色。')).toBeInTheDocument();
      expect(within(main).getByRole('heading', { level: 1, name: '视频任务管理' }).closest('[lang]')).toHaveAttribute('lang', 'zh-CN');
      expect(screen.queryByRole('heading', { name: 'video tasks screen' })).not.toBeInTheDocument();
    },
  );

  test('when who is signed in cannot be loaded, the screen says so, and its Retry asks again', async () => {
    let calls = 0;
    apiServer.use(
      api.get('/api/v1/users/me', ({ response }) => {
        calls += 1;
        if (calls === 1) return response.untyped(HttpResponse.json({ detail: 'down' }, { status: 503 }));
        return response(200).json(aUser({ is_superuser: true }));
      }),
    );
    jest.mocked(loadRemote).mockClear();
    renderAt('/audit', { signedIn: true, modules: withAudit, live, user: null });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('This part of the app could not be loaded.')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalledWith('audit/App');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'audit screen' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  test('the first screen’s preload leaves the remote alone for someone it does not let in', async () => {
    const ledger: LiveModule = { ...audit, name: 'remote-ledger', routes: [{ ...audit.routes[0]!, path: '/ledger' }], menu: [] };
    jest
      .mocked(loadRemote)
      .mockClear()
      .mockImplementation(async () => screenModule('ledger screen'));
    setRuntimeConfig({ apiUrl: 'http://api.test', remotes: {}, modules: { ...TEST_MODULES, ledger } });
    setAccessToken('token');
    apiServer.use(api.get('/api/v1/dashboard/', ({ response }) => response(200).json({ items: 0, back_office: null })));
    const firstScreenAs = async (user: UserMePublic) => {
      queryClient.removeQueries({ queryKey: currentUserQuery.queryKey });
      serveCurrentUser(user);
      await preloadFirstScreen('/ledger');
    };
    await firstScreenAs(PLAIN);
    expect(loadRemote).not.toHaveBeenCalledWith('ledger/App');
    await firstScreenAs(aUser({ is_superuser: true }));
    expect(loadRemote).toHaveBeenCalledWith('ledger/App');
  });
});
