const { createWebpackConfig } = require('shared-ui/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'account',
  port: 3001,
  exposes: {
    './Login': './src/exposes/login.tsx',
    './Signup': './src/exposes/signup.tsx',
    './RecoverPassword': './src/exposes/recover-password.tsx',
    './ResetPassword': './src/exposes/reset-password.tsx',
    './Settings': './src/exposes/settings.tsx',
  },
  // Every screen's first render needs the account's texts (its `prepare`): the server names them
  // in the page beside the screen's code so they download at once.
  firstScreen: {
    needs: Object.fromEntries(
      ['./Login', './Signup', './RecoverPassword', './ResetPassword', './Settings'].map((expose) => [
        expose,
        { defaultLanguage: 'en', groups: ['texts-{lang}'] },
      ]),
    ),
  },
});
