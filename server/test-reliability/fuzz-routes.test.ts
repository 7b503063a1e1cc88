import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { adminHeaders, createUser, json, type Headers } from '../test/helpers/api.js';
import { COMPLETE_FIELDS, GIF, createTask, createTemplate, multipart, pngImage } from '../test/helpers/backend.js';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.js';
import { filesUnder, rowsWritten } from './helpers/db-writes.js';
import { Tally, fuzzSeed, reportFigure } from './helpers/figures.js';
import { MAX_JSON_DEPTH, MAX_JSON_ENTRIES } from '../src/lib/json-limits.js';
import { arbitraryFor, hostileString, minimalBody, type JsonSchema } from './helpers/schema-arbitrary.js';

const RUNS_PER_ROUTE = 1000;

interface Parameter {
  in: 'path' | 'query';
  name: string;
  schema: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  /** The body's media type and schema, when the operation takes one. */
  body: { type: string; schema: JsonSchema } | null;
  /** Every media type the operation documents for its body. */
  types: string[];
}

/** Percent-encodes every byte of the UTF-8 form (lone surrogates included, unlike encodeURIComponent). */
function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** Bodies of the wrong kind, for any route: bad JSON, other media types, nothing at all. */
const strayBody = fc.oneof(
  fc.record({
    type: fc.constant('application/json'),
    body: fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('{', '{"a":', 'nul', '[1,]', '\u0000', '{"template_id": 1e999}')),
  }),
  fc.record({
    type: fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'image/png',
      'application/vnd.api+json',
      'text/json',
      'garbage',
      '',
    ),
    body: fc.string({ maxLength: 200 }),
  }),
  fc.constant({ type: null, body: null }),
);

interface FuzzRequest {
  options: InjectOptions;
  label: string;
}

/** Builds the request arbitrary of one documented operation from its schemas. */
function requestsFor(operation: Operation, ids: Record<string, string[]>, headers: Headers): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const pathValue = (param: Parameter) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...(ids[param.name] ?? ['1'])) },
      { weight: 3, arbitrary: arbitraryFor(param.schema).map(asText) },
      { weight: 1, arbitrary: hostileString },
    );
  const queryValue = (param: Parameter) =>
    fc.oneof({ weight: 4, arbitrary: arbitraryFor(param.schema).map(asText) }, { weight: 1, arbitrary: hostileString });

  const path = fc.tuple(...pathParams.map(pathValue));
  const query = fc.tuple(
    fc.record(Object.fromEntries(queryParams.map((param) => [param.name, queryValue(param)])), { requiredKeys: [] }),
    fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 30 }), { maxKeys: 2 }),
    fc.boolean(), // repeat every known parameter (arrays where one value is expected)
  );
  let body: fc.Arbitrary<{ type: string | null; body: string | Buffer | null }>;
  if (!operation.body) {
    body = fc.oneof({ weight: 3, arbitrary: fc.constant({ type: null, body: null }) }, { weight: 1, arbitrary: strayBody });
  } else if (operation.body.type === 'application/json') {
    const good = arbitraryFor(operation.body.schema).map((value) => ({ type: 'application/json', body: JSON.stringify(value) ?? 'null' }));
    body = fc.oneof({ weight: 6, arbitrary: good }, { weight: 1, arbitrary: strayBody });
  } else if (operation.body.type === 'application/x-www-form-urlencoded') {
    const form = fc.tuple(arbitraryFor(operation.body.schema), fc.boolean()).map(([value, repeat]) => {
      const params = new URLSearchParams();
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, field] of Object.entries(value)) {
          params.append(name, asText(field));
          if (repeat) params.append(name, asText(field));
        }
      }
      return { type: 'application/x-www-form-urlencoded', body: params.toString() };
    });
    body = fc.oneof({ weight: 6, arbitrary: form }, { weight: 1, arbitrary: strayBody });
  } else {
    body = uploadBodies(ids.template_id ?? ['1']);
  }

  return fc.tuple(path, query, body).map(([pathValues, [known, extra, repeat], payload]) => {
    let url = operation.path;
    pathParams.forEach((param, index) => (url = url.replace(`{${param.name}}`, percentEncode(pathValues[index]!))));
    const pairs: string[] = [];
    for (const [name, value] of Object.entries(known)) {
      pairs.push(`${name}=${percentEncode(value as string)}`);
      if (repeat) pairs.push(`${name}=${percentEncode(value as string)}`);
    }
    for (const [name, value] of Object.entries(extra)) pairs.push(`${percentEncode(name)}=${percentEncode(value)}`);
    if (pairs.length > 0) url += `?${pairs.join('&')}`;
    const requestHeaders: Record<string, string> = { ...headers };
    if (payload.type) requestHeaders['content-type'] = payload.type;
    const options: InjectOptions = {
      method: operation.method as 'GET',
      url,
      headers: requestHeaders,
      ...(payload.body !== null ? { payload: payload.body } : {}),
    };
    const shown = typeof payload.body === 'string' ? payload.body.slice(0, 300) : payload.body ? `<${payload.body.length} bytes>` : '';
    return { options, label: `${operation.method} ${url.slice(0, 300)} [${payload.type ?? 'no body'}] ${shown}` };
  });
}

