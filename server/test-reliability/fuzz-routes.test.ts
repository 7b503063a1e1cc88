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
})
