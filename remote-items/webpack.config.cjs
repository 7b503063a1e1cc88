const { createWebpackConfig } = require('@video-admin/kit/webpack');
const { FIRST_SCREEN_CALLS } = require('./first-screen-calls.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'items',
  port: 3002,
  displayName: { en: 'Items', 'zh-CN': '项目' },
  exposes: { './App': './src/exposes/app.tsx' },
  // Where the shell mounts the list, and its entry in the menu.
  mounts: {
    defaultLanguage: 'en',
    routes: [{ path: '/items', module: 'App', session: 'signed-in' }],
    menu: [{ path: '/items', label: { en: 'Items', 'zh-CN': '项目' }, icon: 'apps-list', order: 10, group: 'main' }],
  },
  // What the list's first screen loads beyond the exposed module (its `prepare`): the server names
  // these files in the page so they download at once, and the page starts its first call.
  firstScreen: {
    needs: { './App': { groups: ['texts-{lang}', 'shell:pager', 'shell:pager-texts-{lang}'], calls: FIRST_SCREEN_CALLS } },
  },
});
