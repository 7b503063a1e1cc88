// The build's precompression, run through a real webpack compile of a small entry.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import webpack from 'webpack';

const { PrecompressPlugin } = require('../../shared-ui/build/precompress-plugin.cjs');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(entry: string): Promise<string[]> {
  writeFileSync(join(dir, 'entry.js'), entry);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    devtool: 'source-map',
    output: { path: join(dir, 'dist'), filename: 'main.js', clean: true },
    plugins: [new PrecompressPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else compiler.close(() => resolve(readdirSync(join(dir, 'dist')).sort()));
    }),
  );
}

it('writes a brotli and a gzip copy of a script, each decoding to the script', async () => {
  const files = await build(`console.log(${JSON.stringify('a line the browser downloads, '.repeat(200))});`);
  expect(files).toEqual(['main.js', 'main.js.br', 'main.js.gz', 'main.js.map']);
  const script = readFileSync(join(dir, 'dist', 'main.js'));
  const br = readFileSync(join(dir, 'dist', 'main.js.br'));
  const gz = readFileSync(join(dir, 'dist', 'main.js.gz'));
  expect(brotliDecompressSync(br).equals(script)).toBe(true);
  expect(gunzipSync(gz).equals(script)).toBe(true);
  expect(br.length).toBeLessThan(script.length / 10);
}, 30_000);

it('leaves files under 1 KB as they are', async () => {
  const files = await build('console.log("small");');
  expect(files).toEqual(['main.js', 'main.js.map']);
}, 30_000);
