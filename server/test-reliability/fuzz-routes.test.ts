import assert from 'node:assert/strict'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import fc from 'fast-check'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { adminHeaders, createUser, json, type Headers } from '../test/helpers/api.js'
import { COMPLETE_FIELDS, GIF, createTask, createTemplate, multipart, pngImage } from '../test/helpers/backend.js'
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.js'
import { filesUnder, rowsWritten } from './helpers/db-writes.js'
import { fuzzSeed, reportFigure } from './helpers/figures.js'
import { MAX_JSON_DEPTH, MAX_JSON_ENTRIES } from '../src/lib/json-limits.js'
import { anyJson, arbitraryFor, hostileString, type JsonSchema } from './helpers/schema-arbitrary.js'

const RUNS_PER_ROUTE = 1000

interface Parameter {
  in: 'path' | 'query'
  name: string
  schema: JsonSchema
}

interface Operation {
  method: string
  path: string
  parameters: Parameter[]
  /** The body's media type and schema, when the operation takes one. */
  body: { type: string; schema: JsonSchema } | null
}

/** Percent-encodes every byte of the UTF-8 form (lone surrogates included, unlike encodeURIComponent). */
function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`)).join('')
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '')

/** Bodies of the wrong kind, for any route: bad JSON, other media types, nothing at all. */
const strayBody = fc.oneof(
  fc.record({ type: fc.constant('application/json'), body: fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('{', '{"a":', 'nul', '[1,]', '\u0000', '{"template_id": 1e999}')) }),
  fc.record({ type: fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'image/png'), body: fc.string({ maxLength: 200 }) }),
  fc.constant({ type: null, body: null }),
)

interface FuzzRequest {
  options: InjectOptions
  label: string
}

/** Builds the request arbitrary of one documented operation from its schemas. */
function requestsFor(operation: Operation, ids: Record<string, string[]>, headers: Headers): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path')
  const queryParams = operation.parameters.filter((p) => p.in === 'query')
  const pathValue = (param: Parameter) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...(ids[param.name] ?? ['1'])) },
      { weight: 3, arbitrary: arbitraryFor(param.schema).map(asText) },
      { weight: 1, arbitrary: hostileString },
    )
  const queryValue = (param: Parameter) => fc.oneof({ weight: 4, arbitrary: arbitraryFor(param.schema).map(asText) }, { weight: 1, arbitrary: hostileString })

  const path = fc.tuple(...pathParams.map(pathValue))
  const query = fc.tuple(
    fc.record(Object.fromEntries(queryParams.map((param) => [param.name, queryValue(param)])), { requiredKeys: [] }),
    fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 30 }), { maxKeys: 2 }),
    fc.boolean(), // repeat every known parameter (arrays where one value is expected)
  )
  let body: fc.Arbitrary<{ type: string | null; body: string | Buffer | null }>
  if (!operation.body) {
    body = fc.oneof({ weight: 3, arbitrary: fc.constant({ type: null, body: null }) }, { weight: 1, arbitrary: strayBody })
  } else if (operation.body.type === 'application/json') {
    const good = arbitraryFor(operation.body.schema).map((value) => ({ type: 'application/json', body: JSON.stringify(value) ?? 'null' }))
    body = fc.oneof({ weight: 6, arbitrary: good }, { weight: 1, arbitrary: strayBody })
  } else if (operation.body.type === 'application/x-www-form-urlencoded') {
    const form = fc
      .tuple(arbitraryFor(operation.body.schema), fc.boolean())
      .map(([value, repeat]) => {
        const params = new URLSearchParams()
        if (value && typeof value === 'object' && !Array.isArray(value)) {
          for (const [name, field] of Object.entries(value)) {
            params.append(name, asText(field))
            if (repeat) params.append(name, asText(field))
          }
        }
        return { type: 'application/x-www-form-urlencoded', body: params.toString() }
      })
    body = fc.oneof({ weight: 6, arbitrary: form }, { weight: 1, arbitrary: strayBody })
  } else {
    body = uploadBodies(ids.template_id ?? ['1'])
  }

  return fc.tuple(path, query, body).map(([pathValues, [known, extra, repeat], payload]) => {
    let url = operation.path
    pathParams.forEach((param, index) => (url = url.replace(`{${param.name}}`, percentEncode(pathValues[index]!))))
    const pairs: string[] = []
    for (const [name, value] of Object.entries(known)) {
      pairs.push(`${name}=${percentEncode(value as string)}`)
      if (repeat) pairs.push(`${name}=${percentEncode(value as string)}`)
    }
    for (const [name, value] of Object.entries(extra)) pairs.push(`${percentEncode(name)}=${percentEncode(value)}`)
    if (pairs.length > 0) url += `?${pairs.join('&')}`
    const requestHeaders: Record<string, string> = { ...headers }
    if (payload.type) requestHeaders['content-type'] = payload.type
    const options: InjectOptions = { method: operation.method as 'GET', url, headers: requestHeaders, ...(payload.body !== null ? { payload: payload.body } : {}) }
    const shown = typeof payload.body === 'string' ? payload.body.slice(0, 300) : payload.body ? `<${payload.body.length} bytes>` : ''
    return { options, label: `${operation.method} ${url.slice(0, 300)} [${payload.type ?? 'no body'}] ${shown}` }
  })
}

/** Multipart bodies for the reference upload: right and wrong fields, files good, bad and hostile. */
function uploadBodies(templateIds: string[]): fc.Arbitrary<{ type: string | null; body: Buffer | string | null }> {
  const png = pngImage()
  const file = fc.record({
    name: fc.oneof({ weight: 5, arbitrary: fc.constant('reference_image') }, { weight: 1, arbitrary: fc.string({ maxLength: 20 }).filter((name) => !/["\r\n]/.test(name)) }),
    filename: fc.oneof(fc.constantFrom('a.png', 'photo.jpg', '../../etc/passwd', 'a/b.png', '..\\x.png', `${'n'.repeat(300)}.png`, ''), fc.string({ maxLength: 40 }).filter((name) => !/["\r\n]/.test(name))),
    contentType: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', 'image/gif'),
    data: fc.oneof(
      fc.constant(png),
      fc.constant(GIF),
      fc.constant(Buffer.alloc(0)),
      fc.constant(Buffer.concat([png, Buffer.from('<script>alert(1)</script>')])),
      fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.concat([png.subarray(0, 16), Buffer.from(bytes)])),
    ),
  })
  const field = (good: fc.Arbitrary<string>) => fc.option(fc.oneof({ weight: 4, arbitrary: good }, { weight: 1, arbitrary: hostileString }), { nil: undefined, freq: 8 })
  const form = fc
    .tuple(field(fc.constantFrom(...templateIds, '0', '-1', '2147483648')), field(fc.constantFrom('1', '2', '3', '4', '0', '5', '1.5')), fc.array(file, { maxLength: 2 }))
    .map(([templateId, index, files]) => {
      const fields: Record<string, string> = {}
      if (templateId !== undefined) fields.template_id = templateId
      if (index !== undefined) fields.reference_image_index = index
      const built = multipart(fields, files)
      return { type: built.headers['content-type']!, body: built.payload }
    })
  return fc.oneof({ weight: 6, arbitrary: form }, { weight: 1, arbitrary: strayBody })
}

/** What every answer must be, accepted or refused; an empty list when it is. */
function problemsOf(response: LightMyRequestResponse): string[] {
  const problems: string[] = []
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`)
  if (response.headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff')
  if (!response.headers['content-security-policy']) problems.push('no Content-Security-Policy')
  if (response.statusCode >= 400) {
    let body: any
    try {
      body = json(response)
    } catch {
      return [...problems, `an error that is not JSON: ${response.body.slice(0, 100)}`]
    }
    if (response.statusCode === 422) {
      const wellFormed =
        Array.isArray(body.detail) &&
        body.detail.length > 0 &&
        body.detail.every(
          (entry: any) => Array.isArray(entry.loc) && ['body', 'query', 'path'].includes(entry.loc[0]) && typeof entry.msg === 'string' && entry.msg !== '' && typeof entry.type === 'string' && entry.type !== '',
        )
      if (!wellFormed) problems.push(`a malformed 422: ${response.body.slice(0, 200)}`)
    } else if (typeof body.detail !== 'string' || body.detail === '') {
      problems.push(`an error without a detail text: ${response.body.slice(0, 200)}`)
    }
  }
  return problems
}

