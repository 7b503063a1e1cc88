import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parseRange } from '../../../src/modules/media/media.routes.js';
import { isValidKey } from '../../../src/storage/keys.js';
import { LocalStorage } from '../../../src/storage/local-storage.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

describe('/media (local storage)', () => {
  let t: TestApp;
  const video = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
  before(async () => {
    t = await buildTestApp();
    await t.app.storage.put('tests/clip.mp4', video);
    await t.app.storage.put('tests/picture.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    await t.app.storage.put('tests/photo.webp', Buffer.from('RIFF'));
  });
  after(() => t.close());

  it('serves stored files with their real type, nosniff, a CSP and long caching', async () => {
    for (const [url, type] of [
      ['/media/tests/clip.mp4', 'video/mp4'],
      ['/media/tests/picture.svg', 'image/svg+xml'],
      ['/media/tests/photo.webp', 'image/webp'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: url!, headers: { 'accept-encoding': 'gzip' } });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], type);
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.match(String(response.headers['content-security-policy']), /default-src 'none'.*sandbox/);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(response.headers['accept-ranges'], 'bytes');
    }
    const whole = await t.app.inject({ method: 'GET', url: '/media/tests/clip.mp4' });
    assert.deepEqual(whole.rawPayload, video);
    assert.equal(whole.headers['content-length'], '1000');
  });

  it('honours byte ranges (browsers need them to seek in videos)', async () => {
    const get = (range: string) => t.app.inject({ method: 'GET', url: '/media/tests/clip.mp4', headers: { range } });
    const first = await get('bytes=0-99');
    assert.equal(first.statusCode, 206);
    assert.equal(first.headers['content-range'], 'bytes 0-99/1000');
    assert.deepEqual(first.rawPayload, video.subarray(0, 100));
    const open = await get('bytes=990-');
    assert.equal(open.headers['content-range'], 'bytes 990-999/1000');
    assert.equal(open.rawPayload.length, 10);
    const suffix = await get('bytes=-5');
    assert.deepEqual(suffix.rawPayload, video.subarray(995));
    const clipped = await get('bytes=900-5000');
    assert.equal(clipped.headers['content-range'], 'bytes 900-999/1000');
    const outside = await get('bytes=1000-1001');
    assert.equal(outside.statusCode, 416);
    assert.equal(outside.headers['content-range'], 'bytes */1000');
    assert.equal((await get('bytes=0-1,5-6')).statusCode, 200);
    const head = await t.app.inject({ method: 'HEAD', url: '/media/tests/clip.mp4' });
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['content-type'], 'video/mp4');
    assert.equal(head.headers['content-length'], '1000');
    assert.equal(head.rawPayload.length, 0);
  });

  it('unknown, invalid and traversal keys are a JSON 404', async () => {
    for (const url of [
      '/media/tests/none.mp4',
      '/media/tests/..%2f..%2fsecret_key',
      '/media/..%2f..%2fapp.db',
      '/media/references%2f..%2f..%2fsecret_key.png',
      '/media/tests/clip.mp4.txt',
      '/media/tests/Clip.MP4',
      '/media/',
      '/media/app.db',
      '/media/tests/.hidden.png',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(JSON.parse(response.body), { detail: 'Not Found' }, url);
    }
  });

  it('storage keys: generated shapes only', async () => {
    for (const key of ['a/b.png', 'references/0f1e2d3c-aaaa-bbbb-cccc-111122223333.jpg', 'demo/poster-01.svg', 'x.mp4'])
      assert.ok(isValidKey(key), key);
    for (const key of [
      '../a.png',
      'a/../b.png',
      '/a.png',
      'a//b.png',
      'a/b.html',
      'a/b.PNG',
      'a/.b.png',
      'a/b.png/',
      'a\\b.png',
      'a/b c.png',
      '',
    ])
      assert.ok(!isValidKey(key), key);
    const storage = new LocalStorage(t.dataDir);
    await assert.rejects(storage.put('../escape.png', Buffer.from('x')));
    assert.equal(await storage.get('../escape.png'), null);
    assert.equal(storage.keyOf('/media/a/b.png'), 'a/b.png');
    assert.equal(storage.keyOf('/media/a/../b.png'), null);
    assert.equal(storage.keyOf('https://cdn.example.com/media/a/b.png'), null);
    await storage.put('tmp/gone.png', Buffer.from('x'));
    await storage.delete('tmp/gone.png');
    assert.equal(await storage.get('tmp/gone.png'), null);
  });

  it('parseRange', () => {
    assert.equal(parseRange(undefined, 10), null);
    assert.deepEqual(parseRange('bytes=2-4', 10), { start: 2, end: 4 });
    assert.equal(parseRange('bytes=5-2', 10), 'invalid');
    assert.equal(parseRange('bytes=-', 10), 'invalid');
    assert.equal(parseRange('bytes=-0', 10), 'invalid');
    assert.equal(parseRange('items=0-1', 10), null);
  });
});
