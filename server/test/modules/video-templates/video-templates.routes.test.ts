import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TIMESTAMP_RE, adminHeaders, assertDetail, assertValidationError, json } from '../../helpers/api.js';
import { TEMPLATES, createTemplate, getTemplate, postJson } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const FIELDS = [
  'created_at',
  'original_template_id',
  'photo_tips_id',
  'template_category_id',
  'template_id',
  'template_image_num',
  'template_is_manual_audit',
  'template_main_image',
  'template_name',
  'template_params',
  'template_platform',
  'template_prompt',
  'template_reference_image_1',
  'template_reference_image_2',
  'template_reference_image_3',
  'template_reference_image_4',
  'template_status',
  'template_sub_status',
  'template_system_recommendation',
  'template_top_title',
  'template_user_evaluation',
  'template_video_url',
  'template_video_url_1',
  'template_video_url_2',
  'template_video_url_3',
  'template_video_url_4',
  'updated_at',
];

describe('video templates: create, get, update, delete, copy', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('create fills the defaults and answers the whole template', async () => {
    const template = await createTemplate(t.app, { template_name: '春日樱花', template_params: { duration: 5, tags: ['a'] } });
    assert.deepEqual(Object.keys(template).sort(), FIELDS);
    assert.ok(Number.isInteger(template.template_id) && template.template_id > 0);
    assert.equal(template.template_status, '待生成');
    assert.equal(template.template_sub_status, 'UNREVIEWED');
    assert.equal(template.template_image_num, 1);
    assert.equal(template.photo_tips_id, 1);
    assert.equal(template.template_is_manual_audit, false);
    assert.equal(template.original_template_id, null);
    assert.deepEqual(template.template_params, { duration: 5, tags: ['a'] });
    assert.equal(template.template_video_url_3, null);
    assert.match(template.created_at, TIMESTAMP_RE);
    assert.equal(template.created_at, template.updated_at);
    // An id in the body is ignored: the database assigns it.
    const other = await createTemplate(t.app, { template_id: 999999 });
    assert.notEqual(other.template_id, 999999);
  });

  it('create accepts every field, including the Chinese statuses', async () => {
    const full = {
      original_template_id: 7,
      template_name: 'n',
      template_platform: 'minimax',
      template_prompt: 'p',
      template_category_id: 'c',
      template_status: '已上架',
      template_sub_status: '已下架',
      template_params: {},
      template_main_image: '/media/x.png',
      template_video_url: 'https://cdn.example.com/v.mp4',
      template_video_url_1: 'http://cdn.example.com/1.mp4',
      template_video_url_2: '/v/2.mp4',
      template_video_url_3: null,
      template_video_url_4: '/v/4.mp4',
      template_reference_image_1: '/r/1.png',
      template_reference_image_2: null,
      template_reference_image_3: '/r/3.png',
      template_reference_image_4: 'https://cdn.example.com/r4.png?sig=a@b',
      template_image_num: 2,
      photo_tips_id: 3,
      template_top_title: 't',
      template_system_recommendation: 'r',
      template_user_evaluation: 'e',
      template_is_manual_audit: true,
    };
    const template = await createTemplate(t.app, full);
    for (const [field, value] of Object.entries(full)) assert.deepEqual(template[field], value, field);
  });

  it('get answers the template; 404 Template not found; ids are validated', async () => {
    const template = await createTemplate(t.app);
    assert.deepEqual(await getTemplate(t.app, template.template_id), template);
    assertDetail(await postJson(t.app, `${TEMPLATES}/get`, { template_id: 2147483647 }), 404, 'Template not found');
    assertValidationError(await postJson(t.app, `${TEMPLATES}/get`, {}), ['body', 'template_id'], 'missing');
    assertValidationError(await postJson(t.app, `${TEMPLATES}/get`, { template_id: '1' }), ['body', 'template_id'], 'int_type');
    assertValidationError(await postJson(t.app, `${TEMPLATES}/get`, { template_id: 0 }), ['body', 'template_id'], 'greater_than_equal');
    assertValidationError(
      await postJson(t.app, `${TEMPLATES}/get`, { template_id: 2147483648 }),
      ['body', 'template_id'],
      'less_than_equal',
    );
    assertValidationError(await postJson(t.app, `${TEMPLATES}/get`, { template_id: 1.5 }), ['body', 'template_id']);
  });

  it('update changes only the fields present; null clears; updated_at moves', async () => {
    const template = await createTemplate(t.app, { template_prompt: 'keep me', template_top_title: 'old', template_main_image: '/m.png' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await postJson(t.app, `${TEMPLATES}/update`, {
      template_id: template.template_id,
      template_top_title: 'new',
      template_main_image: null,
      unknown_field: 1,
    });
    assert.equal(response.statusCode, 200, response.body);
    const updated = json(response);
    assert.equal(updated.template_top_title, 'new');
    assert.equal(updated.template_main_image, null);
    assert.equal(updated.template_prompt, 'keep me');
    assert.equal(updated.template_name, template.template_name);
    assert.equal(updated.created_at, template.created_at);
    assert.ok(updated.updated_at > template.updated_at);
    assert.deepEqual(await getTemplate(t.app, template.template_id), updated);

    const statuses = json(
      await postJson(t.app, `${TEMPLATES}/update`, {
        template_id: template.template_id,
        template_status: '已生成',
        template_sub_status: 'IN_QUEUE',
      }),
    );
    assert.equal(statuses.template_status, '已生成');
    assert.equal(statuses.template_sub_status, 'IN_QUEUE');
    const cleared = json(
      await postJson(t.app, `${TEMPLATES}/update`, {
        template_id: template.template_id,
        photo_tips_id: null,
        template_params: null,
        template_name: null,
      }),
    );
    assert.equal(cleared.photo_tips_id, null);
    assert.equal(cleared.template_params, null);
    assert.equal(cleared.template_name, null);
    // An empty URL means "no URL".
    const emptyUrl = json(await postJson(t.app, `${TEMPLATES}/update`, { template_id: template.template_id, template_video_url: '' }));
    assert.equal(emptyUrl.template_video_url, null);
    assertDetail(await postJson(t.app, `${TEMPLATES}/update`, { template_id: 2147483647, template_name: 'x' }), 404, 'Template not found');
  });

  it('URL fields take only http(s) URLs or site-relative paths', async () => {
    const template = await createTemplate(t.app);
    const update = (value: unknown, field = 'template_main_image') =>
      postJson(t.app, `${TEMPLATES}/update`, { template_id: template.template_id, [field]: value });
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://example.com/a.png',
      '//evil.example/a.png',
      '/\\evil.example',
      'relative/path.png',
      'https://',
      'http:///x',
      'https://ex ample.com/a',
      'vbscript:x',
      'file:///etc/passwd',
      ' https://example.com/a.png',
      'https://user@evil.example/a.png',
    ]) {
      assertValidationError(await update(bad), ['body', 'template_main_image'], 'url_parsing');
    }
    for (const field of ['template_video_url', 'template_video_url_4', 'template_reference_image_2']) {
      assertValidationError(await update('javascript:alert(1)', field), ['body', field], 'url_parsing');
    }
    assertValidationError(
      await postJson(t.app, `${TEMPLATES}/create`, { template_video_url_1: 'data:text/html,<script>' }),
      ['body', 'template_video_url_1'],
      'url_parsing',
    );
    for (const good of ['https://cdn.example.com/a.png', 'HTTP://cdn.example.com', 'http://127.0.0.1:8000/x?y=1#z', '/media/a.png', '/']) {
      const response = await update(good);
      assert.equal(response.statusCode, 200, `${good}: ${response.body}`);
      assert.equal(json(response).template_main_image, good);
    }
    assertValidationError(await update(`https://example.com/${'a'.repeat(2048)}`), ['body', 'template_main_image'], 'string_too_long');
  });

  it('statuses, platforms and numbers are checked (422)', async () => {
    const template = await createTemplate(t.app);
    const update = (body: object) => postJson(t.app, `${TEMPLATES}/update`, { template_id: template.template_id, ...body });
    const status = await update({ template_status: 'published' });
    assertValidationError(status, ['body', 'template_status'], 'enum');
    assert.match(json(status).detail[0].msg, /'待生成', '已生成', '待补全' or '已上架'/);
    assertValidationError(await update({ template_status: null }), ['body', 'template_status']);
    assertValidationError(await update({ template_sub_status: 'DONE' }), ['body', 'template_sub_status'], 'enum');
    assertValidationError(await update({ template_sub_status: 'unreviewed' }), ['body', 'template_sub_status'], 'enum');
    assertValidationError(await update({ template_platform: 'sora' }), ['body', 'template_platform'], 'enum');
    assertValidationError(await update({ template_image_num: 3 }), ['body', 'template_image_num'], 'less_than_equal');
    assertValidationError(await update({ photo_tips_id: 0 }), ['body', 'photo_tips_id'], 'greater_than_equal');
    assertValidationError(await update({ photo_tips_id: '2' }), ['body', 'photo_tips_id'], 'int_type');
    assertValidationError(await update({ template_params: [1, 2] }), ['body', 'template_params']);
    assertValidationError(await update({ template_params: 'x' }), ['body', 'template_params']);
    assertValidationError(await update({ template_is_manual_audit: 'yes' }), ['body', 'template_is_manual_audit'], 'bool_type');
    assertValidationError(await update({ template_name: 'n'.repeat(256) }), ['body', 'template_name'], 'string_too_long');
    assertValidationError(await update({ template_name: 'a\u0000b' }), ['body', 'template_name']);
    assertValidationError(await update({ original_template_id: -1 }), ['body', 'original_template_id']);
    for (const sub of [
      'UNREVIEWED',
      'IN_QUEUE',
      'GENERATION_FAILED',
      'AUDIT_FAILED',
      'AUDIT_PENDING',
      '未审核',
      '已加入队列',
      '生成失败',
      '审核不通过',
      '未确认',
      '拒绝上架',
      '已上架',
      '已下架',
    ]) {
      assert.equal((await update({ template_sub_status: sub })).statusCode, 200, sub);
    }
  });

  it('delete removes the template; 404 afterwards', async () => {
    const template = await createTemplate(t.app);
    const response = await postJson(t.app, `${TEMPLATES}/delete`, { template_id: template.template_id });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(json(response), { message: 'Template deleted successfully' });
    assertDetail(await postJson(t.app, `${TEMPLATES}/get`, { template_id: template.template_id }), 404, 'Template not found');
    assertDetail(await postJson(t.app, `${TEMPLATES}/delete`, { template_id: template.template_id }), 404, 'Template not found');
  });

  it('copy makes a new template with the same fields, pointing at its source', async () => {
    const source = await createTemplate(t.app, {
      template_name: '源模板',
      template_status: '已上架',
      template_sub_status: '已上架',
      template_params: { a: 1 },
      template_video_url_2: '/v.mp4',
      template_is_manual_audit: true,
      photo_tips_id: 2,
    });
    const response = await postJson(t.app, `${TEMPLATES}/copy`, { template_id: source.template_id });
    assert.equal(response.statusCode, 200, response.body);
    const copy = json(response);
    assert.notEqual(copy.template_id, source.template_id);
    assert.equal(copy.original_template_id, source.template_id);
    assert.equal(copy.template_status, '待生成');
    assert.equal(copy.template_sub_status, 'UNREVIEWED');
    // Named apart from its source, in the back office's Chinese unless another language is asked (copy-name.test.ts).
    assert.equal(copy.template_name, '源模板（副本）');
    for (const field of ['template_platform', 'template_params', 'template_video_url_2', 'template_is_manual_audit', 'photo_tips_id']) {
      assert.deepEqual(copy[field], source[field], field);
    }
    assertDetail(await postJson(t.app, `${TEMPLATES}/copy`, { template_id: 2147483000 }), 404, 'Template not found');
  });
});

