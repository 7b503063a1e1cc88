// The build's compile hint, run through a real webpack compile with the build's minifier.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';

const { CompileHintsPlugin, HINT } = require('../../shared-ui/build/compile-hints-plugin.cjs');

let dir: string;
let files: string[];
let filesWithoutHint: string[];

function build(plugins: webpack.WebpackPluginInstance[], out: string): Promise<string[]> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    devtool: 'source-map',
    output: { path: join(dir, out), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else compiler.close(() => resolve(readdirSync(join(dir, out)).sort()));
    }),
  );
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  writeFileSync(join(dir, 'entry.js'), "console.log('entry');\nimport('./later.js').then((later) => later.run());\n");
  writeFileSync(join(dir, 'later.js'), "export function run() {\n  console.log('the lazy chunk runs');\n}\n");
  files = await build([new CompileHintsPlugin()], 'dist');
  filesWithoutHint = await build([], 'dist-without-hint');
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const scripts = () => files.filter((name) => name.endsWith('.js'));
const read = (name: string) => readFileSync(join(dir, 'dist', name), 'utf8');

/** The entry script among a build's files. */
const entryIn = (names: string[]) => names.find((name) => name.startsWith('main.') && name.endsWith('.js'))!;
const entry = () => entryIn(files);
const lazyChunk = () => scripts().find((name) => name !== entry())!;

it('puts the hint above the minified entry script, which is otherwise unchanged', () => {
  expect(scripts()).toHaveLength(2);
  const code = (text: string) => text.replace(/\n\/\/# sourceMappingURL=.*$/, '');
  expect(code(read(entry()))).toBe(HINT + code(readFileSync(join(dir, 'dist-without-hint', entryIn(filesWithoutHint)), 'utf8')));
});

it('leaves a chunk loaded later as it is', () => {
  expect(read(lazyChunk())).toContain('the lazy chunk runs');
  expect(read(lazyChunk())).not.toContain('allFunctionsCalledOnLoad');
});

it('keeps the source maps pointing at the original lines', () => {
  // The entry built without the hint: its mappings, one line lower (a leading ';' is a generated
  // line with nothing mapped, the hint's).
  const mappings = (out: string, names: string[]) =>
    JSON.parse(readFileSync(join(dir, out, `${entryIn(names)}.map`), 'utf8')).mappings as string;
  const withoutHint = mappings('dist-without-hint', filesWithoutHint);
  expect(withoutHint).toMatch(/^[^;]/);
  expect(mappings('dist', files)).toBe(`;${withoutHint}`);
});

it('names the entry by the hash of its content with the hint', () => {
  // Otherwise a browser holding the file built without the hint (cached for a year, by its name)
  // would take it for the new one.
  expect(filesWithoutHint).toContain(lazyChunk());
  expect(filesWithoutHint).not.toContain(entry());
});
