// Compiles the page's inline boot script (shared-ui/src/boot/first-screen-boot.ts) into the one
// small statement the shell's index.html carries: the modules it imports are treated as free of side
// effects, so only the constants it reads are compiled in (never the stores, React or the API
// client they sit beside). Run alone, it prints the script (the unit tests run it that way).
const path = require('node:path');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');

const ENTRY = path.join(__dirname, '..', 'src', 'boot', 'first-screen-boot.ts');
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
          exclude: /node_modules/,
          loader: 'swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' } },
        },
      ],
    },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
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
      const sources = [...stats.compilation.fileDependencies].filter((file) => !file.includes('node_modules'));
      resolve({ script: script.trim(), files: sources });
    });
  });
}

module.exports = { compileBootScript };

if (require.main === module) {
  compileBootScript().then(
    ({ script }) => process.stdout.write(script),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
