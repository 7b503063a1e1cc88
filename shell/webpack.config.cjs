const { createWebpackConfig } = require('@video-admin/kit/webpack');
const { devRuntimeConfig } = require('./dev-runtime-config.cjs');

// The host. It knows no remote at build time: remotes, and the routes and menu entries they
// declare, come from the runtime config.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  isHost: true,
  // In `npm run dev` each remote of the workspace list runs its own dev server; production uses the server's config.json.
  devConfig: () => devRuntimeConfig(),
  // What the page loads before its first screen besides the entry (src/app/app-routes.tsx,
  // preloadFirstScreen): every page the common texts; signed in (each `signedIn...` part), the
  // layout with its texts; and, at /, the dashboard. The server names these files in each page,
  // with those of the remote the route mounts (from the live modules' declarations).
  firstScreen: {
    needs: {
      always: { defaultLanguage: 'en', groups: ['common-texts-{lang}'] },
      signedIn: { defaultLanguage: 'en', groups: ['layout', 'shell-texts-{lang}'] },
      dashboard: { defaultLanguage: 'en', groups: ['dashboard'] },
    },
  },
});
