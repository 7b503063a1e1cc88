// Compiles the page's inline boot script (shared-ui/src/boot/first-screen-boot.ts) into the one
// small statement the shell's index.html carries: the modules it imports are treated as free of side
// effects, so only the constants it reads are compiled in (never the stores, React or the API
// client they sit beside). Run alone, it prints the script (the unit tests run it that way).
const { statSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const { INSTALLED_NOT_SHARED_UI, sharedUiFile } = require('./shared-ui-source.cjs');

const ENTRY = sharedUiFile('src', 'boot', 'first-screen-boot.ts');
const OUTPUT = 'first-screen-boot.js';

/** @returns {Promise<{ script: string, files: string[] }>} the script and the source files it came from */
function compileBootScript() {
  const compiler = webpack({
    mode: 'production',
    target: 'web',
    context: path.dirname(ENTRY),
    entry: ENTRY,
    devtool: false,
    output: { path: '/', filename: OUTPUT, iife: true },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: {
      rules: [
        { test: /\.[cm]?[jt]sx?$/, exclude: (file) => file === ENTRY, sideEffects: false },
        {
          test: /\.tsx?$/,
          // shared-ui is TypeScript source in node_modules too, in a team's repository
          exclude: INSTALLED_NOT_SHARED_UI,
          loader: 'swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' } },
        },
      ],
    },
    optimization: {
      // one small file: minified in this process, without worker processes
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, parallel: false })],
    },
    performance: { hints: false },
  });
  // in memory: nothing is written to disk
  const files = new Map();
  compiler.outputFileSystem = {
    mkdir: (_dir, _options, callback) => (typeof _options === 'function' ? _options() : callback()),
    writeFile: (file, content, callback) => {
      files.set(path.basename(file), content.toString());
      callback();
    },
    stat: (_file, callback) => callback(Object.assign(new Error('none'), { code: 'ENOENT' })),
    lstat: (_file, callback) => callback(Object.assign(new Error('none'), { code: 'ENOENT' })),
    readFile: (_file, callback) => callback(Object.assign(new Error('none'), { code: 'ENOENT' })),
  };
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      if (stats.hasErrors() || stats.hasWarnings())
        return reject(new Error(`first-screen boot script:\n${stats.toString('errors-warnings')}`));
      const script = files.get(OUTPUT);
      if (script === undefined) return reject(new Error('first-screen boot script: the build wrote nothing'));
      // written into a <script> element, which this would end
      if (/<\/script/i.test(script)) return reject(new Error('first-screen boot script: holds "</script"'));
      // the source files it read (the resolver's folders and package.json files left out)
      const sources = [...stats.compilation.fileDependencies].filter(
        (file) => /\.[cm]?[jt]sx?$/.test(file) && !file.includes('node_modules'),
      );
      resolve({ script: script.trim(), files: sources });
    });
  });
}

let last = null;

/** The compiled script, compiled again only when one of its source files changed (a dev server rebuilds the page often). */
async function bootScript() {
  const mtime = (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (last && last.files.every((file) => mtime(file) === last.mtimes.get(file))) return last.result;
  const result = await compileBootScript();
  last = { result, files: result.files, mtimes: new Map(result.files.map((file) => [file, mtime(file)])) };
  return result;
}

module.exports = { bootScript, compileBootScript };

if (require.main === module) {
  compileBootScript().then(
    ({ script }) => process.stdout.write(script),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