describe('video templates: list', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  before(async () => {
    t = await buildTestApp();
    const specs: [string, object][] = [
      [
        'a',
        {
          template_name: 'Sunset Beach Walk',
          template_top_title: '海边日落',
          template_platform: 'keling',
          template_status: '待生成',
          template_sub_status: 'IN_QUEUE',
        },
      ],
      [
        'b',
        {
          template_name: '春日樱花漫步',
          template_top_title: 'Cherry BLOSSOM time',
          template_platform: 'jimeng',
          template_status: '已生成',
        },
      ],
      [
        'c',
        { template_name: 'sunrise over 樱花 hills', template_top_title: null, template_platform: 'minimax', template_status: '待补全' },
      ],
      [
        'd',
        {
          template_name: '100% real_name',
          template_top_title: 'x',
          template_platform: 'keling',
          template_status: '已上架',
          template_sub_status: '已下架',
        },
      ],
      [
        'e',
        {
          template_name: null,
          template_top_title: 'Sunset again',
          template_platform: null,
          template_status: '已上架',
          template_sub_status: '已上架',
        },
      ],
    ];
    for (const [key, fields] of specs) ids[key] = (await createTemplate(t.app, fields)).template_id;
  });
  after(() => t.close());

  const list = async (query = '') => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${TEMPLATES}/list${query ? `?${query}` : ''}`,
      headers: await adminHeaders(t.app),
    });
    assert.equal(response.statusCode, 200, response.body);
    return json<{ data: any[]; count: number }>(response);
  };
  const idsOf = (body: { data: any[] }) => body.data.map((template) => template.template_id);
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

  it('newest updated_at first, with the total count and paging', async () => {
    const all = await list();
    assert.equal(all.count, 5);
    assert.deepEqual(idsOf(all), [ids.e, ids.d, ids.c, ids.b, ids.a]);
    const page = await list('skip=1&limit=2');
    assert.equal(page.count, 5);
    assert.deepEqual(idsOf(page), [ids.d, ids.c]);
    // Updating a template moves it to the top.
    await postJson(t.app, `${TEMPLATES}/update`, { template_id: ids.a, template_prompt: 'touched' });
    assert.equal((await list('limit=1')).data[0].template_id, ids.a);
  });

  it('template_name and template_top_title: case-insensitive substrings', async () => {
    assert.deepEqual(idsOf(await list(q({ template_name: 'SUNSET' }))), [ids.a]);
    assert.deepEqual(idsOf(await list(q({ template_name: 'sun' }))).sort(), [ids.a, ids.c].sort());
    assert.deepEqual(idsOf(await list(q({ template_name: '樱花' }))).sort(), [ids.b, ids.c].sort());
    assert.deepEqual(idsOf(await list(q({ template_name: '樱花漫步' }))), [ids.b]);
    assert.deepEqual(idsOf(await list(q({ template_name: 'r 樱花 h' }))), [ids.c]);
    assert.deepEqual(idsOf(await list(q({ template_name: 'beach walk' }))), [ids.a]);
    assert.deepEqual(idsOf(await list(q({ template_name: 'nothing like this' }))), []);
    assert.deepEqual(idsOf(await list(q({ template_top_title: 'blossom' }))), [ids.b]);
    assert.deepEqual(idsOf(await list(q({ template_top_title: 'SUNSET' }))), [ids.e]);
    assert.deepEqual(idsOf(await list(q({ template_top_title: '日落' }))), [ids.a]);
    // Wildcards and quotes are plain characters.
    assert.deepEqual(idsOf(await list(q({ template_name: '100%' }))), [ids.d]);
    assert.deepEqual(idsOf(await list(q({ template_name: '%' }))), [ids.d]);
    assert.deepEqual(idsOf(await list(q({ template_name: 'l_n' }))), [ids.d]);
    assert.deepEqual(idsOf(await list(q({ template_name: '_' }))), [ids.d]);
    assert.deepEqual(idsOf(await list(q({ template_name: '"' }))), []);
    assert.deepEqual(idsOf(await list(q({ template_name: 'a"b OR c' }))), []);
    assert.equal((await list(q({ template_name: 'sun', template_platform: 'minimax' }))).count, 1);
  });

  it('platform, status, sub-status and id match exactly; empty values mean no filter', async () => {
    assert.deepEqual(idsOf(await list(q({ template_platform: 'keling' }))).sort(), [ids.a, ids.d].sort());
    assert.deepEqual(idsOf(await list(q({ template_status: '已上架' }))).sort(), [ids.d, ids.e].sort());
    assert.deepEqual(idsOf(await list(q({ template_sub_status: '已下架' }))), [ids.d]);
    assert.deepEqual(idsOf(await list(q({ template_sub_status: 'IN_QUEUE' }))), [ids.a]);
    assert.deepEqual(idsOf(await list(q({ template_id: String(ids.c) }))), [ids.c]);
    assert.deepEqual(idsOf(await list(q({ template_status: '已上架', template_sub_status: '已上架' }))), [ids.e]);
    assert.equal((await list(q({ template_platform: '', template_status: '', template_name: '', template_id: '' }))).count, 5);
  });

  it('takes its input from the query: no body, an empty JSON body or {} all work', async () => {
    const headers = await adminHeaders(t.app);
    for (const extra of [{}, { payload: '', headers: { ...headers, 'content-type': 'application/json' } }, { payload: {} }]) {
      const response = await t.app.inject({ method: 'POST', url: `${TEMPLATES}/list?limit=1`, headers, ...extra });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(json(response).count, 5);
    }
    // Calls that need a body still say so; broken and poisoned JSON are still refused.
    const empty = await t.app.inject({
      method: 'POST',
      url: `${TEMPLATES}/get`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '',
    });
    assertValidationError(empty, ['body'], 'missing');
    const broken = await t.app.inject({
      method: 'POST',
      url: `${TEMPLATES}/get`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"template_id": ',
    });
    assertValidationError(broken, ['body'], 'json_invalid');
    const poisoned = await t.app.inject({
      method: 'POST',
      url: `${TEMPLATES}/create`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"__proto__": {"x": 1}}',
    });
    assert.ok(poisoned.statusCode >= 400 && poisoned.statusCode < 500, poisoned.body);
  });

  it('bad query values are a 422', async () => {
    const headers = await adminHeaders(t.app);
    const post = (query: string) => t.app.inject({ method: 'POST', url: `${TEMPLATES}/list?${query}`, headers });
    assertValidationError(await post('template_platform=sora'), ['query', 'template_platform'], 'enum');
    assertValidationError(await post(q({ template_status: 'live' })), ['query', 'template_status'], 'enum');
    // A list of sub-statuses (the parameter may repeat): the error names the value, as FastAPI's list query does.
    assertValidationError(await post('template_sub_status=x'), ['query', 'template_sub_status', 0], 'enum');
    assertValidationError(await post('template_id=abc'), ['query', 'template_id'], 'int_parsing');
    assertValidationError(await post('template_id=99999999999'), ['query', 'template_id'], 'less_than_equal');
    assertValidationError(await post('limit=0'), ['query', 'limit'], 'greater_than_equal');
    assertValidationError(await post('limit=1001'), ['query', 'limit'], 'less_than_equal');
    assertValidationError(await post('skip=-1'), ['query', 'skip'], 'greater_than_equal');
    assertValidationError(await post(`template_name=${'x'.repeat(256)}`), ['query', 'template_name'], 'string_too_long');
  });
});

describe('video templates: batch status and history', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('batch-update-status sets the given statuses on the existing templates and counts them', async () => {
    const a = await createTemplate(t.app);
    const b = await createTemplate(t.app);
    const c = await createTemplate(t.app);
    const response = await postJson(t.app, `${TEMPLATES}/batch-update-status`, {
      template_ids: [a.template_id, b.template_id, 2147483000, a.template_id],
      template_status: '已生成',
      template_sub_status: 'AUDIT_PENDING',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(json(response), { updated: 2 });
    for (const id of [a.template_id, b.template_id]) {
      const template = await getTemplate(t.app, id);
      assert.equal(template.template_status, '已生成');
      assert.equal(template.template_sub_status, 'AUDIT_PENDING');
    }
    assert.equal((await getTemplate(t.app, c.template_id)).template_status, '待生成');
    // Only the sub-status: the status stays.
    assert.deepEqual(
      json(await postJson(t.app, `${TEMPLATES}/batch-update-status`, { template_ids: [a.template_id], template_sub_status: '已下架' })),
      { updated: 1 },
    );
    const onlySub = await getTemplate(t.app, a.template_id);
    assert.equal(onlySub.template_status, '已生成');
    assert.equal(onlySub.template_sub_status, '已下架');
    assertValidationError(
      await postJson(t.app, `${TEMPLATES}/batch-update-status`, { template_ids: [a.template_id] }),
      ['body'],
      'missing',
    );
    assertValidationError(await postJson(t.app, `${TEMPLATES}/batch-update-status`, { template_ids: [], template_status: '已生成' }), [
      'body',
      'template_ids',
    ]);
    assertValidationError(
      await postJson(t.app, `${TEMPLATES}/batch-update-status`, { template_ids: ['1'], template_status: '已生成' }),
      ['body', 'template_ids', 0],
      'int_type',
    );
    assertValidationError(
      await postJson(t.app, `${TEMPLATES}/batch-update-status`, { template_ids: [a.template_id], template_status: 'x' }),
      ['body', 'template_status'],
      'enum',
    );
    assertValidationError(
      await postJson(t.app, `${TEMPLATES}/batch-update-status`, {
        template_ids: Array.from({ length: 1001 }, (_, i) => i + 1),
        template_status: '已生成',
      }),
      ['body', 'template_ids'],
    );
  });

  it('history lists every change newest first, with the actor and {field: [old, new]}', async () => {
    const template = await createTemplate(t.app, { template_name: 'v1', template_params: { a: 1 } });
    await postJson(t.app, `${TEMPLATES}/update`, {
      template_id: template.template_id,
      template_name: 'v2',
      template_prompt: template.template_prompt,
    });
    // A no-op update records nothing.
    await postJson(t.app, `${TEMPLATES}/update`, { template_id: template.template_id, template_name: 'v2' });
    await postJson(t.app, `${TEMPLATES}/batch-update-status`, { template_ids: [template.template_id], template_status: '已生成' });
    const copy = json(await postJson(t.app, `${TEMPLATES}/copy`, { template_id: template.template_id }));
    await postJson(t.app, `${TEMPLATES}/generate-title`, { template_id: template.template_id });

    const response = await t.app.inject({
      method: 'GET',
      url: `${TEMPLATES}/${template.template_id}/history`,
      headers: await adminHeaders(t.app),
    });
    assert.equal(response.statusCode, 200, response.body);
    const history = json(response);
    assert.equal(history.count, 4);
    assert.deepEqual(
      history.data.map((entry: any) => entry.action),
      ['generation', 'update', 'update', 'create'],
    );
    for (const entry of history.data) {
      assert.deepEqual(Object.keys(entry).sort(), ['action', 'actor_email', 'changes', 'created_at', 'id', 'template_id']);
      assert.equal(entry.actor_email, 'admin@example.com');
      assert.equal(entry.template_id, template.template_id);
      assert.match(entry.created_at, TIMESTAMP_RE);
    }
    const [generation, status, rename, create] = history.data;
    assert.deepEqual(rename.changes, { template_name: ['v1', 'v2'] });
    assert.deepEqual(status.changes, { template_status: ['待生成', '已生成'] });
    assert.deepEqual(create.changes.template_name, [null, 'v1']);
    assert.deepEqual(create.changes.template_params, [null, { a: 1 }]);
    assert.equal(create.changes.template_status[1], '待生成');
    assert.equal(typeof generation.changes.generated_title[1], 'string');

    const copyHistory = json(
      await t.app.inject({ method: 'GET', url: `${TEMPLATES}/${copy.template_id}/history`, headers: await adminHeaders(t.app) }),
    );
    assert.equal(copyHistory.data[0].action, 'copy');
    assert.deepEqual(copyHistory.data[0].changes.original_template_id, [null, template.template_id]);

    const paged = json(
      await t.app.inject({
        method: 'GET',
        url: `${TEMPLATES}/${template.template_id}/history?skip=1&limit=1`,
        headers: await adminHeaders(t.app),
      }),
    );
    assert.equal(paged.count, 4);
    assert.deepEqual(
      paged.data.map((entry: any) => entry.action),
      ['update'],
    );
    assertDetail(
      await t.app.inject({ method: 'GET', url: `${TEMPLATES}/2147483000/history`, headers: await adminHeaders(t.app) }),
      404,
      'Template not found',
    );
    assertValidationError(
      await t.app.inject({ method: 'GET', url: `${TEMPLATES}/abc/history`, headers: await adminHeaders(t.app) }),
      ['path', 'template_id'],
      'int_parsing',
    );
  });
});
