const { createWebpackConfig } = require('shared-ui/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'items',
  port: 3002,
  exposes: { './App': './src/exposes/app.tsx' },
});
