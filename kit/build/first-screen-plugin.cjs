// Writes first-screen.json beside a production build: what the server needs to tell a browser, in
// the page itself, every file a route's first screen will load, so that they all download at once
// instead of each being found inside the one before (docs/decisions/0016-first-screen-hints.md).
//
//   groups  every named chunk group and its files: a remote's exposed modules
//           (`__federation_expose_<Name>`) and the imports named with a webpackChunkName
//   needs   per exposed module (or, in the shell, per part of the page), the groups its first
//           screen loads beyond its own code, as the package declares them (createWebpackConfig's
//           `firstScreen.needs`): `{ defaultLanguage, groups, calls? }`. In a group's name `{lang}` stands
//           for the language its texts show in (the preference, or `defaultLanguage` under the
//           'Default' one) and a `shell:` prefix for a group of the shell's build (shared-ui's
//           pieces, which the shell carries).
//           A need may ask for `markup`: its screen rendered to HTML at build time, which the
//           page shows before the app's code arrives (markup/first-screen-markup.cjs).
//   mounts  only when given (no build gives it now: the routes come from each remote's own
//           declaration, its mounts.json, see mounts-declaration.cjs)
const { Compilation, sources } = require('webpack');
const { withMarkup } = require('./markup/first-screen-markup.cjs');

const FILE_NAME = 'first-screen.json';
const CODE = /\.(js|css)$/;
const LANGUAGES = ['en', 'zh-CN'];

class FirstScreenPlugin {
  /**
   * @param {{ needs?: Record<string, { defaultLanguage: string, groups: string[], calls?: { method: string, path: string }[], markup?: { reads?: string[] } }>, mounts?: unknown }} options
   * @param {{ dir: string, exposes: Record<string, string>, declaration?: { routes: { path: string, module: string, session: string }[] } }} [source]  where a need's markup is rendered from
   */
  constructor({ needs = {}, mounts } = {}, source) {
    this.needs = needs;
    this.mounts = mounts;
    this.source = source;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstScreenPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'FirstScreenPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            const files = new Set(group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => CODE.test(file))));
            groups[name] = [...files].sort();
          }
          // A name that is not in the build is a typo or a renamed import: the build fails rather
          // than a page missing a hint. The shell's groups are checked by the shell's build.
          for (const [key, { groups: needed }] of Object.entries(this.needs)) {
            for (const name of needed.filter((group) => !group.startsWith('shell:'))) {
              for (const lang of name.includes('{lang}') ? LANGUAGES : ['']) {
                const group = name.replace('{lang}', lang);
                if (!groups[group])
                  compilation.errors.push(
                    new Error(`first-screen: "${key}" needs the chunk group "${group}", which the build does not have`),
                  );
              }
            }
          }
          let needs = this.needs;
          try {
            if (this.source) needs = await withMarkup(needs, this.source);
          } catch (error) {
            compilation.errors.push(error);
          }
          const content = { groups, needs, ...(this.mounts ? { mounts: this.mounts } : {}) };
          compilation.emitAsset(FILE_NAME, new sources.RawSource(`${JSON.stringify(content, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { FirstScreenPlugin };
