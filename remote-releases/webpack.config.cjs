const { createWebpackConfig } = require('@video-admin/kit/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'releasesAdmin',
  port: 3006,
  displayName: { en: 'Releases', 'zh-CN': '发布管理' },
  exposes: { './App': './src/exposes/app.tsx', './Develop': './src/exposes/develop.tsx' },
  // The frontends' modules, releases, rollouts, previews, deploy keys and load health, for those who
  // manage releases (releases.manage: release managers and superusers), in Chinese by default.
  mounts: {
    defaultLanguage: 'zh-CN',
    // /admin/releases/develop: where a developer's `dev --against` link asks to load a module from
    // their development server in their browser (releases.develop).
    routes: [
      { path: '/admin/releases', module: 'App', session: 'signed-in', permission: 'releases.manage' },
      { path: '/admin/releases/develop', module: 'Develop', session: 'signed-in', permission: 'releases.develop' },
    ],
    menu: [{ path: '/admin/releases', label: { en: 'Releases', 'zh-CN': '发布管理' }, icon: 'box', order: 40, group: 'admin' }],
  },
  // What the first screen loads beyond the exposed module (its `prepare` and first render).
  firstScreen: {
    needs: { './App': { groups: ['texts-{lang}', 'shell:superuser-gate'] } },
  },
});
