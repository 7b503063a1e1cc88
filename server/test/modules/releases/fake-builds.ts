import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export const SHELL_SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: '@video-admin/shared-ui', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
];

/** What each remote's build declares it mounts (mounts.json), as the real builds do. */
export const DECLARATIONS: Record<string, object> = {
  'remote-account': {
    defaultLanguage: 'en',
    routes: [
      { path: '/login', module: 'Login', session: 'signed-out' },
      { path: '/signup', module: 'Signup', session: 'signed-out' },
      { path: '/settings', module: 'Settings', session: 'signed-in' },
    ],
    menu: [{ path: '/settings', label: { en: 'User Settings', 'zh-CN': '用户设置' }, icon: 'settings', order: 20, group: 'main' }],
  },
  'remote-items': {
    defaultLanguage: 'en',
    routes: [{ path: '/items', module: 'App', session: 'signed-in' }],
    menu: [{ path: '/items', label: { en: 'Items', 'zh-CN': '项目' }, icon: 'apps-list', order: 10, group: 'main' }],
  },
  'remote-templates': {
    defaultLanguage: 'zh-CN',
    routes: [{ path: '/admin', module: 'App', session: 'signed-in', permission: 'superuser' }],
    menu: [{ path: '/admin', label: { en: 'Video Templates', 'zh-CN': '视频模板' }, icon: 'video-clip', order: 10, group: 'admin' }],
  },
  'remote-video-tasks': {
    defaultLanguage: 'zh-CN',
    routes: [{ path: '/admin/video-tasks', module: 'App', session: 'signed-in', permission: 'superuser' }],
    menu: [{ path: '/admin/video-tasks', label: { en: 'Video Tasks', 'zh-CN': '视频任务' }, icon: 'task-list', order: 20, group: 'admin' }],
  },
};

/**
 * A small build folder shaped like the webpack build's (mf-manifest.json with its shared modules,
 * remoteEntry.js or index.html, a content-hashed chunk); `marker` makes each build's files differ.
 */
export async function writeBuild(
  dir: string,
  frontend: string,
  marker: string,
  shared: { name: string; version: string; requiredVersion: string; singleton: boolean }[] = SHELL_SHARED,
): Promise<string> {
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({ metaData: { buildInfo: { buildVersion: '1.2.3', buildName: frontend } }, shared }),
    [`chunk.${marker.padStart(8, '0').slice(-8)}.js`]: `chunk of ${marker}`,
  };
  if (frontend === 'shell') {
    files['index.html'] = `<!doctype html><html><head><title>${marker}</title></head><body></body></html>`;
    files[`main.${marker.padStart(8, '0').slice(-8)}.js`] = `main of ${marker}`;
  } else {
    files['remoteEntry.js'] = `var entry = ${JSON.stringify(marker)};`;
    if (DECLARATIONS[frontend]) files['mounts.json'] = JSON.stringify(DECLARATIONS[frontend]);
  }
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return dir;
}
