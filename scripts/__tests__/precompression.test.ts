// The build's precompression, run through a real webpack compile of a small entry.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';

const { precompressionPlugins } = require('../../kit/build/precompression.cjs');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(entry: string, plugins: webpack.WebpackPluginInstance[] = []): Promise<string[]> {
  writeFileSync(join(dir, 'entry.js'), entry);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    devtool: 'source-map',
    output: { path: join(dir, 'dist'), publicPath: 'auto', filename: 'main.js', clean: true },
    infrastructureLogging: { level: 'error' },
    // in the order of the shared webpack config: the compression comes last
    plugins: [...plugins, ...precompressionPlugins()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else compiler.close(() => resolve(readdirSync(join(dir, 'dist')).sort()));
    }),
  );
}

const read = (file: string) => readFileSync(join(dir, 'dist', file));

it('writes a brotli and a gzip copy of a script, each decoding to the script', async () => {
  const files = await build(`console.log(${JSON.stringify('a line the browser downloads, '.repeat(200))});`);
  expect(files).toEqual(['main.js', 'main.js.br', 'main.js.gz', 'main.js.map']);
  const script = read('main.js');
  const br = read('main.js.br');
  const gz = read('main.js.gz');
  expect(brotliDecompressSync(br).equals(script)).toBe(true);
  expect(gunzipSync(gz).equals(script)).toBe(true);
  expect(br.length).toBeLessThan(script.length / 10);
  // at the strongest settings of each
  expect(br.equals(brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }))).toBe(true);
  expect(gz.equals(gzipSync(script, { level: constants.Z_BEST_COMPRESSION }))).toBe(true);
}, 30_000);

it('leaves files under 1 KB as they are', async () => {
  const files = await build('console.log("small");');
  expect(files).toEqual(['main.js', 'main.js.map']);
}, 30_000);

it('compresses the federation manifest and remoteEntry.js, which are emitted after the chunks', async () => {
  const exposes = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`./screen-${i}`, './entry.js']));
  const federation = new ModuleFederationPlugin({
    name: 'probe',
    filename: 'remoteEntry.js',
    exposes,
    manifest: { fileName: 'mf-manifest.json' },
    dts: false,
  });
  const files = await build('export const screen = "a screen";', [federation]);
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    expect(read(file).length).toBeGreaterThanOrEqual(1024);
    expect(files).toEqual(expect.arrayContaining([`${file}.br`, `${file}.gz`]));
    expect(brotliDecompressSync(read(`${file}.br`)).equals(read(file))).toBe(true);
    expect(gunzipSync(read(`${file}.gz`)).equals(read(file))).toBe(true);
  }
}, 60_000);
