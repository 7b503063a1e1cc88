const { createWebpackConfig } = require('@video-admin/kit/webpack');
const { FIRST_SCREEN_CALLS } = require('./first-screen-calls.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'videoTasks',
  port: 3004,
  displayName: { en: 'Video tasks', 'zh-CN': '视频任务' },
  exposes: { './App': './src/exposes/app.tsx' },
  // The back office's video tasks, for whoever may read them, in Chinese under the 'Default' language.
  mounts: {
    defaultLanguage: 'zh-CN',
    routes: [{ path: '/admin/video-tasks', module: 'App', session: 'signed-in', permission: 'tasks.read' }],
    menu: [
      { path: '/admin/video-tasks', label: { en: 'Video Tasks', 'zh-CN': '视频任务管理' }, icon: 'task-list', order: 20, group: 'admin' },
    ],
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
