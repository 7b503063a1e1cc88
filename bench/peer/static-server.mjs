// A peer's build served as `npm start` serves ours: every file compressed with brotli once, at
// start (as a build step would precompress it), and sent as br to a browser that accepts it; a
// path that names no file (/login) gets index.html, as a single-page app's host answers. HTTP/1.1
// with keep-alive, on loopback, like our server.
import { createServer } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Reads every file of `dir` into memory, each with its brotli form when it is text. */
function loadFiles(dir) {
  const files = new Map();
  for (const path of filesUnder(dir)) {
    const body = readFileSync(path);
    const ext = extname(path);
    const br = COMPRESSIBLE.has(ext)
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : undefined;
    files.set('/' + relative(dir, path).split(sep).join('/'), { body, br, type: TYPES[ext] ?? 'application/octet-stream' });
  }
  return files;
}

/** Serves the build in `dir` on `port`; resolves to { base, stop }. */
export async function serveBuild(dir, port) {
  const files = loadFiles(dir);
  const index = files.get('/index.html');
  if (!index) throw new Error(`${dir} has no index.html: BENCH_PEER_DIR names the folder the peer's build wrote`);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const file = files.get(path) ?? (extname(path) === '' ? index : undefined);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const useBr = file.br && /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': file.type,
      'cache-control': file === index ? 'no-cache' : 'public, max-age=31536000, immutable',
      ...(useBr ? { 'content-encoding': 'br', vary: 'Accept-Encoding' } : {}),
    });
    response.end(useBr ? file.br : file.body);
  });
  server.keepAliveTimeout = 72_000;
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    // The port listened on (0 asks for any free one).
    base: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