/** The operation's path with an existing row's id of the right type in each parameter. */
function existingPath(operation: Operation, ids: Record<string, string[]>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const integer = operation.parameters.find((param) => param.name === name)?.schema.type === 'integer'
    return ids[name]?.find((id) => !integer || /^\d+$/.test(id)) ?? '1'
  })
}

/** An object schema that lists no properties: a free-form JSON field. */
const isFreeForm = (schema: any): boolean =>
  (schema?.type === 'object' && schema.properties === undefined) || (Array.isArray(schema?.anyOf) && schema.anyOf.some(isFreeForm))

interface FreeFormShape {
  depth: number
  width: number
  /** Characters of the one string at the bottom. */
  size: number
  arrays: boolean
}

/** JSON text of a value `depth` containers deep whose innermost holds `width` entries and a string of `size`. */
function freeFormJson({ depth, width, size, arrays }: FreeFormShape): string {
  const entries = Array.from({ length: width }, (_, i) => (arrays ? String(i) : `"k${i}":${i}`))
  entries.push(arrays ? JSON.stringify('s'.repeat(size)) : `"text":${JSON.stringify('s'.repeat(size))}`)
  const inner = arrays ? `[${entries.join(',')}]` : `{${entries.join(',')}}`
  // Objects at every level: a free-form field must be an object, whatever it holds.
  return '{"a":'.repeat(depth - 1) + inner + '}'.repeat(depth - 1)
}

