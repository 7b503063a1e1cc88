const { createWebpackConfig } = require('shared-ui/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'templates',
  port: 3003,
  exposes: { './App': './src/exposes/app.tsx' },
  // What the list's first screen loads beyond the exposed module (its `prepare` and first render):
  // the server names these files in the page so they download at once.
  firstScreen: {
    needs: {
      './App': {
        defaultLanguage: 'zh-CN',
        groups: ['texts-{lang}', 'shell:superuser-gate', 'shell:pager', 'shell:pager-texts-{lang}', 'shell:export-button'],
      },
    },
  },
});
