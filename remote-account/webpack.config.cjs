const { createWebpackConfig } = require('@video-admin/kit/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'account',
  port: 3001,
  displayName: { en: 'Account', 'zh-CN': '账户' },
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
  // in the page beside the screen's code so they download at once. The signed-out screens that
  // need nothing from their URL are also rendered to HTML at build time: a visitor's page shows
  // them (and takes their typing) before the app's code has arrived. `reads` names the runtime
  // config's settings their first render depends on: whether sign-ups are open.
  firstScreen: {
    needs: {
      './Login': { groups: ['texts-{lang}'], markup: { reads: ['openRegistration'] } },
      // Sign-up and the password pages also need their own texts (kept apart so /login's first load stays small).
      './Signup': { groups: ['texts-{lang}', 'signup-texts-{lang}'], markup: { reads: ['openRegistration'] } },
      './RecoverPassword': { groups: ['texts-{lang}', 'password-texts-{lang}'], markup: { reads: [] } },
      // The reset screen reads its token from the URL; the settings are for a signed-in user (its tabs' texts
      // are one chunk per language: the Sessions, Two-step sign-in and Passkeys tab names show with the screen).
      './ResetPassword': { groups: ['texts-{lang}', 'password-texts-{lang}'] },
      './Settings': { groups: ['texts-{lang}', 'settings-texts-{lang}'] },
    },
  },
});
