// Writes a .br and a .gz beside every text file of a production build, so the server sends
// files compressed once at build time, at the strongest settings, instead of compressing each
// answer again at a level cheap enough to do per request (brotli 11 against the server's 4 is
// about 15 % fewer bytes on /login). The server serves these when present and the browser
// accepts the encoding; a folder without them (a build by an older version) is still served,
// compressed on the fly.
const { promisify } = require('node:util');
const { readFile, writeFile } = require('node:fs/promises');
const path = require('node:path');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// What a browser downloads: scripts, styles, the page, the federation manifest. Source maps are
// fetched only by developer tools and are left alone, which keeps the build fast.
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
// Below this a compressed copy saves less than a packet and costs a file.
const MIN_BYTES = 1024;

/** The compressed copies of one file: only those smaller than the file itself. */
async function compressedCopies(content) {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return [
    ['.br', br],
    ['.gz', gz],
  ].filter(([, copy]) => copy.length < content.length);
}

class PrecompressPlugin {
  apply(compiler) {
    // After emit, so files emitted late in the compilation (the page, the manifest) are included.
    // By then webpack keeps only each asset's size, so the files are read back from the disk.
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputDir = compilation.outputOptions.path;
      const files = compilation.getAssets().filter(({ name, source }) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES);
      // zlib's asynchronous calls run on libuv's thread pool: every core compresses at once.
      await Promise.all(
        files.map(async ({ name }) => {
          const target = path.join(outputDir, name);
          for (const [extension, copy] of await compressedCopies(await readFile(target))) {
            await writeFile(target + extension, copy);
          }
        }),
      );
    });
  }
}

module.exports = { PrecompressPlugin };
