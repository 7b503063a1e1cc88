const { createWebpackConfig } = require('shared-ui/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'templates',
  port: 3003,
  exposes: { './App': './src/exposes/app.tsx' },
});
