const { createWebpackConfig } = require('shared-ui/webpack');

// The host. It knows no remote at build time: remotes come from config.json at run time.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  isHost: true,
  // In `npm run dev` each remote runs its own dev server; production uses the server's config.json.
  devConfig: {
    apiUrl: '',
    remotes: {
      account: 'http://localhost:3001/mf-manifest.json',
      items: 'http://localhost:3002/mf-manifest.json',
      templates: 'http://localhost:3003/mf-manifest.json',
      videoTasks: 'http://localhost:3004/mf-manifest.json',
    },
  },
});