const freeFormShapes: fc.Arbitrary<FreeFormShape> = fc.record({
  depth: fc.oneof(fc.integer({ min: 1, max: MAX_JSON_DEPTH + 2 }), fc.integer({ min: 1, max: 5000 })),
  width: fc.oneof(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 2 * MAX_JSON_ENTRIES })),
  size: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 0, max: 1000 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 1_200_000 }) }),
  arrays: fc.boolean(),
})

describe('property-based fuzzing of every route (fast-check)', () => {
  let t: TestApp
  let app: FastifyInstance
  let headers: Headers
  let operations: Operation[]
  const ids: Record<string, string[]> = {}
  const seed = fuzzSeed()

  before(async () => {
    t = await buildTestApp()
    app = t.app
    headers = await adminHeaders(app)
    // Rows to aim at: ids that exist make requests reach the handlers' rules, not just a 404.
    const users = [await createUser(app), await createUser(app)]
    const items = []
    for (const user of users) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/items/', headers: user.headers, payload: { title: 'Fuzz target' } })
      items.push(json(response).id as string)
    }
    const templates = [
      await createTemplate(app, { template_status: '已生成' }),
      await createTemplate(app, { template_status: '待补全', ...COMPLETE_FIELDS }),
      await createTemplate(app, { template_status: '已上架', template_sub_status: '已上架', ...COMPLETE_FIELDS }),
    ]
    const tasks = [await createTask(app), await createTask(app, { task_status: 3, video_url: 'https://cdn.example.com/v.mp4' })]
    ids.user_id = users.map((user) => user.id)
    ids.id = [...items, ...tasks.map((task) => String(task.task_id))]
    ids.template_id = templates.map((template) => String(template.template_id))
    ids.email = users.map((user) => user.email)
    // A built shell, so the single-page fallback answers as in production.
    await mkdir(join(t.config.webRoot, 'shell', 'dist'), { recursive: true })
    await writeFile(join(t.config.webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>')

    const doc = app.swagger() as { paths: Record<string, Record<string, any>> }
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const content = op.requestBody?.content ?? {}
        const type = Object.keys(content)[0]
        return {
          method: method.toUpperCase(),
          path,
          parameters: (op.parameters ?? []) as Parameter[],
          body: type ? { type, schema: content[type].schema as JsonSchema } : null,
        }
      }),
    )
    // Routes outside the document: stored media, the frontends, their config, the docs.
    const anyPath: JsonSchema = { type: 'string' }
    for (const path of ['/media/{key}', '/remotes/items/{key}', '/{key}', '/docs/{key}', '/config.json']) {
      operations.push({ method: 'GET', path, parameters: path.includes('{key}') ? [{ in: 'path', name: 'key', schema: anyPath }] : [], body: null })
    }
    ids.key = ['demo/x.png', 'references/00000000-0000-0000-0000-000000000000.png', 'index.html', 'mf-manifest.json', '..%2f..%2fsecret_key', '%2e%2e/app.db', 'static/index.html']
    console.log(`fuzzing seed ${seed} (replay with RELIABILITY_SEED=${seed})`)
  })
  after(() => t.close())

  it(`${RUNS_PER_ROUTE} inputs per route: never a 5xx, every 422 well-formed, nothing stored from a refused request`, async () => {
    const uploads = t.config.uploadsDir
    const counts = { requests: 0, accepted: 0, refused: 0, validation: 0 }
    const started = performance.now()
    for (const operation of operations) {
      const property = fc.asyncProperty(requestsFor(operation, ids, headers), async ({ options, label }) => {
        const writesBefore = await rowsWritten(app)
        const filesBefore = (await filesUnder(uploads)).length
        const response = await app.inject(options)
        counts.requests++
        const problems = problemsOf(response)
        if (response.statusCode >= 400) {
          counts.refused++
          if (response.statusCode === 422) counts.validation++
          const written = (await rowsWritten(app)) - writesBefore
          if (written !== 0) problems.push(`refused (${response.statusCode}) yet ${written} row(s) written`)
          const files = (await filesUnder(uploads)).length - filesBefore
          if (files !== 0) problems.push(`refused (${response.statusCode}) yet ${files} file(s) written`)
        } else {
          counts.accepted++
        }
        assert.deepEqual(problems, [], `${label}\n-> ${response.statusCode} ${response.body.slice(0, 300)}`)
      })
      await fc.assert(property, { numRuns: RUNS_PER_ROUTE, seed, endOnFailure: false })
    }
    const seconds = (performance.now() - started) / 1000
    reportFigure('fuzzing (fast-check, SQLite)', 'routes fuzzed', `${operations.length} (${RUNS_PER_ROUTE} inputs each, seed ${seed})`)
    reportFigure('fuzzing (fast-check, SQLite)', 'requests', `${counts.requests} in ${seconds.toFixed(0)} s: ${counts.accepted} accepted, ${counts.refused} refused (${counts.validation} of them 422)`)
    reportFigure('fuzzing (fast-check, SQLite)', '5xx answers, malformed errors, writes from refused requests', 0)
  })

  it('free-form JSON of any depth, width and size: refused at the limits with a 422 naming the field, never a 5xx', async () => {
    const counts = { requests: 0, accepted: 0, overLimits: 0, tooLarge: 0, otherRefusals: 0 }
    const fields = operations.flatMap((operation) =>
      operation.body?.type === 'application/json'
        ? Object.entries((operation.body.schema as any).properties ?? {}).filter(([, schema]) => isFreeForm(schema)).map(([name]) => ({ operation, name }))
        : [],
    )
    for (const { operation, name } of fields) {
      const url = existingPath(operation, ids)
      const property = fc.asyncProperty(freeFormShapes, async (shape) => {
        const payload = `{"template_id":${ids.template_id?.[0] ?? 1},"user_id":"${ids.user_id?.[0]}","platform":"keling",${JSON.stringify(name)}:${freeFormJson(shape)}}`
        const response = await app.inject({ method: operation.method as 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload })
        counts.requests++
        const problems = problemsOf(response)
        const entries = shape.width + 1 + (shape.depth - 1)
        const overLimits = shape.depth > MAX_JSON_DEPTH || entries > MAX_JSON_ENTRIES
        if (response.statusCode === 413) counts.tooLarge++
        else if (overLimits) {
          counts.overLimits++
          const detail = response.statusCode === 422 ? json(response).detail : []
          if (!detail.some((error: { loc: string[] }) => error.loc.join('.') === `body.${name}`)) problems.push(`over the limits yet not a 422 naming ${name}`)
        } else if (response.statusCode < 400) counts.accepted++
        else counts.otherRefusals++
        assert.deepEqual(problems, [], `${operation.method} ${url} ${name} ${JSON.stringify(shape)}\n-> ${response.statusCode} ${response.body.slice(0, 300)}`)
      })
      await fc.assert(property, { numRuns: 150, seed, endOnFailure: false })
    }
    const group = 'fuzzing free-form JSON (depth 1-5000, up to 2,000 entries, strings up to 1.2 MB)'
    reportFigure(group, 'fields fuzzed', `${fields.length} (${fields.map(({ operation, name }) => `${operation.path} ${name}`).join(', ')}), 150 values each`)
    reportFigure(group, 'requests', `${counts.requests}: ${counts.overLimits} over the limits (all 422 naming the field), ${counts.tooLarge} over the body limit (413), ${counts.accepted} accepted, ${counts.otherRefusals} refused for other fields`)
    reportFigure(group, '5xx answers', 0)
  })

  it('bodies of the other media type on every route that takes one: a form on JSON routes, JSON on the form login', async () => {
    const counts = { requests: 0, asFastApi: 0 }
    // Bodies that are objects (every route's but the upload's): a form can only carry fields.
    for (const operation of operations.filter((candidate) => candidate.body && candidate.body.type !== 'multipart/form-data' && (candidate.body.schema as any).type === 'object')) {
      const url = existingPath(operation, ids)
      const isForm = operation.body!.type === 'application/x-www-form-urlencoded'
      const property = fc.asyncProperty(arbitraryFor(operation.body!.schema), async (value) => {
        const fields = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : []
        const payload = isForm ? JSON.stringify(value ?? {}) : new URLSearchParams(fields.map(([key, field]): [string, string] => [key, asText(field)])).toString()
        const type = isForm ? 'application/json' : 'application/x-www-form-urlencoded'
        const response = await app.inject({ method: operation.method as 'POST', url, headers: { ...headers, 'content-type': type }, payload })
        counts.requests++
        const problems = problemsOf(response)
        const detail = response.statusCode === 422 ? json(response).detail : []
        const expected = isForm
          ? detail.some((error: { loc: string[]; type: string }) => error.loc.join('.') === 'body.username' && error.type === 'missing')
          : // An empty body is no body at all: FastAPI says the body is missing.
            detail.length === 1 && detail[0].loc.join('.') === 'body' && detail[0].type === (payload === '' ? 'missing' : 'model_attributes_type')
        if (expected) counts.asFastApi++
        else problems.push(`not FastAPI's answer to a ${type} body`)
        assert.deepEqual(problems, [], `${operation.method} ${url} [${type}] ${payload.slice(0, 200)}\n-> ${response.statusCode} ${response.body.slice(0, 300)}`)
      })
      await fc.assert(property, { numRuns: 50, seed, endOnFailure: false })
    }
    reportFigure('fuzzing media types', 'requests with the other media type', `${counts.requests} (50 per route taking a body): ${counts.asFastApi} answered as FastAPI does (422 on the body; the login's fields missing)`)
  })
})
