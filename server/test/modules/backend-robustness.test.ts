import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { MAX_JSON_DEPTH, MAX_JSON_ENTRIES } from '../../src/lib/json-limits.js';
import { adminHeaders, json } from '../helpers/api.js';
import { BACKEND_ROUTES, TASKS, TEMPLATES, createTask, createTemplate, multipart } from '../helpers/backend.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { nestedArrayJson, nestedObjectJson, wideObjectJson } from '../helpers/operations.js';

// Odd values for every kind of field: no input may yield a 500.
const ODD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'x'.repeat(20_000),
  '0',
  '1e3',
  '待生成',
  'ＡＢＣ',
  '🙂'.repeat(300),
  'a\u0000b',
  '../../etc/passwd',
  'javascript:alert(1)',
  '%',
  '"',
  "'; drop table video_tasks; --",
  [],
  [1, 2],
  {},
  { nested: { deeper: [1, { x: 'y' }] } },
  { '\u0000key': 1 },
];

const FIELDS = [
  'template_id',
  'template_ids',
  'template_name',
  'template_status',
  'template_sub_status',
  'template_platform',
  'template_params',
  'template_main_image',
  'photo_tips_id',
  'template_is_manual_audit',
  'original_template_id',
  'action',
  'user_id',
  'platform',
  'task_status',
  'is_read',
  'create_task_params',
  'video_url',
];

