import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { cacheControlFor } from '../../../src/modules/first-screen/first-screen.routes.js';
import { assertDetail, json } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const INDEX = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const BIG_JS = `console.log(${JSON.stringify('compress me '.repeat(500))});\n`;

async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
}

/** The remotes pinned to their builds in place: only a pinned remote is served from its dist/. */
const PINNED_IN_PLACE = {
  REMOTE_ACCOUNT_URL: '/remotes/account/mf-manifest.json',
  REMOTE_ITEMS_URL: '/remotes/items/mf-manifest.json',
  REMOTE_TEMPLATES_URL: '/remotes/templates/mf-manifest.json',
  REMOTE_VIDEO_TASKS_URL: '/remotes/video-tasks/mf-manifest.json',
};

describe('static hosting of the frontends', () => {
  let t: TestApp;
  let webRoot: string;

  before(async () => {
    t = await buildTestApp(PINNED_IN_PLACE);
    webRoot = t.config.webRoot;
    await writeFiles(webRoot, {
      'shell/dist/index.html': INDEX,
      'shell/dist/main.1a2b3c4d.js': BIG_JS,
      'shell/dist/static/css/app.0f9e8d7c6b.css': 'body { color: black; }',
      'shell/dist/favicon.ico': 'icon',
      'shell/dist/.secret': 'hidden',
      'remote-account/dist/mf-manifest.json': '{"name":"account","version":"1"}',
      'remote-account/dist/remoteEntry.js': 'var account = 1;',
      'remote-account/dist/123.a1b2c3d4.js': 'chunk v1',
      'remote-items/dist/remoteEntry.js': 'var items = 1;',
      'remote-templates/dist/remoteEntry.js': 'var templates = 1;',
      'remote-video-tasks/dist/remoteEntry.js': 'var videoTasks = 1;',
      'secret.txt': 'outside the dist folders',
    });
  });
  after(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves the shell index at / (no-cache)', async () => {
    const response = await get('/');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    assert.equal(response.body, INDEX);
    // A page is per browser (a rollout or a preview may change what it loads).
    assert.equal(response.headers['cache-control'], 'private, no-cache');
    assert.equal(response.headers.vary, 'Cookie');
  });

  it('falls back to index.html for client-side routes', async () => {
    for (const url of [
      '/login',
      '/items?page=2',
      '/admin/video-tasks',
      '/settings/',
      '/does/not/exist.js',
      '/.secret',
      '/%2e%2e/secret.txt',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.body, INDEX, url);
      assert.match(String(response.headers['content-type']), /^text\/html/);
    }
  });

  it('serves hashed assets as immutable and compresses them', async () => {
    const js = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'gzip' });
    assert.equal(js.statusCode, 200);
    assert.equal(js.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(js.headers['content-type']), /javascript/);
    assert.equal(js.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(js.rawPayload).toString(), BIG_JS);
    assert.ok(js.rawPayload.length < BIG_JS.length / 5);
    const br = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'br' });
    assert.equal(br.headers['content-encoding'], 'br');
    const css = await get('/static/css/app.0f9e8d7c6b.css');
    assert.equal(css.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(css.headers['content-type']), /text\/css/);
    assert.equal((await get('/favicon.ico')).headers['cache-control'], 'no-cache');
  });

  it('gzips HTML and JSON too', async () => {
    await writeFiles(webRoot, { 'shell/dist/big.html': `<p>${'x'.repeat(5000)}</p>` });
    const html = await get('/big.html', { 'accept-encoding': 'gzip' });
    assert.equal(html.headers['content-encoding'], 'gzip');
    const big = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(big.headers['content-encoding'], 'gzip');
  });

  it("sends the build's precompressed copies when the browser accepts them, with the file's own headers", async () => {
    // Each copy decodes to a text of its own, so the answer shows which file was sent.
    await writeFiles(webRoot, { 'shell/dist/app.5e6f7a8b.js': BIG_JS, 'remote-items/dist/remoteEntry.js': 'var items = 1;' });
    await writeFile(join(webRoot, 'shell/dist/app.5e6f7a8b.js.br'), brotliCompressSync('from the br copy'));
    await writeFile(join(webRoot, 'shell/dist/app.5e6f7a8b.js.gz'), gzipSync('from the gz copy'));
    await writeFile(join(webRoot, 'remote-items/dist/remoteEntry.js.br'), brotliCompressSync('entry from the br copy'));

    const br = await get('/app.5e6f7a8b.js', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), 'from the br copy');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(br.headers.vary), /accept-encoding/i);

    const gz = await get('/app.5e6f7a8b.js', { 'accept-encoding': 'gzip, deflate' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), 'from the gz copy');

    const plain = await get('/app.5e6f7a8b.js', { 'accept-encoding': 'identity' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, BIG_JS);
    assert.match(String(plain.headers.vary), /accept-encoding/i);

    // A remote's entry point stays uncached when sent from its copy; without a .gz copy, gzip is made per answer.
    const entry = await get('/remotes/items/remoteEntry.js', { 'accept-encoding': 'br' });
    assert.equal(brotliDecompressSync(entry.rawPayload).toString(), 'entry from the br copy');
    assert.equal(entry.headers['cache-control'], 'no-cache');
    assert.match(String(entry.headers['content-type']), /javascript/);
    const gzipped = await get('/remotes/items/remoteEntry.js', { 'accept-encoding': 'gzip' });
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzipped.rawPayload).toString(), 'var items = 1;');
  });

  it('serves config.json uncached, naming the pinned builds in place', async () => {
    const response = await get('/config.json');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'private, no-cache');
    assert.equal(response.headers.vary, 'Cookie');
    assert.deepEqual(json(response).remotes, {
      account: '/remotes/account/mf-manifest.json',
      items: '/remotes/items/mf-manifest.json',
      templates: '/remotes/templates/mf-manifest.json',
      videoTasks: '/remotes/video-tasks/mf-manifest.json',
    });
  });

  it('serves every remote under /remotes/<name>/ with the right cache headers', async () => {
    const manifest = await get('/remotes/account/mf-manifest.json');
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.deepEqual(json(manifest), { name: 'account', version: '1' });
    const entry = await get('/remotes/account/remoteEntry.js');
    assert.equal(entry.headers['cache-control'], 'no-cache');
    assert.equal(entry.body, 'var account = 1;');
    // Code for the shell, never a page of its own.
    assert.equal(entry.headers['x-content-type-options'], 'nosniff');
    assert.equal(entry.headers['content-security-policy'], "sandbox; default-src 'none'");
    const chunk = await get('/remotes/account/123.a1b2c3d4.js');
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await get('/remotes/items/remoteEntry.js')).body, 'var items = 1;');
    assert.equal((await get('/remotes/templates/remoteEntry.js')).body, 'var templates = 1;');
    assert.equal((await get('/remotes/video-tasks/remoteEntry.js')).body, 'var videoTasks = 1;');
  });

  it('answers 404 (never the shell) for missing remote files and unknown remotes', async () => {
    // A literal "../" is resolved by URL parsing before routing (to /secret.txt, a shell route).
    for (const url of ['/remotes/account/../../secret.txt', '/remotes/account/%2e%2e/%2e%2e/secret.txt']) {
      assert.equal((await get(url)).body, INDEX);
    }
    for (const url of [
      '/remotes/account/missing.js',
      '/remotes/items/',
      '/remotes/nope/remoteEntry.js',
      '/remotes/account/..%2F..%2Fsecret.txt',
      '/remotes/account/.hidden',
    ]) {
      const response = await get(url);
      assert.ok(response.statusCode === 404 || response.statusCode === 403, `${url} -> ${response.statusCode}`);
      assert.ok(!response.body.includes('outside the dist folders'), url);
      assert.ok(!response.body.includes('<html'), url);
    }
    assertDetail(await get('/remotes/account/missing.js'), 404, 'Not Found');
  });

  it('never serves files outside the dist folders over a real socket (raw, unnormalized paths)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const rawGet = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on('error', reject);
        request.end();
      });
    for (const path of [
      '/remotes/account/../../secret.txt',
      '/remotes/account/%2e%2e/%2e%2e/secret.txt',
      '/remotes/account/..%2f..%2fsecret.txt',
      '/remotes/account/%2e%2e%5c%2e%2e%5csecret.txt',
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
    ]) {
      const response = await rawGet(path);
      assert.ok(!response.body.includes('outside the dist folders'), `${path} leaked the file`);
      assert.ok(response.status < 500, `${path} -> ${response.status}`);
    }
    assert.equal((await rawGet('/remotes/account/remoteEntry.js')).status, 200);
  });

  it('picks up a remote redeployed while the server runs', async () => {
    const dist = join(webRoot, 'remote-account', 'dist');
    const staged = join(webRoot, 'remote-account', 'dist-new');
    await writeFiles(staged, {
      'mf-manifest.json': '{"name":"account","version":"2"}',
      'remoteEntry.js': 'var account = 2;',
      '456.b2c3d4e5.js': 'chunk v2',
    });
    await rm(dist, { recursive: true });
    await rename(staged, dist);
    assert.deepEqual(json(await get('/remotes/account/mf-manifest.json')), { name: 'account', version: '2' });
    assert.equal((await get('/remotes/account/remoteEntry.js')).body, 'var account = 2;');
    assert.equal((await get('/remotes/account/456.b2c3d4e5.js')).body, 'chunk v2');
    assert.equal((await get('/remotes/account/123.a1b2c3d4.js')).statusCode, 404);
  });

  it('leaves /api and /docs alone', async () => {
    assertDetail(await get('/api/v1/unknown'), 404, 'Not Found');
    assertDetail(await get('/docs/unknown-page'), 404, 'Not Found');
    assert.equal((await get('/api/v1/utils/health-check/')).body, 'true');
  });

  it('HEAD works like GET without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/login' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, '');
  });
});

