const { createWebpackConfig } = require('@video-admin/kit/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'usersAdmin',
  port: 3005,
  displayName: { en: 'Users', 'zh-CN': '用户管理' },
  exposes: { './App': './src/exposes/app.tsx' },
  // The back office's users and their audit log, for those who may manage users (users.manage,
  // which only superusers hold), in Chinese under the 'Default' language.
  mounts: {
    defaultLanguage: 'zh-CN',
    routes: [{ path: '/admin/users', module: 'App', session: 'signed-in', permission: 'users.manage' }],
    menu: [{ path: '/admin/users', label: { en: 'Users', 'zh-CN': '用户管理' }, icon: 'people', order: 30, group: 'admin' }],
  },
  // What the list's first screen loads beyond the exposed module (its `prepare` and first render):
  // the server names these files in the page so they download at once.
  firstScreen: {
    needs: {
      './App': { groups: ['texts-{lang}', 'views-texts-{lang}', 'shell:superuser-gate', 'shell:pager', 'shell:pager-texts-{lang}'] },
    },
  },
});
