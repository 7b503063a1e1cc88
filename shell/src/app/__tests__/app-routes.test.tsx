import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, within } from '@testing-library/react';
import { Route, useLocation } from 'react-router-dom';
import { RemoteRoutes, setAccessToken, type LiveModule, type RemoteMountProps, type RemoteModule } from 'shared-ui';
import { aUser, api, apiServer, renderWithProviders, serveCurrentUser, TEST_MODULES } from 'shared-ui/testing';
import { AppRoutes } from '../app-routes';

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
  }: { signedIn: boolean; modules?: Record<string, RemoteModule>; live?: Record<string, LiveModule> },
) {
  jest.mocked(loadRemote).mockImplementation(async (id: string) => modules[id]);
  serveCurrentUser(aUser({ full_name: 'Ann', is_superuser: true }));
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
