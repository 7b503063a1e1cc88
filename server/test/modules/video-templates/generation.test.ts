import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertDetail, json } from '../../helpers/api.js';
import {
  TEMPLATES,
  createTemplate,
  getTemplate,
  pngImage,
  postJson,
  sendJson,
  startFakeServer,
  uploadReference,
} from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const KINDS = [
  ['generate-title', 'generated_title'],
  ['generate-image', 'generated_image_url'],
  ['generate-recommendation', 'generated_recommendation'],
  ['generate-evaluation', 'generated_evaluation'],
] as const;

describe('AI generation, offline provider (no AI_BASE_URL)', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('each generation answers {success, message, generated_*} from the template’s own fields, marked offline, and saves nothing', async () => {
    const template = await createTemplate(t.app, {
      template_name: '海边日落',
      template_prompt: '金色夕阳下的海边，人物回眸',
      template_platform: 'jimeng',
      photo_tips_id: 2,
    });
    for (const [path, field] of KINDS) {
      const response = await postJson(t.app, `${TEMPLATES}/${path}`, { template_id: template.template_id });
      assert.equal(response.statusCode, 200, response.body);
      const body = json(response);
      assert.deepEqual(Object.keys(body).sort(), ['message', 'success', field].sort());
      assert.equal(body.success, true);
      assert.match(body.message, /离线生成/);
      assert.equal(typeof body[field], 'string');
      assert.ok(body[field].length > 0);
    }
    const texts = await Promise.all(
      ['generate-title', 'generate-recommendation', 'generate-evaluation'].map(async (path) =>
        json(await postJson(t.app, `${TEMPLATES}/${path}`, { template_id: template.template_id })),
      ),
    );
    assert.ok(
      texts.some((body) => JSON.stringify(body).includes('海边日落')),
      'copy mentions the template',
    );
    assert.match(texts[1].generated_recommendation, /即梦/);
    assert.match(texts[1].generated_recommendation, /双人合照/);
    // Nothing was saved.
    assert.deepEqual(await getTemplate(t.app, template.template_id), template);
  });

  it('the offline image is an SVG poster with the name and the first reference image, stored and served', async () => {
    const template = await createTemplate(t.app, { template_name: 'Poster <&> "名字"' });
    const png = pngImage(6, 6);
    const upload = await uploadReference(t.app, { template_id: String(template.template_id), reference_image_index: '1' }, [
      { name: 'reference_image', filename: 'p.png', data: png },
    ]);
    assert.equal(upload.statusCode, 200, upload.body);
    const body = json(await postJson(t.app, `${TEMPLATES}/generate-image`, { template_id: template.template_id }));
    assert.match(body.generated_image_url, /^\/media\/generated\/[0-9a-f-]{36}\.svg$/);
    const poster = await t.app.inject({ method: 'GET', url: body.generated_image_url });
    assert.equal(poster.statusCode, 200);
    assert.equal(poster.headers['content-type'], 'image/svg+xml');
    assert.equal(poster.headers['x-content-type-options'], 'nosniff');
    assert.match(poster.body, /^<svg /);
    // The title (wrapped over two lines) is escaped, never raw markup.
    assert.match(poster.body, />Poster &lt;&amp;&gt;</);
    assert.match(poster.body, /&quot;名字&quot;</);
    assert.doesNotMatch(poster.body, /<&>/);
    assert.ok(poster.body.includes(`data:image/png;base64,${png.toString('base64')}`), 'reference image embedded');
    assert.doesNotMatch(poster.body, /<script/i);
    assert.match(poster.body, /离线生成/);
  });

  it('404 for an unknown template', async () => {
    for (const [path] of KINDS)
      assertDetail(await postJson(t.app, `${TEMPLATES}/${path}`, { template_id: 2147483000 }), 404, 'Template not found');
  });
});

