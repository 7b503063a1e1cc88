import type { LiveModule } from 'shared-ui';
import { TEST_MODULES } from 'shared-ui/testing';
import { moduleMenuLinks, type MenuContext } from '../menu-links';

const asDefault: MenuContext = { isSuperuser: true, preference: 'default', pageLanguage: 'en' };
const paths = (modules: Record<string, LiveModule>, context: MenuContext) => moduleMenuLinks(modules, context).map((link) => link.to);

test("'main' entries by order, then 'admin' ones by order, whatever order the modules come in", () => {
  const reversed = Object.fromEntries(Object.entries(TEST_MODULES).reverse());
  for (const modules of [TEST_MODULES, reversed])
    expect(paths(modules, asDefault)).toEqual(['/items', '/settings', '/admin', '/admin/video-tasks']);
});

test('an entry shows only to whoever may enter the route it opens: superuser routes to superusers', () => {
  expect(paths(TEST_MODULES, { ...asDefault, isSuperuser: false })).toEqual(['/items', '/settings']);
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
  expect(paths(modules, { ...asDefault, isSuperuser: false })).toEqual(['/settings']);
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
    const links = moduleMenuLinks(TEST_MODULES, { isSuperuser: true, preference: language, pageLanguage: language });
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
