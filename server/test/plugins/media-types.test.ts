import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { adminHeaders, json, type Headers } from '../helpers/api.js';
import { TEMPLATES, createTemplate, multipart, pngImage } from '../helpers/backend.js';
import { documentedOperations, nestedArrayJson, type DocumentedOperation } from '../helpers/operations.js';

const LOGIN = '/api/v1/login/access-token';
const UPLOAD = `${TEMPLATES}/generate-reference-video`;
const BODY_LIMIT = 1024 * 1024;

/** Bodies of every media type but JSON, each with its Content-Type header. */
function nonJsonBodies(): [label: string, contentType: string, payload: string | Buffer][] {
  const form = multipart({ template_id: '1', title: 'x' });
  return [
    ['a url-encoded form', 'application/x-www-form-urlencoded', 'template_id=1&title=x&full_name=x'],
    ['a multipart form', form.headers['content-type']!, form.payload],
    ['plain text', 'text/plain', '{"template_id": 1}'],
    ['XML', 'application/xml', '<template_id>1</template_id>'],
    ['text/json (not a JSON media type)', 'text/json', '{"template_id": 1}'],
    ['a header that is no media type', 'garbage', '{"template_id": 1}'],
    ['a media type with junk in it', 'application/json garbage', '{"template_id": 1}'],
  ];
}

/** FastAPI's answer to a body that is not an object: one 422 on the body itself. */
function isNotAnObject(response: LightMyRequestResponse): boolean {
  if (response.statusCode !== 422) return false;
  const detail = json(response).detail;
  return Array.isArray(detail) && detail.length === 1 && detail[0].loc.join('.') === 'body' && detail[0].type === 'model_attributes_type';
}

function isLoginFieldsMissing(response: LightMyRequestResponse): boolean {
  if (response.statusCode !== 422) return false;
  const errors = json(response).detail.map((error: { loc: string[]; type: string }) => `${error.loc.join('.')} ${error.type}`);
  return JSON.stringify(errors) === JSON.stringify(['body.username missing', 'body.password missing']);
}