describe('no input yields a 500 on /api/backend', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  before(async () => {
    t = await buildTestApp();
    headers = await adminHeaders(t.app);
    await createTemplate(t.app, { template_status: '已生成' });
    await createTask(t.app);
  });
  after(() => t.close());

  it('odd JSON bodies on every call', async () => {
    const failures: string[] = [];
    for (const [method, url] of BACKEND_ROUTES) {
      if (method === 'GET' || method === 'DELETE') continue;
      const bodies: unknown[] = [
        [],
        'text',
        42,
        ...FIELDS.flatMap((field) => ODD_VALUES.map((value) => ({ template_id: 1, [field]: value }))),
      ];
      for (const payload of bodies) {
        const response = await t.app.inject({
          method,
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        if (response.statusCode >= 500)
          failures.push(`${method} ${url} ${JSON.stringify(payload).slice(0, 80)} -> ${response.statusCode} ${response.body}`);
      }
    }
    assert.deepEqual(failures, []);
  });

  it('odd query strings and path ids', async () => {
    const failures: string[] = [];
    const values = [
      '',
      '-1',
      '0',
      '1.5',
      '99999999999999999999',
      'abc',
      '%00',
      '%25',
      '%22',
      '%F0%9F%99%82',
      'a%2Fb',
      '1e3',
      ' 1',
      '1 ',
      '[]',
      '2147483648',
    ];
    for (const value of values) {
      for (const name of [
        'skip',
        'limit',
        'template_id',
        'template_name',
        'template_top_title',
        'template_status',
        'template_sub_status',
        'template_platform',
      ]) {
        const response = await t.app.inject({ method: 'POST', url: `${TEMPLATES}/list?${name}=${value}`, headers });
        if (response.statusCode >= 500) failures.push(`list ${name}=${value} -> ${response.statusCode}`);
      }
      for (const name of [
        'skip',
        'limit',
        'sort_by',
        'sort_order',
        'task_id',
        'template_id',
        'original_template_id',
        'user_id',
        'platform',
        'task_status',
      ]) {
        const response = await t.app.inject({ method: 'GET', url: `${TASKS}/?${name}=${value}`, headers });
        if (response.statusCode >= 500) failures.push(`tasks ${name}=${value} -> ${response.statusCode}`);
      }
      for (const [method, url] of [
        ['GET', `${TASKS}/${value}`],
        ['PUT', `${TASKS}/${value}`],
        ['DELETE', `${TASKS}/${value}`],
        ['GET', `${TEMPLATES}/${value}/history`],
      ] as const) {
        const response = await t.app.inject({ method, url, headers, ...(method === 'PUT' ? { payload: { is_read: true } } : {}) });
        if (response.statusCode >= 500) failures.push(`${method} ${url} -> ${response.statusCode}`);
      }
    }
    assert.deepEqual(failures, []);
  });
});

describe('/api/backend bodies: media types and free-form JSON limits', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let templateId: number;
  before(async () => {
    t = await buildTestApp();
    headers = await adminHeaders(t.app);
    templateId = (await createTemplate(t.app, { template_params: { style: 'warm' } })).template_id;
  });
  after(() => t.close());

  const post = (url: string, payload: string, contentType = 'application/json', method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({ method, url, headers: { ...headers, 'content-type': contentType }, payload });
  const errorsOf = (response: LightMyRequestResponse) =>
    response.statusCode === 422 ? (JSON.parse(response.body).detail as { loc: (string | number)[]; msg: string; type: string }[]) : [];

  it('a form, multipart or text body on every JSON call is a 422 on the body; list ignores bodies; only the upload reads multipart', async () => {
    const form = multipart({ template_id: String(templateId), task_status: '3' });
    const bodies: [string, string | Buffer][] = [
      ['application/x-www-form-urlencoded', `template_id=${templateId}&template_name=x&is_read=true`],
      [form.headers['content-type']!, form.payload],
      ['text/plain', JSON.stringify({ template_id: templateId })],
    ];
    const failures: string[] = [];
    for (const [method, url] of BACKEND_ROUTES.filter(([method]) => method === 'POST' || method === 'PUT')) {
      for (const [contentType, payload] of bodies) {
        const response = await t.app.inject({ method, url, headers: { ...headers, 'content-type': contentType }, payload });
        const errors = errorsOf(response);
        const ok = url.endsWith('/list')
          ? response.statusCode === 200
          : url.endsWith('/generate-reference-video')
            ? contentType.startsWith('multipart/')
              ? errors.some((error) => error.loc.join('.') === 'body.reference_image_index' && error.type === 'missing')
              : response.statusCode === 415
            : errors.length === 1 && errors[0]!.loc.join('.') === 'body' && errors[0]!.type === 'model_attributes_type';
        if (!ok) failures.push(`${method} ${url} [${contentType.split(';')[0]}] -> ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    assert.deepEqual(failures, []);
  });

  it('100,000-deep bodies on every call: a 422 where a body is read, never a 5xx', async () => {
    const failures: string[] = [];
    for (const [method, url] of BACKEND_ROUTES) {
      for (const payload of [nestedArrayJson(100_000), nestedObjectJson(50_000)]) {
        const response = await t.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload });
        const readsJson = (method === 'POST' || method === 'PUT') && !url.endsWith('/list') && !url.endsWith('/generate-reference-video');
        if (readsJson ? response.statusCode !== 422 : response.statusCode >= 500)
          failures.push(`${method} ${url} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    assert.deepEqual(failures, []);
  });

  /** Free-form fields, the call that creates and the one that updates, and the body around them. */
  const FREE_FORM: { field: string; write: (value: string) => Promise<LightMyRequestResponse>; read: () => Promise<unknown> }[] = [
    {
      field: 'template_params (create)',
      write: (value) => post(`${TEMPLATES}/create`, `{"template_name":"limits","template_platform":"keling","template_params":${value}}`),
      read: async () => null,
    },
    {
      field: 'template_params (update)',
      write: (value) => post(`${TEMPLATES}/update`, `{"template_id":${templateId},"template_params":${value}}`),
      read: async () => json(await post(`${TEMPLATES}/get`, JSON.stringify({ template_id: templateId }))).template_params,
    },
    ...['create_task_params', 'create_task_rsp', 'query_task_rsp'].map((name) => ({
      field: `${name} (create)`,
      write: (value: string) => post(`${TASKS}/`, `{"template_id":${templateId},"user_id":7,"platform":"keling","${name}":${value}}`),
      read: async () => null,
    })),
  ];

  it('free-form JSON too deep or too wide is a 422 naming the field, on create and update, and nothing is written', async () => {
    const counts = async () => [
      json(await post(`${TEMPLATES}/list`, '')).count,
      json(await t.app.inject({ method: 'GET', url: `${TASKS}/`, headers })).count,
    ];
    const before = await counts();
    const stored = await post(`${TEMPLATES}/get`, JSON.stringify({ template_id: templateId }));
    const failures: string[] = [];
    for (const { field, write } of FREE_FORM) {
      const name = field.split(' ')[0]!;
      for (const [label, value, message] of [
        ['one level too deep', nestedObjectJson(MAX_JSON_DEPTH + 1), `JSON nested more than ${MAX_JSON_DEPTH} levels deep`],
        ['5,000 levels deep', nestedObjectJson(5000), `JSON nested more than ${MAX_JSON_DEPTH} levels deep`],
        ['arrays too deep inside', `{"list":${nestedArrayJson(MAX_JSON_DEPTH)}}`, `JSON nested more than ${MAX_JSON_DEPTH} levels deep`],
        ['one key too many', wideObjectJson(MAX_JSON_ENTRIES + 1), `JSON with more than ${MAX_JSON_ENTRIES} keys and items`],
        [
          'too many items over levels',
          `{"a":${JSON.stringify(Array.from({ length: MAX_JSON_ENTRIES / 2 }, () => 1))},"b":${wideObjectJson(MAX_JSON_ENTRIES / 2)}}`,
          `JSON with more than ${MAX_JSON_ENTRIES} keys and items`,
        ],
      ] as const) {
        const response = await write(value);
        const named = errorsOf(response).some(
          (error) => error.loc.join('.') === `body.${name}` && error.type === 'value_error' && error.msg === `Value error, ${message}`,
        );
        if (!named) failures.push(`${field} ${label} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    assert.deepEqual(failures, []);
    assert.deepEqual(await counts(), before);
    assert.equal((await post(`${TEMPLATES}/get`, JSON.stringify({ template_id: templateId }))).body, stored.body);
  });

  it('free-form JSON at the limits is stored and answered whole', async () => {
    const deepest = JSON.parse(nestedObjectJson(MAX_JSON_DEPTH));
    const widest = JSON.parse(
      `{"list":${JSON.stringify(Array.from({ length: MAX_JSON_ENTRIES / 2 - 1 }, (_, i) => ({ [`k${i}`]: `v${i}` })))}}`,
    ); // 1 + 499 + 499 entries
    for (const { field, write, read } of FREE_FORM) {
      const name = field.split(' ')[0]!;
      for (const value of [deepest, widest]) {
        const response = await write(JSON.stringify(value));
        assert.equal(response.statusCode, 200, `${field}: ${response.body.slice(0, 300)}`);
        assert.deepEqual(json(response)[name], value, field);
        const readBack = await read();
        if (readBack !== null) assert.deepEqual(readBack, value, `${field} read back`);
      }
    }
  });
});
