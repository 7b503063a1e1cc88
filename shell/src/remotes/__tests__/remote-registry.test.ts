import { setRuntimeConfig } from '@video-admin/shared-ui';
import { aRuntimeConfig, TEST_MODULES } from '@video-admin/shared-ui/testing';
import { mountAt } from '../remote-registry';

// The four remotes live, as the server describes them.
beforeEach(() => setRuntimeConfig(aRuntimeConfig()));

// Which remote the first screen needs, decided the way the routes and guards decide it.
test.each([
  ['/login', false, 'account/Login'],
  ['/login/', false, 'account/Login'],
  ['/reset-password', false, 'account/ResetPassword'],
  ['/items', true, 'items/App'],
  ['/settings/password', true, 'account/Settings'],
  ['/admin/video-tasks', true, 'videoTasks/App'],
  ['/admin/video-tasks/7', true, 'videoTasks/App'],
  ['/admin/pending', true, 'templates/App'],
  ['/admin', true, 'templates/App'],
])('%s (signed in: %s) shows %s', (pathname, signedIn, expected) => {
  const mount = mountAt(pathname, signedIn);
  expect(mount && `${mount.remote}/${mount.module}`).toBe(expected);
});

test.each([
  ['/', true],
  ['/', false],
  ['/login', true], // a token holder is sent to the dashboard
  ['/items', false], // and a visitor to /login
  ['/loginx', false],
  ['/administrators', true],
])('%s (signed in: %s) shows no remote', (pathname, signedIn) => {
  expect(mountAt(pathname, signedIn)).toBeUndefined();
});

describe('routes from the live modules’ declarations', () => {
  test('the longest path that covers a path wins, whatever order the modules come in', () => {
    const reversed = Object.fromEntries(Object.entries(TEST_MODULES).reverse());
    setRuntimeConfig(aRuntimeConfig({ modules: reversed }));
    expect(mountAt('/admin/video-tasks/7', true)).toMatchObject({ remote: 'videoTasks', path: '/admin/video-tasks' });
    expect(mountAt('/admin/video-tasksx', true)).toMatchObject({ remote: 'templates', path: '/admin' });
    expect(mountAt('/admin/pending', true)).toMatchObject({ remote: 'templates', path: '/admin' });
  });

  test('a module that is not live mounts nothing: its paths fall to a shorter route, or to none', () => {
    const { videoTasks: _videoTasks, items: _items, ...rest } = TEST_MODULES;
    setRuntimeConfig(aRuntimeConfig({ modules: rest }));
    expect(mountAt('/admin/video-tasks', true)).toMatchObject({ remote: 'templates', path: '/admin' });
    expect(mountAt('/items', true)).toBeUndefined();
  });

  test('a config without modules mounts nothing', () => {
    setRuntimeConfig({ apiUrl: '', remotes: {} });
    expect(mountAt('/login', false)).toBeUndefined();
    expect(mountAt('/items', true)).toBeUndefined();
  });

  test('a new module is mounted by its declaration alone, for the session it names', () => {
    const reports = {
      name: 'remote-reports',
      displayName: { en: 'Reports', 'zh-CN': '报表' },
      defaultLanguage: 'en' as const,
      routes: [{ path: '/reports', module: 'App', session: 'signed-in' as const, permission: 'superuser' as const }],
      menu: [],
    };
    setRuntimeConfig(aRuntimeConfig({ modules: { ...TEST_MODULES, reports } }));
    expect(mountAt('/reports/2026', true)).toEqual({ ...reports.routes[0], remote: 'reports' });
    expect(mountAt('/reports', false)).toBeUndefined();
  });
});
