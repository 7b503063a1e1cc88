import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { json } from '../helpers/api.js'
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js'

// Every /api/v1 row of the contract, as OpenAPI path + method.
const CONTRACT: [string, string][] = [
  ['/api/v1/login/access-token', 'post'],
  ['/api/v1/login/test-token', 'post'],
  ['/api/v1/password-recovery/{email}', 'post'],
  ['/api/v1/reset-password/', 'post'],
  ['/api/v1/password-recovery-html-content/{email}', 'post'],
  ['/api/v1/users/', 'get'],
  ['/api/v1/users/', 'post'],
  ['/api/v1/users/me', 'get'],
  ['/api/v1/users/me', 'patch'],
  ['/api/v1/users/me', 'delete'],
  ['/api/v1/users/me/password', 'patch'],
  ['/api/v1/users/signup', 'post'],
  ['/api/v1/users/{user_id}', 'get'],
  ['/api/v1/users/{user_id}', 'patch'],
  ['/api/v1/users/{user_id}', 'delete'],
  ['/api/v1/items/', 'get'],
  ['/api/v1/items/', 'post'],
  ['/api/v1/items/{id}', 'get'],
  ['/api/v1/items/{id}', 'put'],
  ['/api/v1/items/{id}', 'delete'],
  ['/api/v1/utils/health-check/', 'get'],
  ['/api/v1/utils/test-email/', 'post'],
]

describe('OpenAPI document and docs', () => {
  let t: TestApp
  before(async () => {
    t = await buildTestApp()
  })
  after(() => t.close())

  it('serves OpenAPI 3 at /api/v1/openapi.json covering every contract call', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
    assert.equal(response.statusCode, 200)
    const spec = json(response)
    assert.match(spec.openapi, /^3\./)
    for (const [path, method] of CONTRACT) {
      assert.ok(spec.paths[path]?.[method], `${method.toUpperCase()} ${path} missing from the document`)
    }
    // Static hosting and the docs themselves stay out of it.
    assert.deepEqual(Object.keys(spec.paths).filter((path) => !path.startsWith('/api/v1/')), [])
  })

  it('is generated from the validation schemas', async () => {
    const spec = json(await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' }))
    const signup = spec.paths['/api/v1/users/signup'].post
    const body = signup.requestBody.content['application/json'].schema
    assert.deepEqual([...body.required].sort(), ['email', 'password'])
    assert.equal(body.properties.password.minLength, 8)
    assert.equal(body.properties.password.maxLength, 128)
    assert.equal(body.properties.email.format, 'email')
    const login = spec.paths['/api/v1/login/access-token'].post
    assert.ok(login.requestBody.content['application/x-www-form-urlencoded'])
    const items = spec.paths['/api/v1/items/'].get
    const limit = items.parameters.find((parameter: { name: string }) => parameter.name === 'limit')
    assert.equal(limit.in, 'query')
    assert.equal(limit.schema.maximum, 1000)
    assert.ok(items.responses['422'])
    assert.deepEqual(items.security, [{ OAuth2PasswordBearer: [] }])
    assert.equal(spec.components.securitySchemes.OAuth2PasswordBearer.flows.password.tokenUrl, '/api/v1/login/access-token')
  })

  it('serves interactive docs at /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs' })
    assert.equal(response.statusCode, 200)
    assert.match(String(response.headers['content-type']), /text\/html/)
    assert.match(response.body, /swagger/i)
    const docsSpec = await t.app.inject({ method: 'GET', url: '/docs/json' })
    assert.equal(docsSpec.statusCode, 200)
  })
})
