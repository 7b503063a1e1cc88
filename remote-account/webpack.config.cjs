const { createWebpackConfig } = require('shared-ui/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'account',
  exposes: {
    './Login': './src/exposes/login.tsx',
    './Signup': './src/exposes/signup.tsx',
    './RecoverPassword': './src/exposes/recover-password.tsx',
    './ResetPassword': './src/exposes/reset-password.tsx',
    './Settings': './src/exposes/settings.tsx',
  },
  // Where the shell mounts each screen, and the menu's entry to the settings.
  mounts: {
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
  // Every screen's first render needs the account's texts (its `prepare`): the server names them
  // in the page beside the screen's code so they download at once.
  firstScreen: {
    needs: Object.fromEntries(
      ['./Login', './Signup', './RecoverPassword', './ResetPassword', './Settings'].map((expose) => [expose, { groups: ['texts-{lang}'] }]),
    ),
  },
});
