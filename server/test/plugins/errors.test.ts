import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertDetail, assertValidationError, json } from '../helpers/api.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

describe('error answers', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  before(async () => {
    t = await buildTestApp();
    headers = await adminHeaders(t.app);
  });
  after(() => t.close());

  const postItem = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/v1/items/', headers: { ...headers, 'content-type': contentType }, payload });

  it('URLs the router cannot read get the contract body and the security headers', async () => {
    // A valid address longer than the router's default 100-character parameter limit.
    const longEmail = `${'a'.repeat(60)}@${'b'.repeat(60)}.example.com`;
    const recovery = await t.app.inject({ method: 'POST', url: `/api/v1/password-recovery/${longEmail}` });
    assert.equal(recovery.statusCode, 200, recovery.body);
    const tooLong = await t.app.inject({ method: 'DELETE', url: `/api/v1/items/${'x'.repeat(1200)}`, headers });
    assertDetail(tooLong, 414, 'URI Too Long');
    const badEncoding = await t.app.inject({ method: 'GET', url: '/api/v1/items/%E0%A4%A', headers });
    assertDetail(badEncoding, 400, 'Invalid URL');
    for (const response of [tooLong, badEncoding]) {
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.match(String(response.headers['content-security-policy']), /frame-ancestors 'none'/);
    }
  });

  it('bad JSON is a 422 json_invalid in FastAPI shape', async () => {
    for (const payload of ['{"title": ', '{title: "x"}', 'nul', '{"title":"x"}}']) {
      assertValidationError(await postItem(payload), ['body'], 'json_invalid');
    }
  });

  it('an empty JSON body is a 422 missing body', async () => {
    assertValidationError(await postItem(''), ['body'], 'missing');
  });

  it('a body that is JSON but not an object is a 422', async () => {
    for (const payload of ['[]', '"text"', '42', 'null', 'true']) {
      assertValidationError(await postItem(payload), ['body']);
    }
  });

  it('prototype-pollution keys are refused, not merged', async () => {
    const response = await postItem('{"title":"x","__proto__":{"is_superuser":true}}');
    assert.ok(response.statusCode >= 400 && response.statusCode < 500, response.body);
    const constructorKey = await postItem('{"title":"x","constructor":{"prototype":{"polluted":true}}}');
    assert.ok(constructorKey.statusCode < 500);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  it('any media type but JSON is a 422 on the body, as FastAPI answers it (a form included)', async () => {
    for (const type of ['text/plain', 'application/xml', 'image/png', 'application/x-www-form-urlencoded', 'text/html; charset=utf-8']) {
      assertValidationError(await postItem('title=x', type), ['body'], 'model_attributes_type');
    }
    assertValidationError(await postItem('', 'text/plain'), ['body'], 'missing');
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/items/', headers })).statusCode, 200);
  });

  it('a body without Content-Type is read as JSON, as FastAPI reads it', async () => {
    const noType = await t.app.inject({ method: 'POST', url: '/api/v1/items/', headers, payload: Buffer.from('{"title":"untyped"}') });
    assert.equal(noType.statusCode, 200, noType.body);
    assert.equal(json(noType).title, 'untyped');
    assertValidationError(
      await t.app.inject({ method: 'POST', url: '/api/v1/items/', headers, payload: Buffer.from('title=x') }),
      ['body'],
      'json_invalid',
    );
  });

  it('an oversized body is a 413', async () => {
    const response = await postItem(JSON.stringify({ title: 'x', description: 'y'.repeat(2 * 1024 * 1024) }));
    assertDetail(response, 413, 'Request body is too large');
  });

  it('unknown paths are a JSON 404 Not Found', async () => {
    for (const url of ['/api/v1/nothing-here', '/api/v1/items/x/y', '/api/backend/anything', '/api']) {
      assertDetail(await t.app.inject({ method: 'GET', url }), 404, 'Not Found');
    }
    assertDetail(await t.app.inject({ method: 'POST', url: '/api/v1/nothing' }), 404, 'Not Found');
  });

  it('no input ever yields a 500', async () => {
    const id = randomUUID();
    const bodies: unknown[] = [
      {},
      [],
      null,
      0,
      '',
      'x',
      true,
      { title: {} },
      { title: [] },
      { title: Number.POSITIVE_INFINITY },
      { title: '\u0000' },
      { email: {}, password: [] },
      { email: 'a@b.co', password: 'p'.repeat(100000) },
      { full_name: { $ne: 1 } },
      { token: null, new_password: null },
      { current_password: 1, new_password: 2 },
      { is_active: 'yes' },
      { title: 'ok', description: '\u{1F600}'.repeat(255) },
    ];
    const routes: [string, string][] = [
      ['POST', '/api/v1/users/'],
      ['POST', '/api/v1/users/signup'],
      ['PATCH', '/api/v1/users/me'],
      ['PATCH', '/api/v1/users/me/password'],
      ['PATCH', `/api/v1/users/${id}`],
      ['POST', '/api/v1/items/'],
      ['PUT', `/api/v1/items/${id}`],
      ['POST', '/api/v1/reset-password/'],
      ['POST', '/api/v1/login/access-token'],
    ];
    for (const [method, url] of routes) {
      for (const body of bodies) {
        const response = await t.app.inject({
          method: method as 'POST',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        assert.ok(
          response.statusCode < 500,
          `${method} ${url} ${JSON.stringify(body).slice(0, 80)} -> ${response.statusCode} ${response.body}`,
        );
      }
    }
    const urls = [
      '/api/v1/users/%',
      '/api/v1/users/%E0%A4%A',
      '/api/v1/items/?skip=%00',
      '/api/v1/items/?limit[]=1',
      '/api/v1/items/?skip=1e3',
      '/api/v1/users/?skip=0x10',
      `/api/v1/items/${id}%20`,
      '/api/v1/items/..%2F..%2Fetc%2Fpasswd',
      '/api/v1/password-recovery/%FF',
      '/api/v1/password-recovery/a%00b%40example.com',
      '/api/v1/password-recovery-html-content/%00',
      '/api/v1/utils/test-email/?email_to=a%00%40example.com',
    ];
    for (const url of urls) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await t.app.inject({ method, url, headers });
        assert.ok(response.statusCode < 500, `${method} ${url} -> ${response.statusCode} ${response.body}`);
      }
    }
  });

  it('NUL characters are a 422 wherever they appear (PostgreSQL text cannot store them)', async () => {
    assertValidationError(await postItem(JSON.stringify({ title: 'a\u0000b' })), ['body', 'title'], 'string_no_nul');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin%00%40example.com&password=changethis',
    });
    assertValidationError(login, ['body', 'username'], 'string_no_nul');
    assertValidationError(
      await t.app.inject({ method: 'POST', url: '/api/v1/password-recovery/x%00y' }),
      ['path', 'email'],
      'string_no_nul',
    );
  });

  it('an emoji description of 255 characters fits (length counts characters, as in the contract)', async () => {
    const description = '\u{1F600}'.repeat(255);
    const response = await postItem(JSON.stringify({ title: 'é'.repeat(255), description }));
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(json(response).description, description);
    assertValidationError(
      await postItem(JSON.stringify({ title: 't', description: description + 'x' })),
      ['body', 'description'],
      'string_too_long',
    );
  });

  it('CORS: allowed origins get credentials on /api; others get nothing', async () => {
    const allowed = await t.app.inject({ method: 'GET', url: '/api/v1/utils/health-check/', headers: { origin: 'http://frontend.test' } });
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://frontend.test');
    assert.equal(allowed.headers['access-control-allow-credentials'], 'true');
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/utils/health-check/', headers: { origin: 'http://evil.test' } });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/items/',
      headers: {
        origin: 'http://frontend.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], 'http://frontend.test');
    assert.match(String(preflight.headers['access-control-allow-methods']), /POST/);
  });
});

describe('CORS_ORIGINS', () => {
  it('adds origins to FRONTEND_HOST', async () => {
    const t = await buildTestApp({ CORS_ORIGINS: 'http://localhost:3001, http://localhost:3002/' });
    try {
      for (const origin of ['http://localhost:3001', 'http://localhost:3002', 'http://frontend.test']) {
        const response = await t.app.inject({ method: 'GET', url: '/remotes/items/mf-manifest.json', headers: { origin } });
        assert.equal(response.headers['access-control-allow-origin'], origin);
      }
      const shell = await t.app.inject({ method: 'GET', url: '/', headers: { origin: 'http://localhost:3001' } });
      assert.equal(shell.headers['access-control-allow-origin'], undefined);
    } finally {
      await t.close();
    }
  });
});
