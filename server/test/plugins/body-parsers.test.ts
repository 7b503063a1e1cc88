import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { MAX_JSON_DEPTH, MAX_JSON_ENTRIES } from '../../src/lib/json-limits.js';
import { adminHeaders, json, type Headers } from '../helpers/api.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

interface DocumentedOperation {
  method: string;
  path: string;
  /** The request body's media type, when the route takes one. */
  bodyType: string | null;
  /** Top-level body fields whose schema is a free-form JSON object. */
  freeFormFields: string[];
}

/** A path with each {parameter} replaced by a value of the right shape (validation passes it). */
function concrete(path: string, parameters: { in: string; name: string; schema: { type?: string; format?: string } }[]): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const schema = parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema ?? {};
    if (schema.type === 'integer') return '1';
    if (schema.format === 'uuid') return randomUUID();
    if (schema.format === 'email') return 'someone@example.com';
    return 'x';
  });
}

/** An object schema that lists no properties: any keys, any values. */
const isFreeForm = (schema: any): boolean =>
  (schema?.type === 'object' && schema.properties === undefined) || (Array.isArray(schema?.anyOf) && schema.anyOf.some(isFreeForm));

/** JSON text of a value `depth` containers deep: {"a":{"a":...}} (as text: too deep to stringify). */
const nested = (depth: number): string => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);
const bodyWith = (field: string, valueJson: string) => `{"template_id":1,${JSON.stringify(field)}:${valueJson}}`;

describe('request bodies: media types and JSON limits on every route', () => {
  let t: TestApp;
  let headers: Headers;
  let operations: (DocumentedOperation & { url: string })[];
  before(async () => {
    t = await buildTestApp();
    headers = await adminHeaders(t.app);
    const doc = t.app.swagger() as { paths: Record<string, Record<string, any>> };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const content = op.requestBody?.content ?? {};
        const bodyType = Object.keys(content)[0] ?? null;
        const properties = bodyType ? (content[bodyType].schema?.properties ?? {}) : {};
        return {
          method: method.toUpperCase(),
          path,
          url: concrete(path, op.parameters ?? []),
          bodyType,
          freeFormFields: Object.entries(properties)
            .filter(([, schema]) => isFreeForm(schema))
            .map(([name]) => name),
        };
      }),
    );
  });
  after(() => t.close());

  it('a form body on every JSON route is a 422 on the body', async () => {
    const jsonRoutes = operations.filter((operation) => operation.bodyType === 'application/json');
    assert.ok(jsonRoutes.length >= 15, `${jsonRoutes.length} JSON routes`);
    const wrong: string[] = [];
    for (const operation of jsonRoutes) {
      const response = await t.app.inject({
        method: operation.method as 'POST',
        url: operation.url,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'title=x&template_id=1&is_read=true&full_name=x',
      });
      const detail = response.statusCode === 422 ? json(response).detail : null;
      const ok =
        Array.isArray(detail) && detail.length === 1 && detail[0].type === 'model_attributes_type' && detail[0].loc.join('.') === 'body';
      if (!ok) wrong.push(`${operation.method} ${operation.path} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    assert.deepEqual(wrong, []);
  });

  it('the form routes read forms only: JSON leaves every required field missing', async () => {
    const formRoutes = operations.filter((operation) => operation.bodyType === 'application/x-www-form-urlencoded');
    assert.deepEqual(
      formRoutes.map((operation) => operation.path),
      ['/api/v1/login/access-token'],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      payload: { username: 'admin@example.com', password: 'changethis' },
    });
    assert.equal(response.statusCode, 422, response.body);
    assert.deepEqual(
      json(response).detail.map((error: { loc: string[]; type: string }) => [error.loc.join('.'), error.type]),
      [
        ['body.username', 'missing'],
        ['body.password', 'missing'],
      ],
    );
  });

  it('free-form JSON fields: too deep or too large is a 422 naming the field; at the limit is accepted by validation', async () => {
    const routes = operations.filter((operation) => operation.freeFormFields.length > 0);
    assert.deepEqual(
      routes.flatMap((operation) => operation.freeFormFields.map((field) => `${operation.method} ${operation.path} ${field}`)).sort(),
      [
        'POST /api/backend/video-tasks/ create_task_params',
        'POST /api/backend/video-tasks/ create_task_rsp',
        'POST /api/backend/video-tasks/ query_task_rsp',
        'POST /api/backend/video-template/create template_params',
        'POST /api/backend/video-template/update template_params',
      ].sort(),
    );
    const wide = JSON.stringify(Object.fromEntries(Array.from({ length: MAX_JSON_ENTRIES + 1 }, (_, i) => [`k${i}`, i])));
    const asJson = { ...headers, 'content-type': 'application/json' };
    const wrong: string[] = [];
    for (const operation of routes) {
      for (const field of operation.freeFormFields) {
        for (const [label, value, message] of [
          ['deep', nested(MAX_JSON_DEPTH + 1), `JSON nested more than ${MAX_JSON_DEPTH} levels deep`],
          ['very deep', nested(5000), `JSON nested more than ${MAX_JSON_DEPTH} levels deep`],
          ['wide', wide, `JSON with more than ${MAX_JSON_ENTRIES} keys and items`],
        ] as const) {
          const response = await t.app.inject({
            method: operation.method as 'POST',
            url: operation.url,
            headers: asJson,
            payload: bodyWith(field, value),
          });
          const detail = response.statusCode === 422 ? json(response).detail : null;
          const named =
            Array.isArray(detail) && detail.some((error) => error.loc.join('.') === `body.${field}` && error.msg.endsWith(message));
          if (!named)
            wrong.push(`${operation.method} ${operation.path} ${field} ${label} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
        const atLimit = await t.app.inject({
          method: operation.method as 'POST',
          url: operation.url,
          headers: asJson,
          payload: bodyWith(field, nested(MAX_JSON_DEPTH)),
        });
        const limitErrors = atLimit.statusCode === 422 ? JSON.stringify(json(atLimit).detail) : '';
        if (limitErrors.includes('JSON nested'))
          wrong.push(`${operation.method} ${operation.path} ${field} at the limit -> ${limitErrors}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('a body of any depth never answers 5xx, whatever the route', async () => {
    const deepArray = '['.repeat(100_000) + ']'.repeat(100_000);
    const deepObject = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);
    const wrong: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.bodyType === 'application/json')) {
      for (const payload of [deepArray, deepObject]) {
        const response = await t.app.inject({
          method: operation.method as 'POST',
          url: operation.url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
        });
        if (response.statusCode !== 422)
          wrong.push(`${operation.method} ${operation.path} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    assert.deepEqual(wrong, []);
  });
});
