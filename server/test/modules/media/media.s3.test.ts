import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contentSecurityDirectives } from '../../../src/config/content-security-policy.js';
import { json } from '../../helpers/api.js';
import { createTemplate, getTemplate, pngImage, uploadReference } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { startS3Server, type S3Sink } from '../../storage/s3-server.js';

const video = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256));

const taskCount = async (t: TestApp) =>
  Number(
    (
      await t.app.db
        .selectFrom('video_tasks')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('/media from an S3 bucket (s3rver on loopback)', () => {
  let sink: S3Sink;
  let t: TestApp;
  before(async () => {
    sink = await startS3Server();
    t = await buildTestApp(sink.env);
    await t.app.storage.put('videos/clip.mp4', video);
    await t.app.storage.put('tests/picture.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
  });
  after(async () => {
    await t.close();
    await sink.close();
  });

  it('the settings pick the bucket; URLs stay /media/<key>', () => {
    assert.equal(t.app.storage.kind, 's3');
    assert.equal(t.app.storage.url('videos/clip.mp4'), '/media/videos/clip.mp4');
  });

  it('streams a video with the same headers as local files, whole and by ranges (seeking)', async () => {
    const whole = await t.app.inject({ method: 'GET', url: '/media/videos/clip.mp4' });
    assert.equal(whole.statusCode, 200);
    assert.equal(whole.headers['content-type'], 'video/mp4');
    assert.equal(whole.headers['x-content-type-options'], 'nosniff');
    assert.match(String(whole.headers['content-security-policy']), /default-src 'none'.*sandbox/);
    assert.equal(whole.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(whole.headers['accept-ranges'], 'bytes');
    assert.equal(whole.headers['content-length'], '4096');
    assert.deepEqual(whole.rawPayload, video);

    const get = (range: string) => t.app.inject({ method: 'GET', url: '/media/videos/clip.mp4', headers: { range } });
    const first = await get('bytes=0-1023');
    assert.equal(first.statusCode, 206);
    assert.equal(first.headers['content-range'], 'bytes 0-1023/4096');
    assert.equal(first.headers['content-length'], '1024');
    assert.equal(first.headers['accept-ranges'], 'bytes');
    assert.equal(first.headers['content-type'], 'video/mp4');
    assert.deepEqual(first.rawPayload, video.subarray(0, 1024));
    const probe = await get('bytes=0-0');
    assert.equal(probe.headers['content-range'], 'bytes 0-0/4096');
    assert.deepEqual(probe.rawPayload, video.subarray(0, 1));
    const open = await get('bytes=4000-');
    assert.equal(open.headers['content-range'], 'bytes 4000-4095/4096');
    assert.deepEqual(open.rawPayload, video.subarray(4000));
    const suffix = await get('bytes=-10');
    assert.deepEqual(suffix.rawPayload, video.subarray(4086));
    const outside = await get('bytes=4096-5000');
    assert.equal(outside.statusCode, 416);
    assert.equal(outside.headers['content-range'], 'bytes */4096');
    const head = await t.app.inject({ method: 'HEAD', url: '/media/videos/clip.mp4' });
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['content-length'], '4096');

    const svg = await t.app.inject({ method: 'GET', url: '/media/tests/picture.svg' });
    assert.equal(svg.headers['content-type'], 'image/svg+xml');
  });

  it('unknown and hostile keys are a JSON 404', async () => {
    for (const url of ['/media/videos/none.mp4', '/media/..%2f..%2fsecret_key', '/media/videos/Clip.MP4', '/media/app.db']) {
      for (const headers of [{}, { range: 'bytes=0-1' }]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        assert.equal(response.statusCode, 404, url);
        assert.deepEqual(JSON.parse(response.body), { detail: 'Not Found' }, url);
      }
    }
  });

  it('an uploaded reference image goes to the bucket and is read back through /media', async () => {
    const template = await createTemplate(t.app, { template_platform: 'jimeng' });
    const response = await uploadReference(t.app, { template_id: String(template.template_id), reference_image_index: '1' }, [
      { name: 'reference_image', filename: 'a.png', contentType: 'image/png', data: pngImage() },
    ]);
    assert.equal(response.statusCode, 200, response.body);
    const url = json(response).reference_image_url as string;
    assert.match(url, /^\/media\/references\/[0-9a-f-]{36}\.png$/);
    const stored = await t.app.inject({ method: 'GET', url });
    assert.deepEqual(stored.rawPayload, pngImage());
  });
});

describe('/media and uploads while the bucket is down', () => {
  let sink: S3Sink;
  let t: TestApp;
  const logLines: string[] = [];
  before(async () => {
    sink = await startS3Server();
    t = await buildTestApp(sink.env, { logLines });
    await t.app.storage.put('videos/clip.mp4', video);
    await sink.close();
  });
  after(() => t.close());

  it('/media answers 503 with a message, for whole files, ranges and HEAD alike', async () => {
    for (const [method, headers] of [
      ['GET', {}],
      ['GET', { range: 'bytes=0-99' }],
      ['HEAD', {}],
    ] as const) {
      const response = await t.app.inject({ method, url: '/media/videos/clip.mp4', headers });
      assert.equal(response.statusCode, 503, `${method} ${JSON.stringify(headers)}`);
      assert.equal(response.headers['retry-after'], '30');
      if (method === 'GET') {
        assert.match(
          JSON.parse(response.body).detail,
          /^File storage is unavailable \(bucket media-test at http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED\): try again later$/,
        );
      }
    }
  });

  it('the server log says so too, as a warning', () => {
    const warnings = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
    assert.ok(
      warnings.some((entry) => /^File storage is unavailable \(bucket media-test/.test(entry.msg)),
      JSON.stringify(warnings),
    );
  });

  it('a reference upload that cannot be stored is a 503 and changes no row', async () => {
    const template = await createTemplate(t.app, { template_platform: 'jimeng' });
    const tasksBefore = await taskCount(t);
    const response = await uploadReference(t.app, { template_id: String(template.template_id), reference_image_index: '2' }, [
      { name: 'reference_image', filename: 'a.png', contentType: 'image/png', data: pngImage() },
    ]);
    assert.equal(response.statusCode, 503, response.body);
    assert.match(JSON.parse(response.body).detail, /^File storage is unavailable \(.*\): try again later$/);
    assert.deepEqual(await getTemplate(t.app, template.template_id), template);
    assert.equal(await taskCount(t), tasksBefore);
  });
});

describe('/media with a public bucket or CDN (S3_PUBLIC_BASE_URL)', () => {
  let sink: S3Sink;
  let t: TestApp;
  before(async () => {
    sink = await startS3Server();
    t = await buildTestApp({ ...sink.env, S3_PUBLIC_BASE_URL: 'http://cdn.example.test:9000/media-test/' });
  });
  after(async () => {
    await t.close();
    await sink.close();
  });

  it('redirects to the object there (prefix included) and never streams; hostile keys stay a 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/videos/clip.mp4', headers: { range: 'bytes=0-1' } });
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, 'http://cdn.example.test:9000/media-test/media/videos/clip.mp4');
    assert.equal((await t.app.inject({ method: 'GET', url: '/media/..%2fsecret_key' })).statusCode, 404);
  });

  it('the page CSP allows that origin for pictures and videos (and only there)', async () => {
    const directives = contentSecurityDirectives(t.config);
    assert.ok(directives['img-src']!.includes('http://cdn.example.test:9000'));
    assert.ok(directives['media-src']!.includes('http://cdn.example.test:9000'));
    assert.ok(!directives['script-src']!.includes('http://cdn.example.test:9000'));
    assert.ok(!directives['connect-src']!.includes('http://cdn.example.test:9000'));
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/utils/health-check/' });
    assert.match(String(page.headers['content-security-policy']), /img-src [^;]*http:\/\/cdn\.example\.test:9000/);
  });
});
