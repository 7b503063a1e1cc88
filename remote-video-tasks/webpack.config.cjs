const { createWebpackConfig } = require('shared-ui/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'videoTasks',
  port: 3004,
  exposes: { './App': './src/exposes/app.tsx' },
});
