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
});
