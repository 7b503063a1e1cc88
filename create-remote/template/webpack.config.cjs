const { createWebpackConfig } = require('@video-admin/kit/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  // The federation name: the module's key in the product's runtime config (a JavaScript identifier).
  name: '__featureCamel__',
  // `npm run dev` serves the module alone on this port (`npm run dev -- --port <n>` for once).
  port: __PORT__,
  // The module's name on the releases screen; give the Chinese one its own words.
  displayName: { en: '__FeatureTitle__', 'zh-CN': '__FeatureTitleZh__' },
  exposes: { './App': './src/exposes/app.tsx' },
  // Where the shell mounts the module, and its entry in the side menu.
  mounts: {
    defaultLanguage: 'en',
    routes: [
      {
        path: '/__feature__',
        module: 'App',
        session: 'signed-in',
        // Without a permission every signed-in person may enter. With one, only superusers
        // ('superuser') or whoever holds that back-office permission (superusers hold them all):
        // 'superuser', 'templates.read', 'templates.edit', 'templates.review', 'templates.publish',
        // 'templates.delete', 'tasks.read', 'tasks.edit', 'tasks.delete', 'bulk.run', 'releases.manage',
        // 'releases.develop', 'users.manage'
        // permission: 'superuser',
      },
    ],
    menu: [
      { path: '/__feature__', label: { en: '__FeatureTitle__', 'zh-CN': '__FeatureTitleZh__' }, icon: 'chart', order: 50, group: 'main' },
    ],
  },
});