/** Multipart bodies for the reference upload: right and wrong fields, files good, bad and hostile. */
function uploadBodies(templateIds: string[]): fc.Arbitrary<{ type: string | null; body: Buffer | string | null }> {
  const png = pngImage();
  const file = fc.record({
    name: fc.oneof(
      { weight: 5, arbitrary: fc.constant('reference_image') },
      { weight: 1, arbitrary: fc.string({ maxLength: 20 }).filter((name) => !/["\r\n]/.test(name)) },
    ),
    filename: fc.oneof(
      fc.constantFrom('a.png', 'photo.jpg', '../../etc/passwd', 'a/b.png', '..\\x.png', `${'n'.repeat(300)}.png`, ''),
      fc.string({ maxLength: 40 }).filter((name) => !/["\r\n]/.test(name)),
    ),
    contentType: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', 'image/gif'),
    data: fc.oneof(
      fc.constant(png),
      fc.constant(GIF),
      fc.constant(Buffer.alloc(0)),
      fc.constant(Buffer.concat([png, Buffer.from('<script>alert(1)</script>')])),
      fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.concat([png.subarray(0, 16), Buffer.from(bytes)])),
    ),
  });
  const field = (good: fc.Arbitrary<string>) =>
    fc.option(fc.oneof({ weight: 4, arbitrary: good }, { weight: 1, arbitrary: hostileString }), { nil: undefined, freq: 8 });
  const form = fc
    .tuple(
      field(fc.constantFrom(...templateIds, '0', '-1', '2147483648')),
      field(fc.constantFrom('1', '2', '3', '4', '0', '5', '1.5')),
      fc.array(file, { maxLength: 2 }),
    )
    .map(([templateId, index, files]) => {
      const fields: Record<string, string> = {};
      if (templateId !== undefined) fields.template_id = templateId;
      if (index !== undefined) fields.reference_image_index = index;
      const built = multipart(fields, files);
      return { type: built.headers['content-type']!, body: built.payload };
    });
  return fc.oneof({ weight: 6, arbitrary: form }, { weight: 1, arbitrary: strayBody });
}

/** What every answer must be, accepted or refused; an empty list when it is. */
function problemsOf(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`);
  if (response.headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (!response.headers['content-security-policy']) problems.push('no Content-Security-Policy');
  if (response.statusCode >= 400) {
    let body: any;
    try {
      body = json(response);
    } catch {
      return [...problems, `an error that is not JSON: ${response.body.slice(0, 100)}`];
    }
    if (response.statusCode === 422) {
      const wellFormed =
        Array.isArray(body.detail) &&
        body.detail.length > 0 &&
        body.detail.every(
          (entry: any) =>
            Array.isArray(entry.loc) &&
            ['body', 'query', 'path'].includes(entry.loc[0]) &&
            typeof entry.msg === 'string' &&
            entry.msg !== '' &&
            typeof entry.type === 'string' &&
            entry.type !== '',
        );
      if (!wellFormed) problems.push(`a malformed 422: ${response.body.slice(0, 200)}`);
    } else if (typeof body.detail !== 'string' || body.detail === '') {
      problems.push(`an error without a detail text: ${response.body.slice(0, 200)}`);
    }
  }
  return problems;
}

/** The operation's path with an existing row's id of the right type in each parameter. */
function existingPath(operation: Operation, ids: Record<string, string[]>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const integer = operation.parameters.find((param) => param.name === name)?.schema.type === 'integer';
    return ids[name]?.find((id) => !integer || /^\d+$/.test(id)) ?? '1';
  });
}

/** An object schema that lists no properties: a free-form JSON field. */
const isFreeForm = (schema: any): boolean =>
  (schema?.type === 'object' && schema.properties === undefined) || (Array.isArray(schema?.anyOf) && schema.anyOf.some(isFreeForm));

/** Fastify's default bodyLimit, which the server keeps: a larger body is a 413. */
const BODY_LIMIT = 1024 * 1024;

interface FreeFormShape {
  depth: number;
  /** Entries of the innermost container, besides its one string. */
  width: number;
  /** Characters of the string at the bottom. */
  size: number;
  /** The innermost container is an array when it is not the top (the field itself is an object). */
  arrays: boolean;
  /** Scalar entries beside the next level in every container above the innermost. */
  siblings: number;
}

/** JSON text of a value `depth` containers deep, built as text (no recursion at any depth). */
function freeFormJson({ depth, width, size, arrays: innerArrays, siblings }: FreeFormShape): string {
  const arrays = innerArrays && depth > 1;
  const entries = Array.from({ length: width }, (_, i) => (arrays ? String(i) : `"k${i}":${i}`));
  entries.push(arrays ? JSON.stringify('s'.repeat(size)) : `"text":${JSON.stringify('s'.repeat(size))}`);
  let text = arrays ? `[${entries.join(',')}]` : `{${entries.join(',')}}`;
  const beside = Array.from({ length: siblings }, (_, i) => `"s${i}":${i},`).join('');
  // Objects at every level above: a free-form field must be an object, whatever it holds.
  for (let level = 1; level < depth; level++) text = `{${beside}"a":${text}}`;
  return text;
}

/** Keys and items at every level, as lib/json-limits.ts counts them. */
const entriesOf = ({ depth, width, siblings }: FreeFormShape) => (depth - 1) * (siblings + 1) + width + 1;

const shape = (depth: number, width: number, siblings = 0): FreeFormShape => ({ depth, width, size: 3, arrays: false, siblings });

const freeFormShapes: fc.Arbitrary<FreeFormShape> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      depth: fc.oneof(fc.integer({ min: 1, max: MAX_JSON_DEPTH + 2 }), fc.integer({ min: 1, max: 5000 })),
      width: fc.oneof(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 2 * MAX_JSON_ENTRIES })),
      size: fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: 0, max: 1000 }) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 1_200_000 }) },
      ),
      arrays: fc.boolean(),
      siblings: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 40 }) }),
    }),
  },
  // Exactly at and one past each limit, alone and spread over the levels.
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      shape(MAX_JSON_DEPTH, 0),
      shape(MAX_JSON_DEPTH + 1, 0),
      shape(1, MAX_JSON_ENTRIES - 1),
      shape(1, MAX_JSON_ENTRIES),
      shape(11, MAX_JSON_ENTRIES - 10 * 40 - 1, 39),
      shape(11, MAX_JSON_ENTRIES - 10 * 40, 39),
    ),
  },
);

describe('property-based fuzzing of every route (fast-check)', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let headers: Headers;
  let operations: Operation[];
  const ids: Record<string, string[]> = {};
  const seed = fuzzSeed();

  /**
   * One fuzzed call. A view the fuzzer started (a valid POST /api/v1/view-as) is ended at once:
   * the fuzzing superuser must stay themself, or every later write would be refused as read-only.
   */
  async function fuzzedCall(options: InjectOptions) {
    const response = await app.inject(options);
    if (options.method === 'POST' && String(options.url).startsWith('/api/v1/view-as') && response.statusCode === 200) {
      await app.inject({ method: 'DELETE', url: '/api/v1/view-as', headers });
    }
    return response;
  }

  before(async () => {
    t = await buildTestApp();
    app = t.app;
    headers = await adminHeaders(app);
    // Rows to aim at: ids that exist make requests reach the handlers' rules, not just a 404.
    const users = [await createUser(app), await createUser(app)];
    const items = [];
    for (const user of users) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/items/',
        headers: user.headers,
        payload: { title: 'Fuzz target' },
      });
      items.push(json(response).id as string);
    }
    const templates = [
      await createTemplate(app, { template_status: '已生成' }),
      await createTemplate(app, { template_status: '待补全', ...COMPLETE_FIELDS }),
      await createTemplate(app, { template_status: '已上架', template_sub_status: '已上架', ...COMPLETE_FIELDS }),
    ];
    const tasks = [await createTask(app), await createTask(app, { task_status: 3, video_url: 'https://cdn.example.com/v.mp4' })];
    ids.user_id = users.map((user) => user.id);
    ids.id = [...items, ...tasks.map((task) => String(task.task_id))];
    ids.template_id = templates.map((template) => String(template.template_id));
    ids.email = users.map((user) => user.email);
    // A built shell, so the single-page fallback answers as in production.
    await mkdir(join(t.config.webRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(join(t.config.webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');

    const doc = app.swagger() as { paths: Record<string, Record<string, any>> };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const content = op.requestBody?.content ?? {};
        const type = Object.keys(content)[0];
        return {
          method: method.toUpperCase(),
          path,
          parameters: (op.parameters ?? []) as Parameter[],
          body: type ? { type, schema: content[type].schema as JsonSchema } : null,
          types: Object.keys(content),
        };
      }),
    );
    // Routes outside the document: stored media, the frontends, their config, the docs.
    const anyPath: JsonSchema = { type: 'string' };
    for (const path of ['/media/{key}', '/remotes/items/{key}', '/{key}', '/docs/{key}', '/config.json']) {
      operations.push({
        method: 'GET',
        path,
        parameters: path.includes('{key}') ? [{ in: 'path', name: 'key', schema: anyPath }] : [],
        body: null,
        types: [],
      });
    }
    ids.key = [
      'demo/x.png',
      'references/00000000-0000-0000-0000-000000000000.png',
      'index.html',
      'mf-manifest.json',
      '..%2f..%2fsecret_key',
      '%2e%2e/app.db',
      'static/index.html',
    ];
    console.log(`fuzzing seed ${seed} (replay with RELIABILITY_SEED=${seed})`);
  });
  after(() => t.close());

  it(`${RUNS_PER_ROUTE} inputs per route: never a 5xx, every 422 well-formed, nothing stored from a refused request`, async () => {
    const uploads = t.config.uploadsDir;
    const counts = { requests: 0, accepted: 0, refused: 0, validation: 0 };
    const started = performance.now();
    for (const operation of operations) {
      const property = fc.asyncProperty(requestsFor(operation, ids, headers), async ({ options, label }) => {
        const writesBefore = await rowsWritten(app);
        const filesBefore = (await filesUnder(uploads)).length;
        const response = await fuzzedCall(options);
        counts.requests++;
        const problems = problemsOf(response);
        if (response.statusCode >= 400) {
          counts.refused++;
          if (response.statusCode === 422) counts.validation++;
          const written = (await rowsWritten(app)) - writesBefore;
          if (written !== 0) problems.push(`refused (${response.statusCode}) yet ${written} row(s) written`);
          const files = (await filesUnder(uploads)).length - filesBefore;
          if (files !== 0) problems.push(`refused (${response.statusCode}) yet ${files} file(s) written`);
        } else {
          counts.accepted++;
        }
        assert.deepEqual(problems, [], `${label}\n-> ${response.statusCode} ${response.body.slice(0, 300)}`);
      });
      await fc.assert(property, { numRuns: RUNS_PER_ROUTE, seed, endOnFailure: false });
    }
    const seconds = (performance.now() - started) / 1000;
    reportFigure('fuzzing (fast-check, SQLite)', 'routes fuzzed', `${operations.length} (${RUNS_PER_ROUTE} inputs each, seed ${seed})`);
    reportFigure(
      'fuzzing (fast-check, SQLite)',
      'requests',
      `${counts.requests} in ${seconds.toFixed(0)} s: ${counts.accepted} accepted, ${counts.refused} refused (${counts.validation} of them 422)`,
    );
    reportFigure('fuzzing (fast-check, SQLite)', '5xx answers, malformed errors, writes from refused requests', 0);
  });

  it('free-form JSON of any depth, width and size: over the limits a 422 naming the field, within them stored whole, never a 5xx', async () => {
    const VALUES_PER_FIELD = 200;
    const fields = operations.flatMap((operation) =>
      operation.body?.type === 'application/json'
        ? Object.entries(operation.body.schema.properties ?? {})
            .filter(([, schema]) => isFreeForm(schema))
            .map(([name]) => ({ operation, name }))
        : [],
    );
    // A template of its own: the fuzzing before may have deleted any other.
    const known = { template_id: (await createTemplate(app)).template_id as number };
    const lines: string[] = [];
    for (const { operation, name } of fields) {
      const url = existingPath(operation, ids);
      // The rest of the body is valid, so a value within the limits must be accepted.
      const base = JSON.stringify(minimalBody(operation.body!.schema, known)).slice(0, -1);
      const sent = { within: 0, deep: 0, wide: 0, deepAndWide: 0, tooLarge: 0 };
      const answers = new Tally();
      const property = fc.asyncProperty(freeFormShapes, async (shape) => {
        const value = freeFormJson(shape);
        const payload = `${base}${base.length > 1 ? ',' : ''}${JSON.stringify(name)}:${value}}`;
        const response = await app.inject({
          method: operation.method as 'POST',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
        });
        const problems = problemsOf(response);
        const deep = shape.depth > MAX_JSON_DEPTH;
        const wide = entriesOf(shape) > MAX_JSON_ENTRIES;
        const errors: { loc: string[]; msg: string }[] = response.statusCode === 422 ? json(response).detail : [];
        const said = (error: { msg: string }) =>
          error.msg.includes(' nested more than ') ? 'too deep' : error.msg.includes(' keys and items') ? 'too wide' : 'other';
        answers.add(`${response.statusCode}${errors.length > 0 ? ` ${[...new Set(errors.map(said))].join('+')}` : ''}`);
        if (Buffer.byteLength(payload) > BODY_LIMIT) {
          sent.tooLarge++;
          if (response.statusCode !== 413) problems.push('over the body limit yet not a 413');
        } else if (deep || wide) {
          sent[deep && wide ? 'deepAndWide' : deep ? 'deep' : 'wide']++;
          const expected = [
            ...(deep ? [`JSON nested more than ${MAX_JSON_DEPTH} levels deep`] : []),
            ...(wide ? [`JSON with more than ${MAX_JSON_ENTRIES} keys and items`] : []),
          ];
          const named = errors.some(
            (error) => error.loc.join('.') === `body.${name}` && expected.some((message) => error.msg === `Value error, ${message}`),
          );
          if (!named) problems.push(`over the limits (${expected.join(', ')}) yet not a 422 naming ${name}`);
        } else {
          sent.within++;
          if (response.statusCode !== 200) problems.push('within the limits yet refused');
          else if (JSON.stringify(json(response)[name]) !== JSON.stringify(JSON.parse(value)))
            problems.push(`${name} not answered as sent`);
        }
        assert.deepEqual(
          problems,
          [],
          `${operation.method} ${url} ${name} ${JSON.stringify(shape)}\n-> ${response.statusCode} ${response.body.slice(0, 300)}`,
        );
      });
      await fc.assert(property, { numRuns: VALUES_PER_FIELD, seed, endOnFailure: false });
      lines.push(
        `${operation.method} ${operation.path} ${name}: ${VALUES_PER_FIELD} values (${sent.within} within the limits, ${sent.deep} too deep, ${sent.wide} too wide, ${sent.deepAndWide} both, ${sent.tooLarge} over the body limit) -> ${answers}`,
      );
    }
    const group = `fuzzing free-form JSON (depth 1-5,000, up to ${2 * MAX_JSON_ENTRIES} entries in one container or spread over levels, strings up to 1.2 MB; limits ${MAX_JSON_DEPTH} levels, ${MAX_JSON_ENTRIES} entries, body ${BODY_LIMIT} bytes)`;
    for (const line of lines) reportFigure(group, 'field', line);
    reportFigure(group, 'over the limits yet not a 422 naming the field, within them yet refused or changed, 5xx answers', 0);
  });

  it('bodies of other media types on every route that takes one, in both directions', async () => {
    const RUNS = 20;
    const jsonText = (value: unknown) => JSON.stringify(value) ?? 'null';
    const formText = (value: unknown) =>
      new URLSearchParams(
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.entries(value).map(([key, field]): [string, string] => [key, asText(field)])
          : [],
      ).toString();
    type Encode = (value: unknown) => { type: string; payload: string | Buffer };
    const encodings: Record<string, Encode> = {
      'a url-encoded form': (value) => ({ type: 'application/x-www-form-urlencoded', payload: formText(value) }),
      'a multipart form': (value) => {
        const fields = Object.fromEntries(new URLSearchParams(formText(value)));
        const built = multipart(fields);
        return { type: built.headers['content-type']!, payload: built.payload };
      },
      'plain text': (value) => ({ type: 'text/plain', payload: jsonText(value) }),
      XML: (value) => ({ type: 'application/xml', payload: `<body>${formText(value)}</body>` }),
      'text/json': (value) => ({ type: 'text/json', payload: jsonText(value) }),
      'a Content-Type that is no media type': (value) => ({ type: 'json', payload: jsonText(value) }),
      JSON: (value) => ({ type: 'application/json', payload: jsonText(value) }),
      'application/*+json': (value) => ({ type: 'application/merge-patch+json', payload: jsonText(value) }),
      'an empty Content-Type': (value) => ({ type: '', payload: jsonText(value) }),
    };
    const errorsOf = (response: LightMyRequestResponse): { loc: string[]; type: string; msg: string }[] =>
      response.statusCode === 422 ? json(response).detail : [];
    const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
    /** The answer a kind of route owes a kind of body: true when the answer is it. */
    type Expectation = (response: LightMyRequestResponse, value: unknown, payload: string | Buffer) => boolean;
    const notAnObject: Expectation = (response, _value, payload) => {
      const errors = errorsOf(response);
      // An empty body is no body at all: FastAPI says the body is missing.
      return (
        errors.length === 1 &&
        errors[0]!.loc.join('.') === 'body' &&
        errors[0]!.type === (payload.length === 0 ? 'missing' : 'model_attributes_type')
      );
    };
    // Read as JSON: neither refused nor taken for a string or for no body. A rule about the whole
    // object (batch-update-status wants a status) also answers on ["body"], with its own message.
    const bodyNotRead = (error: { loc: string[]; type: string; msg: string }) =>
      error.loc.join('.') === 'body' && (error.type === 'model_attributes_type' || error.msg === 'Field required');
    const readAsJson: Expectation = (response, value) =>
      response.statusCode !== 415 && (isPlainObject(value) ? !errorsOf(response).some(bodyNotRead) : notAnObject(response, value, 'x'));
    const noLoginFields: Expectation = (response) =>
      JSON.stringify(errorsOf(response).map((error) => `${error.loc.join('.')} ${error.type}`)) ===
      JSON.stringify(['body.username missing', 'body.password missing']);
    const unsupported: Expectation = (response) => response.statusCode === 415;
    const plans: {
      routes: string;
      takes: (operation: Operation) => boolean;
      as: string;
      cases: [encoding: string, expected: Expectation, answer: string][];
    }[] = [
      {
        routes: 'JSON routes',
        as: 'as FastAPI does',
        takes: (operation) => operation.body?.type === 'application/json' && !operation.types.includes('text/plain'),
        cases: [
          ...['a url-encoded form', 'a multipart form', 'plain text', 'XML', 'text/json', 'a Content-Type that is no media type'].map(
            (encoding): [string, Expectation, string] => [encoding, notAnObject, '422 on the body'],
          ),
          ['application/*+json', readAsJson, 'read as JSON'],
          ['an empty Content-Type', readAsJson, 'read as JSON'],
        ],
      },
      {
        // The load reports: a beacon may send its JSON as text/plain.
        routes: 'JSON routes that also read text/plain as JSON',
        as: 'as this API documents',
        takes: (operation) => operation.body?.type === 'application/json' && operation.types.includes('text/plain'),
        cases: [
          ...['a url-encoded form', 'a multipart form', 'XML', 'text/json', 'a Content-Type that is no media type'].map(
            (encoding): [string, Expectation, string] => [encoding, notAnObject, '422 on the body'],
          ),
          ...['plain text', 'application/*+json', 'an empty Content-Type'].map((encoding): [string, Expectation, string] => [
            encoding,
            readAsJson,
            'read as JSON',
          ]),
        ],
      },
      {
        routes: 'the form login',
        as: 'as FastAPI does',
        takes: (operation) => operation.body?.type === 'application/x-www-form-urlencoded',
        cases: ['JSON', 'application/*+json', 'plain text', 'XML', 'a Content-Type that is no media type', 'an empty Content-Type'].map(
          (encoding): [string, Expectation, string] => [encoding, noLoginFields, '422 username and password missing'],
        ),
      },
      {
        routes: 'the multipart upload',
        // This API's contract (docs/security.md); FastAPI would read no form fields and name them missing.
        as: 'as this API documents',
        takes: (operation) => operation.body?.type === 'multipart/form-data',
        cases: ['JSON', 'a url-encoded form', 'plain text'].map((encoding): [string, Expectation, string] => [
          encoding,
          unsupported,
          '415',
        ]),
      },
    ];
    for (const plan of plans) {
      const routes = operations.filter(plan.takes);
      assert.ok(routes.length > 0, plan.routes);
      for (const [encoding, expected, answer] of plan.cases) {
        const answers = new Tally();
        let asExpected = 0;
        for (const operation of routes) {
          const url = existingPath(operation, ids);
          const property = fc.asyncProperty(arbitraryFor(operation.body!.schema), async (value) => {
            const { type, payload } = encodings[encoding]!(value);
            const response = await fuzzedCall({
              method: operation.method as 'POST',
              url,
              headers: { ...headers, 'content-type': type },
              payload,
            });
            const errors = errorsOf(response);
            const onBody = errors.find((error) => error.loc.join('.') === 'body');
            answers.add(`${response.statusCode}${onBody ? ` ${onBody.type} on the body` : errors.length > 0 ? ' on fields' : ''}`);
            const problems = problemsOf(response);
            if (expected(response, value, payload)) asExpected++;
            else problems.push(`not answered ${plan.as} (${answer}) to ${encoding}`);
            assert.deepEqual(
              problems,
              [],
              `${operation.method} ${url} [${type}] ${String(payload).slice(0, 200)}\n-> ${response.statusCode} ${response.body.slice(0, 300)}`,
            );
          });
          await fc.assert(property, { numRuns: RUNS, seed, endOnFailure: false });
        }
        reportFigure(
          'fuzzing media types (a body of another media type than the route takes)',
          `${plan.routes} (${routes.length}) given ${encoding}`,
          `${answers.total} requests, ${asExpected} answered ${plan.as} (${answer}): ${answers}`,
        );
      }
    }
  });
});