describe('a remote with no live release and no pin', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
    await writeFiles(t.config.webRoot, {
      'shell/dist/index.html': INDEX,
      'remote-items/dist/mf-manifest.json': '{"name":"items","version":"1"}',
      'remote-items/dist/remoteEntry.js': 'var items = 1;',
      'remote-items/dist/index.html': '<script>alert(1)</script>',
    });
  });
  after(() => t.close());

  it('is neither in the config nor served from its build folder', async () => {
    const config = json(await t.app.inject({ method: 'GET', url: '/config.json' }));
    // The builds in place were written after the start (so none was adopted as a release).
    assert.deepEqual([config.remotes, config.modules], [{}, {}]);
    for (const url of ['/remotes/items/mf-manifest.json', '/remotes/items/remoteEntry.js', '/remotes/items/index.html'])
      assertDetail(await t.app.inject({ method: 'GET', url }), 404, 'Not Found');
  });
});

describe('static hosting before the frontends are built', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('answers 503 with a hint for shell pages, while the API works', async () => {
    for (const url of ['/', '/login']) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 503);
      assert.match(String(response.headers['content-type']), /^text\/plain/);
      assert.equal(response.body, 'Frontend not built: run npm run build');
    }
    assertDetail(await t.app.inject({ method: 'GET', url: '/remotes/items/remoteEntry.js' }), 404, 'Not Found');
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/utils/health-check/' })).body, 'true');
  });

  it('serves the shell as soon as it is built, without a restart', async () => {
    await writeFiles(t.config.webRoot, { 'shell/dist/index.html': INDEX });
    const response = await t.app.inject({ method: 'GET', url: '/items' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, INDEX);
  });
});

