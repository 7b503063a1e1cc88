const { createWebpackConfig } = require('@video-admin/kit/webpack');
const { FIRST_SCREEN_CALLS } = require('./first-screen-calls.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'templates',
  port: 3003,
  displayName: { en: 'Video templates', 'zh-CN': '视频模板' },
  exposes: { './App': './src/exposes/app.tsx' },
  // The back office's templates, for whoever may read them, in Chinese under the 'Default' language. Deeper
  // paths mounted by other remotes (/admin/video-tasks) are theirs: the longest match wins.
  mounts: {
    defaultLanguage: 'zh-CN',
    routes: [{ path: '/admin', module: 'App', session: 'signed-in', permission: 'templates.read' }],
    menu: [{ path: '/admin', label: { en: 'Video Templates', 'zh-CN': '视频模板管理' }, icon: 'video-clip', order: 10, group: 'admin' }],
  },
  // What the list's first screen loads beyond the exposed module (its `prepare` and first render):
  // the server names these files in the page so they download at once, and the page starts its
  // first calls.
  firstScreen: {
    needs: {
      './App': {
        groups: [
          'texts-{lang}',
          'views-texts-{lang}',
          'shell:superuser-gate',
          'shell:pager',
          'shell:pager-texts-{lang}',
          'shell:export-button',
          'shell:media',
        ],
        calls: FIRST_SCREEN_CALLS,
      },
    },
  },
});
