const { createWebpackConfig } = require('shared-ui/webpack');
const mounts = require('./src/remotes/mounts.json');

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
  // What the page loads before its first screen besides the entry (src/app/app-routes.tsx,
  // preloadFirstScreen): every page the common texts; signed in (each `signedIn...` part), the
  // layout with its texts and the menu's, which follow the admin area's language; and,
  // at /, the dashboard. The server names these files in each page, with the route's remote's.
  firstScreen: {
    mounts,
    needs: {
      always: { defaultLanguage: 'en', groups: ['common-texts-{lang}'] },
      signedIn: { defaultLanguage: 'en', groups: ['layout', 'shell-texts-{lang}'] },
      signedInMenu: { defaultLanguage: 'zh-CN', groups: ['admin-menu-texts-{lang}'] },
      dashboard: { defaultLanguage: 'en', groups: ['dashboard'] },
    },
  },
});
