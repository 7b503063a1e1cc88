import type { RuntimeConfig } from '../config/runtime-config';
import type { LiveModule } from '../federation/contract';

/**
 * The first four remotes as the server describes them in the runtime config: each one's registered
 * name and display name, and what its build declares it mounts (its webpack.config.cjs `mounts`;
 * tests/__tests__/test-modules.test.ts checks that they agree).
 */
export const TEST_MODULES: Record<string, LiveModule> = {
  account: {
    name: 'remote-account',
    displayName: { en: 'Account', 'zh-CN': '账户' },
    defaultLanguage: 'en',
    routes: [
      { path: '/login', module: 'Login', session: 'signed-out' },
      { path: '/signup', module: 'Signup', session: 'signed-out' },
      { path: '/recover-password', module: 'RecoverPassword', session: 'signed-out' },
      { path: '/reset-password', module: 'ResetPassword', session: 'signed-out' },
      { path: '/settings', module: 'Settings', session: 'signed-in' },
    ],
    menu: [{ path: '/settings', label: { en: 'User Settings', 'zh-CN': '用户设置' }, icon: 'settings', order: 20, group: 'main' }],
  },
  items: {
    name: 'remote-items',
    displayName: { en: 'Items', 'zh-CN': '项目' },
    defaultLanguage: 'en',
    routes: [{ path: '/items', module: 'App', session: 'signed-in' }],
    menu: [{ path: '/items', label: { en: 'Items', 'zh-CN': '项目' }, icon: 'apps-list', order: 10, group: 'main' }],
  },
  templates: {
    name: 'remote-templates',
    displayName: { en: 'Video templates', 'zh-CN': '视频模板' },
    defaultLanguage: 'zh-CN',
    routes: [{ path: '/admin', module: 'App', session: 'signed-in', permission: 'templates.read' }],
    menu: [{ path: '/admin', label: { en: 'Video Templates', 'zh-CN': '视频模板管理' }, icon: 'video-clip', order: 10, group: 'admin' }],
  },
  videoTasks: {
    name: 'remote-video-tasks',
    displayName: { en: 'Video tasks', 'zh-CN': '视频任务' },
    defaultLanguage: 'zh-CN',
    routes: [{ path: '/admin/video-tasks', module: 'App', session: 'signed-in', permission: 'tasks.read' }],
    menu: [
      { path: '/admin/video-tasks', label: { en: 'Video Tasks', 'zh-CN': '视频任务管理' }, icon: 'task-list', order: 20, group: 'admin' },
    ],
  },
};

/**
 * The remotes added since TEST_MODULES was written, described the same way. The shell's tests
 * use TEST_MODULES; together the two are every remote (tests/__tests__/test-modules.test.ts).
 */
export const LATER_TEST_MODULES: Record<string, LiveModule> = {
  usersAdmin: {
    name: 'remote-users',
    displayName: { en: 'Users', 'zh-CN': '用户管理' },
    defaultLanguage: 'zh-CN',
    routes: [{ path: '/admin/users', module: 'App', session: 'signed-in', permission: 'users.manage' }],
    menu: [{ path: '/admin/users', label: { en: 'Users', 'zh-CN': '用户管理' }, icon: 'people', order: 30, group: 'admin' }],
  },
  releasesAdmin: {
    name: 'remote-releases',
    displayName: { en: 'Releases', 'zh-CN': '发布管理' },
    defaultLanguage: 'zh-CN',
    routes: [
      { path: '/admin/releases', module: 'App', session: 'signed-in', permission: 'releases.manage' },
      { path: '/admin/releases/develop', module: 'Develop', session: 'signed-in', permission: 'releases.develop' },
    ],
    menu: [{ path: '/admin/releases', label: { en: 'Releases', 'zh-CN': '发布管理' }, icon: 'box', order: 40, group: 'admin' }],
  },
};

/** A runtime config with the four remotes live (TEST_MODULES), each at a manifest of its own; `overrides` replace its fields. */
export function aRuntimeConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  const remotes = Object.fromEntries(Object.keys(TEST_MODULES).map((key) => [key, `http://cdn.test/${key}/mf-manifest.json`]));
  return { apiUrl: 'http://api.test', remotes, modules: TEST_MODULES, ...overrides };
}
