import type { LiveModule, Permission } from '@video-admin/shared-ui';
import { aUser, TEST_MODULES } from '@video-admin/shared-ui/testing';
import { mayEnterRoute, moduleMenuLinks, type MenuContext } from '../menu-links';

const SUPERUSER = aUser({ is_superuser: true });
const PLAIN = aUser();
const asDefault: MenuContext = { user: SUPERUSER, preference: 'default', pageLanguage: 'en' };
const paths = (modules: Record<string, LiveModule>, context: MenuContext) => moduleMenuLinks(modules, context).map((link) => link.to);

test("'main' entries by order, then 'admin' ones by order, whatever order the modules come in", () => {
  const reversed = Object.fromEntries(Object.entries(TEST_MODULES).reverse());
  for (const modules of [TEST_MODULES, reversed])
    expect(paths(modules, asDefault)).toEqual(['/items', '/settings', '/admin', '/admin/video-tasks']);
});

test('an entry shows only to whoever may enter the route it opens: superuser routes to superusers', () => {
  expect(paths(TEST_MODULES, { ...asDefault, user: PLAIN })).toEqual(['/items', '/settings']);
});

test('a route needing a back-office permission shows to its holders: the templates to a reader of templates, and so on', () => {
  const holding = (...permissions: Permission[]) => ({ ...asDefault, user: aUser({ permissions }) });
  const reports: LiveModule = {
    ...TEST_MODULES.items!,
    name: 'remote-reports',
    routes: [{ path: '/reports', module: 'App', session: 'signed-in', permission: 'superuser' }],
    menu: [{ ...TEST_MODULES.items!.menu[0]!, path: '/reports', order: 90, group: 'admin' }],
  };
  const modules = { items: TEST_MODULES.items!, templates: TEST_MODULES.templates!, videoTasks: TEST_MODULES.videoTasks!, reports };
  expect(paths(modules, holding('templates.read'))).toEqual(['/items', '/admin']);
  expect(paths(modules, holding('tasks.read', 'tasks.edit'))).toEqual(['/items', '/admin/video-tasks']);
  expect(paths(modules, holding('templates.read', 'tasks.read'))).toEqual(['/items', '/admin', '/admin/video-tasks']);
  // Other rights open neither; 'superuser' stays for superusers, whatever rights the others hold.
  expect(paths(modules, holding('templates.edit', 'releases.manage', 'users.manage'))).toEqual(['/items']);
  expect(paths(modules, asDefault)).toEqual(['/items', '/admin', '/admin/video-tasks', '/reports']);
  // Until /users/me has answered, only what is open to everyone.
  expect(paths(modules, { ...asDefault, user: undefined })).toEqual(['/items']);
});

test('who may enter a route', () => {
  expect(mayEnterRoute(undefined, undefined)).toBe(true);
  expect(mayEnterRoute(PLAIN, undefined)).toBe(true);
  expect(mayEnterRoute(PLAIN, 'superuser')).toBe(false);
  expect(mayEnterRoute(aUser({ permissions: ['templates.read'] }), 'superuser')).toBe(false);
  expect(mayEnterRoute(SUPERUSER, 'superuser')).toBe(true);
  expect(mayEnterRoute(SUPERUSER, 'users.manage')).toBe(true);
  expect(mayEnterRoute(aUser({ permissions: ['templates.read'] }), 'templates.read')).toBe(true);
  expect(mayEnterRoute(aUser({ permissions: ['templates.read'] }), 'tasks.read')).toBe(false);
  expect(mayEnterRoute(undefined, 'templates.read')).toBe(false);
});

test("the permission is the route's the shell shows at the entry's path: the longest that covers it, whichever module declares it", () => {
  // The items module's entry opens a path another module mounts deeper, for superusers only.
  const items: LiveModule = { ...TEST_MODULES.items!, menu: [{ ...TEST_MODULES.items!.menu[0]!, path: '/items/archive' }] };
  const archive: LiveModule = {
    ...TEST_MODULES.items!,
    name: 'remote-archive',
    routes: [{ path: '/items/archive', module: 'App', session: 'signed-in', permission: 'superuser' }],
    menu: [],
  };
  const modules = { ...TEST_MODULES, items, archive };
  expect(paths(modules, { ...asDefault, user: PLAIN })).toEqual(['/settings']);
  expect(paths(modules, asDefault)).toEqual(['/items/archive', '/settings', '/admin', '/admin/video-tasks']);
});

test('an entry no live signed-in route covers is left out', () => {
  const { templates: _templates, ...rest } = TEST_MODULES;
  const stray: LiveModule = { ...TEST_MODULES.templates!, routes: [] };
  expect(paths({ ...rest, templates: stray }, asDefault)).toEqual(['/items', '/settings', '/admin/video-tasks']);
});

describe("a label's language", () => {
  test("under 'Default', the module's own, marked where it is not the page's", () => {
    const links = moduleMenuLinks(TEST_MODULES, asDefault);
    expect(links.map(({ label, lang }) => [label, lang])).toEqual([
      ['Items', undefined],
      ['User Settings', undefined],
      ['视频模板管理', 'zh-CN'],
      ['视频任务管理', 'zh-CN'],
    ]);
  });

  test.each([
    ['en', ['Items', 'User Settings', 'Video Templates', 'Video Tasks']],
    ['zh-CN', ['项目', '用户设置', '视频模板管理', '视频任务管理']],
  ] as const)('the one the person chose (%s), which is the page’s: no mark', (language, labels) => {
    const links = moduleMenuLinks(TEST_MODULES, { user: SUPERUSER, preference: language, pageLanguage: language });
    expect(links.map((link) => link.label)).toEqual(labels);
    expect(links.every((link) => link.lang === undefined)).toBe(true);
  });
});

test('an entry is not the active one below a deeper route another module shows', () => {
  const links = moduleMenuLinks(TEST_MODULES, asDefault);
  expect(Object.fromEntries(links.map((link) => [link.to, link.notActiveUnder]))).toEqual({
    '/items': [],
    '/settings': [],
    '/admin': ['/admin/video-tasks'],
    '/admin/video-tasks': [],
  });
  expect(links.map((link) => link.icon)).toEqual(['apps-list', 'settings', 'video-clip', 'task-list']);
});