describe('media types: each route reads the body its contract declares', () => {
  let t: TestApp;
  let headers: Headers;
  let operations: DocumentedOperation[];
  before(async () => {
    t = await buildTestApp();
    headers = await adminHeaders(t.app);
    operations = documentedOperations(t.app);
  });
  after(() => t.close());

  const send = (method: string, url: string, contentType: string | null, payload?: string | Buffer | Readable) =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...headers, ...(contentType !== null ? { 'content-type': contentType } : {}) },
      ...(payload !== undefined ? { payload } : {}),
    });

  it('JSON routes: a body of any other media type is one 422 on the body, multipart included', async () => {
    const jsonRoutes = operations.filter((operation) => operation.bodyType === 'application/json');
    assert.ok(jsonRoutes.length >= 15, `${jsonRoutes.length} JSON routes`);
    const wrong: string[] = [];
    for (const operation of jsonRoutes) {
      for (const [label, contentType, payload] of nonJsonBodies()) {
        // The load reports also document text/plain: a beacon sends its JSON so (read as JSON, tested with the reports).
        if (contentType === 'text/plain' && operation.bodyTypes.includes('text/plain')) continue;
        const response = await send(operation.method, operation.url, contentType, payload);
        if (!isNotAnObject(response))
          wrong.push(`${operation.method} ${operation.path} with ${label} -> ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('application/*+json and an empty Content-Type are read as JSON', async () => {
    for (const contentType of ['application/merge-patch+json', 'application/vnd.api+json; charset=utf-8', 'Application/JSON', '']) {
      const response = await send(
        'POST',
        `${TEMPLATES}/create`,
        contentType,
        JSON.stringify({ template_name: `as ${contentType}`, template_platform: 'keling' }),
      );
      assert.equal(response.statusCode, 200, `${contentType}: ${response.body}`);
      assert.equal(json(response).template_name, `as ${contentType}`);
    }
    const broken = await send('POST', `${TEMPLATES}/create`, 'application/problem+json', '{"template_name":');
    assert.equal(broken.statusCode, 422, broken.body);
    assert.equal(json(broken).detail[0].type, 'json_invalid');
    const empty = await send('POST', `${TEMPLATES}/get`, 'application/problem+json', '');
    assert.deepEqual(json(empty), { detail: [{ loc: ['body'], msg: 'Field required', type: 'missing' }] });
  });

  it('the OAuth2 login reads url-encoded forms only: any other body leaves username and password missing', async () => {
    const form = new URLSearchParams({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }).toString();
    for (const contentType of ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=utf-8']) {
      const response = await send('POST', LOGIN, contentType, form);
      assert.equal(response.statusCode, 200, `${contentType}: ${response.body}`);
    }
    const wrong: string[] = [];
    const others: [string, string | null, string][] = [
      ['JSON', 'application/json', JSON.stringify({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD })],
      ['JSON+', 'application/vnd.api+json', JSON.stringify({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD })],
      ['plain text', 'text/plain', form],
      ['XML', 'application/xml', '<username>x</username>'],
      ['no Content-Type', null, form],
      ['an empty Content-Type', '', form],
      ['a header that is no media type', 'garbage', form],
      ['a 100,000-deep JSON array', 'application/json', nestedArrayJson(100_000)],
    ];
    for (const [label, contentType, payload] of others) {
      const response = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        headers: contentType !== null ? { 'content-type': contentType } : {},
        payload,
      });
      if (!isLoginFieldsMissing(response)) wrong.push(`${label} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    assert.deepEqual(wrong, []);
  });

  it('the reference upload still reads multipart; other media types stay a 415', async () => {
    const template = await createTemplate(t.app);
    const upload = multipart({ template_id: String(template.template_id), reference_image_index: '1' }, [
      { name: 'reference_image', filename: 'a.png', contentType: 'image/png', data: pngImage() },
    ]);
    const accepted = await send('POST', UPLOAD, upload.headers['content-type']!, upload.payload);
    assert.equal(accepted.statusCode, 200, accepted.body);
    for (const [contentType, payload] of [
      ['application/json', '{"template_id":1}'],
      ['application/x-www-form-urlencoded', 'template_id=1'],
      ['text/plain', 'x'],
    ]) {
      const response = await send('POST', UPLOAD, contentType!, payload);
      assert.equal(response.statusCode, 415, `${contentType}: ${response.body}`);
      assert.match(json(response).detail, /^Unsupported Media Type: /);
    }
  });

  it('routes that take no body answer as without one, whatever body comes along', async () => {
    const bodiless = operations.filter((operation) => operation.bodyType === null && operation.method !== 'GET');
    assert.ok(bodiless.length >= 8, `${bodiless.length} routes without a body`);
    const wrong: string[] = [];
    for (const operation of bodiless) {
      const expected = (await send(operation.method, operation.url, null)).statusCode;
      for (const [label, contentType, payload] of [
        ...nonJsonBodies().slice(0, 4),
        ['a JSON object', 'application/json', '{"a":1}'] as const,
        ['a 100,000-deep array', 'application/json', nestedArrayJson(100_000)] as const,
      ]) {
        const response = await send(operation.method, operation.url, contentType, payload);
        if (response.statusCode !== expected)
          wrong.push(`${operation.method} ${operation.path} with ${label} -> ${response.statusCode} (without a body: ${expected})`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  it(`bodies over ${BODY_LIMIT} bytes are a 413 with the contract's body, whatever their media type`, async () => {
    const tooLarge = { detail: 'Request body is too large' };
    const jsonOf = (size: number) => `{"template_name":"${'x'.repeat(size - '{"template_name":""}'.length)}"}`;
    const atLimit = await send('POST', `${TEMPLATES}/create`, 'application/json', jsonOf(BODY_LIMIT));
    assert.equal(atLimit.statusCode, 422, atLimit.body); // read, then refused by the name's maxLength
    const overLimit = await send('POST', `${TEMPLATES}/create`, 'application/json', jsonOf(BODY_LIMIT + 1));
    assert.equal(overLimit.statusCode, 413);
    assert.deepEqual(json(overLimit), tooLarge);
    const cases: [string, string, string, string | Readable][] = [
      ['form on the login', LOGIN, 'application/x-www-form-urlencoded', `username=${'x'.repeat(BODY_LIMIT)}`],
      ['JSON on the login', LOGIN, 'application/json', `"${'x'.repeat(BODY_LIMIT)}"`],
      ['text on a JSON route', `${TEMPLATES}/create`, 'text/plain', 'x'.repeat(BODY_LIMIT + 1)],
      ['a form on a JSON route', '/api/v1/items/', 'application/x-www-form-urlencoded', `title=${'x'.repeat(BODY_LIMIT)}`],
      ['multipart on a JSON route beside the upload', `${TEMPLATES}/update`, 'multipart/form-data; boundary=x', 'x'.repeat(BODY_LIMIT + 1)],
      [
        'chunked JSON (no Content-Length)',
        `${TEMPLATES}/create`,
        'application/json',
        Readable.from([Buffer.alloc(BODY_LIMIT, 0x20), Buffer.from('{}')]),
      ],
    ];
    for (const [label, url, contentType, payload] of cases) {
      const response = await send('POST', url, contentType, payload);
      assert.equal(response.statusCode, 413, `${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      assert.deepEqual(json(response), tooLarge, label);
    }
  });

  it('a 100,000-deep JSON body never answers 5xx on any route, documented or not', async () => {
    const deep = [nestedArrayJson(100_000), '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000)];
    const undocumented: [string, string][] = [
      ['GET', '/media/demo/x.png'],
      ['POST', '/media/demo/x.png'],
      ['POST', '/'],
      ['GET', '/config.json'],
      ['POST', '/api/v1/nowhere'],
      ['PUT', '/api/backend/nowhere'],
      ['POST', '/docs/'],
    ];
    const targets = [
      ...operations.map((operation) => [operation.method, operation.url, operation.bodyType] as const),
      ...undocumented.map(([method, url]) => [method, url, null] as const),
    ];
    const wrong: string[] = [];
    for (const [method, url, bodyType] of targets) {
      for (const [payload, contentTypes] of [
        [deep[0]!, ['application/json', 'application/vnd.api+json', null]],
        [deep[1]!, ['application/json']],
      ] as const) {
        for (const contentType of contentTypes) {
          const response = await send(method, url, contentType, payload);
          const fine = bodyType === 'application/json' ? response.statusCode === 422 : response.statusCode < 500;
          if (!fine)
            wrong.push(`${method} ${url} [${contentType ?? 'no Content-Type'}] -> ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    assert.deepEqual(wrong, []);
  });
});
