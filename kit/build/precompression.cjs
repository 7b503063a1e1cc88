// A .br and a .gz beside every text file of a production build, so the server sends files
// compressed once at build time, at the strongest settings, instead of compressing each answer
// again at a level cheap enough to do per request. The server serves these when present and the
// browser accepts the encoding (server/src/modules/first-screen/first-screen.routes.ts); a folder without them is still
// served, compressed on the fly.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

const COMMON = {
  // What a browser downloads: scripts, styles, the page, the federation manifest. Source maps are
  // fetched only by developer tools and are left alone, which keeps the build fast.
  test: /\.(js|css|html|json|svg)$/,
  // Below this a compressed copy saves less than a packet and costs a file.
  threshold: 1024,
  // A copy is kept whenever it is not larger than the file itself.
  minRatio: 1,
};

/** The plugins that write the copies; they also take the assets emitted late (the federation manifest). */
function precompressionPlugins() {
  return [
    new CompressionPlugin({
      ...COMMON,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...COMMON,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

module.exports = { precompressionPlugins };
