const { createWebpackConfig } = require('shared-ui/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'items',
  port: 3002,
  exposes: { './App': './src/exposes/app.tsx' },
  // What the list's first screen loads beyond the exposed module (its `prepare`): the server names
  // these files in the page so they download at once.
  firstScreen: {
    needs: { './App': { defaultLanguage: 'en', groups: ['texts-{lang}', 'shell:pager', 'shell:pager-texts-{lang}'] } },
  },
});