describe('config.json overrides', () => {
  it('takes API_URL and REMOTE_*_URL from the environment', async () => {
    const t = await buildTestApp({
      API_URL: 'https://api.acme.test',
      REMOTE_ACCOUNT_URL: 'https://cdn.acme.test/account/mf-manifest.json',
      REMOTE_ITEMS_URL: 'https://cdn.acme.test/items/mf-manifest.json',
      REMOTE_TEMPLATES_URL: 'https://cdn.acme.test/templates/mf-manifest.json',
      REMOTE_VIDEO_TASKS_URL: 'https://cdn.acme.test/video-tasks/mf-manifest.json',
    });
    try {
      assert.deepEqual(json(await t.app.inject({ method: 'GET', url: '/config.json' })), {
        apiUrl: 'https://api.acme.test',
        remotes: {
          account: 'https://cdn.acme.test/account/mf-manifest.json',
          items: 'https://cdn.acme.test/items/mf-manifest.json',
          templates: 'https://cdn.acme.test/templates/mf-manifest.json',
          videoTasks: 'https://cdn.acme.test/video-tasks/mf-manifest.json',
        },
        reports: { sample: 1 },
        // none of those origins answers
        modules: {},
      });
    } finally {
      await t.close();
    }
  });
});

describe('cacheControlFor', () => {
  it('caches content-hashed names forever and revalidates entry points', () => {
    const forever = 'public, max-age=31536000, immutable';
    assert.equal(cacheControlFor('/x/index.html'), 'no-cache');
    assert.equal(cacheControlFor('/x/mf-manifest.json'), 'no-cache');
    assert.equal(cacheControlFor('/x/remoteEntry.js'), 'no-cache');
    assert.equal(cacheControlFor('/x/stats.9f8e7d6c.json'), 'no-cache');
    assert.equal(cacheControlFor('/x/123.a1b2c3d4.js'), forever);
    assert.equal(cacheControlFor('/x/123.a1b2c3d4.js.br'), forever);
    assert.equal(cacheControlFor('/x/remoteEntry.js.gz'), 'no-cache');
    assert.equal(cacheControlFor('/x/mf-manifest.json.br'), 'no-cache');
    assert.equal(cacheControlFor('/x/main.0123456789abcdef.css'), forever);
    assert.equal(cacheControlFor('/x/vendors-node_modules_react-dom.4e5f6a7b.js.map'), forever);
    assert.equal(cacheControlFor('/x/bootstrap.js'), 'no-cache');
    assert.equal(cacheControlFor('/x/logo.svg'), 'no-cache');
    assert.equal(cacheControlFor('/x/deadbeef.js'), 'no-cache');
  });
});