describe('AI generation, OpenAI-compatible provider (fake server)', () => {
  let t: TestApp;
  let mode: 'ok' | 'url' | 'error' | 'empty' | 'garbage' | 'slow' = 'ok';
  const png = pngImage(8, 8);
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  before(async () => {
    fake = await startFakeServer(async (request, response) => {
      if (request.url === '/files/picture.png') {
        response.writeHead(200, { 'content-type': 'image/png' });
        response.end(png);
        return;
      }
      if (mode === 'error') return sendJson(response, 429, { error: { message: 'Rate limit reached for requests', type: 'rate_limit' } });
      if (mode === 'garbage') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>bad gateway</html>');
        return;
      }
      if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 1500));
      if (request.url === '/v1/chat/completions') {
        const body = JSON.parse(request.body);
        const content = mode === 'empty' ? '' : `“模型回答：${body.messages[1].content.slice(0, 12)}”`;
        return sendJson(response, 200, {
          id: 'c1',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        });
      }
      if (request.url === '/v1/images/generations') {
        if (mode === 'url') return sendJson(response, 200, { created: 1, data: [{ url: `${fake.url}/files/picture.png` }] });
        return sendJson(response, 200, { created: 1, data: [{ b64_json: png.toString('base64') }] });
      }
      return sendJson(response, 404, { error: { message: 'unknown path' } });
    });
    t = await buildTestApp({
      AI_BASE_URL: `${fake.url}/v1`,
      AI_API_KEY: 'sk-test-key',
      AI_MODEL: 'test-chat',
      AI_IMAGE_MODEL: 'test-image',
      AI_TIMEOUT_MS: '1000',
    });
  });
  after(async () => {
    await t.close();
    await fake.close();
  });

  it('text: chat completions with a Chinese prompt built from the template, bearer key and model', async () => {
    mode = 'ok';
    const template = await createTemplate(t.app, {
      template_name: '赛博朋克夜城',
      template_prompt: '霓虹灯下的雨夜街头',
      template_platform: 'keling',
      template_params: { style: 'neon' },
    });
    fake.requests.length = 0;
    const body = json(await postJson(t.app, `${TEMPLATES}/generate-recommendation`, { template_id: template.template_id }));
    assert.equal(body.success, true, JSON.stringify(body));
    assert.doesNotMatch(body.message, /离线/);
    assert.match(body.generated_recommendation, /^模型回答：/);
    assert.doesNotMatch(body.generated_recommendation, /[“”]/);
    const request = fake.requests[0]!;
    assert.equal(request.url, '/v1/chat/completions');
    assert.equal(request.headers.authorization, 'Bearer sk-test-key');
    const sent = JSON.parse(request.body);
    assert.equal(sent.model, 'test-chat');
    assert.equal(sent.messages[0].role, 'system');
    const prompt: string = sent.messages[1].content;
    assert.match(prompt, /推荐语/);
    assert.match(prompt, /赛博朋克夜城/);
    assert.match(prompt, /霓虹灯下的雨夜街头/);
    assert.match(prompt, /可灵/);
    assert.match(prompt, /"style":"neon"/);
    const title = json(await postJson(t.app, `${TEMPLATES}/generate-title`, { template_id: template.template_id }));
    assert.equal(title.success, true);
    assert.match(JSON.parse(fake.requests.at(-1)!.body).messages[1].content, /名称/);
  });

  it('image: images/generations; base64 and URL answers are both stored through the storage', async () => {
    const template = await createTemplate(t.app, { template_name: '封面' });
    for (const current of ['ok', 'url'] as const) {
      mode = current;
      fake.requests.length = 0;
      const body = json(await postJson(t.app, `${TEMPLATES}/generate-image`, { template_id: template.template_id }));
      assert.equal(body.success, true, JSON.stringify(body));
      assert.match(body.generated_image_url, /^\/media\/generated\/[0-9a-f-]{36}\.png$/);
      const sent = JSON.parse(fake.requests[0]!.body);
      assert.equal(sent.model, 'test-image');
      assert.match(sent.prompt, /封面/);
      const stored = await t.app.inject({ method: 'GET', url: body.generated_image_url });
      assert.equal(stored.statusCode, 200);
      assert.equal(stored.headers['content-type'], 'image/png');
      assert.deepEqual(stored.rawPayload, png);
    }
  });

  it('provider failures come back as {success: false, message} with status 200', async () => {
    const template = await createTemplate(t.app);
    for (const current of ['error', 'garbage', 'empty', 'slow'] as const) {
      mode = current;
      for (const [path, field] of KINDS) {
        if (current === 'empty' && path === 'generate-image') continue;
        const response = await postJson(t.app, `${TEMPLATES}/${path}`, { template_id: template.template_id });
        assert.equal(response.statusCode, 200, `${current} ${path}: ${response.body}`);
        const body = json(response);
        assert.equal(body.success, false, `${current} ${path}`);
        assert.equal(typeof body.message, 'string');
        assert.equal(body[field], undefined);
        if (current === 'error') assert.match(body.message, /Rate limit reached/);
        if (current === 'slow') assert.match(body.message, /timed out/);
      }
    }
    // A failed generation is not recorded as one.
    const history = json(
      await t.app.inject({ method: 'GET', url: `${TEMPLATES}/${template.template_id}/history`, headers: await adminHeaders(t.app) }),
    );
    assert.deepEqual(
      history.data.map((entry: any) => entry.action),
      ['create'],
    );
  });

  it('approve with a failing provider still moves the template and says what could not be filled', async () => {
    mode = 'error';
    const template = await createTemplate(t.app, { template_status: '已生成', template_name: null });
    const body = json(await postJson(t.app, `${TEMPLATES}/review`, { template_id: template.template_id, action: 'approve' }));
    assert.equal(body.template.template_status, '待补全');
    assert.equal(body.template.template_name, null);
    assert.match(body.message, /AI 补全失败/);
  });

  it('an unreachable provider is a failure answer too', async () => {
    const down = await buildTestApp({ AI_BASE_URL: 'http://127.0.0.1:1/v1', AI_TIMEOUT_MS: '1000' });
    try {
      const template = await createTemplate(down.app);
      const response = await postJson(down.app, `${TEMPLATES}/generate-title`, { template_id: template.template_id });
      assert.equal(response.statusCode, 200);
      assert.equal(json(response).success, false);
    } finally {
      await down.close();
    }
  });
});
