import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { contentSecurityPolicy } from '../../src/config/content-security-policy.js';
import { adminHeaders } from '../helpers/api.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

/** The CSP as a map of directive -> sources. */
function directives(header: unknown): Map<string, string[]> {
  assert.equal(typeof header, 'string', 'a Content-Security-Policy header');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function assertCommonHeaders(response: LightMyRequestResponse, what: string): void {
  assert.equal(response.headers['x-content-type-options'], 'nosniff', what);
  assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin', what);
  assert.equal(response.headers['x-frame-options'], 'DENY', what);
  assert.deepEqual(directives(response.headers['content-security-policy']).get('frame-ancestors'), ["'none'"], what);
}

describe('security headers', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({
      REMOTE_ITEMS_URL: 'https://items.example.com/app/mf-manifest.json',
      REMOTE_TEMPLATES_URL: 'http://127.0.0.1:9911/mf-manifest.json',
      API_URL: 'https://api.example.com',
    });
    await mkdir(join(t.config.webRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(join(t.config.webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  });
  after(() => t.close());

  it('the page policy allows scripts only from this origin and the configured remotes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/items' });
    assert.equal(response.statusCode, 200);
    assertCommonHeaders(response, 'the shell');
    const csp = directives(response.headers['content-security-policy']);
    assert.deepEqual(csp.get('default-src'), ["'self'"]);
    assert.deepEqual(csp.get('script-src'), ["'self'", 'https://items.example.com', 'http://127.0.0.1:9911']);
    assert.deepEqual(csp.get('connect-src'), ["'self'", 'https://api.example.com', 'https://items.example.com', 'http://127.0.0.1:9911']);
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
    assert.deepEqual(csp.get('base-uri'), ["'self'"]);
    for (const [name, sources] of csp) {
      assert.ok(
        !sources.includes('data:') && !sources.includes("'unsafe-eval'") && !sources.includes('*'),
        `${name}: ${sources.join(' ')}`,
      );
    }
    assert.ok(!csp.get('script-src')!.includes("'unsafe-inline'"));
  });

  it('with the default settings (everything same-origin) the policy names no other origin', () => {
    const csp = directives(
      contentSecurityPolicy({
        apiUrl: '',
        remoteUrls: {
          account: '/remotes/account/mf-manifest.json',
          items: '/remotes/items/mf-manifest.json',
          templates: '/remotes/templates/mf-manifest.json',
          videoTasks: '/remotes/video-tasks/mf-manifest.json',
        },
      }),
    );
    assert.deepEqual(csp.get('script-src'), ["'self'"]);
    assert.deepEqual(csp.get('connect-src'), ["'self'"]);
  });

  it('every kind of answer carries them: API data, errors, 404s, config', async () => {
    const headers = await adminHeaders(t.app);
    const answers: [string, LightMyRequestResponse][] = [
      ['health check', await t.app.inject({ method: 'GET', url: '/api/v1/utils/health-check/' })],
      ['a list', await t.app.inject({ method: 'GET', url: '/api/v1/users/', headers })],
      ['a 401', await t.app.inject({ method: 'GET', url: '/api/v1/users/me' })],
      ['a 422', await t.app.inject({ method: 'GET', url: '/api/v1/users/?limit=x', headers })],
      ['a 404', await t.app.inject({ method: 'GET', url: '/api/nowhere' })],
      ['config.json', await t.app.inject({ method: 'GET', url: '/config.json' })],
    ];
    for (const [what, response] of answers) assertCommonHeaders(response, what);
  });

  it('stored media and the API docs keep their own, stricter policies', async () => {
    await mkdir(join(t.config.uploadsDir, 'generated'), { recursive: true });
    await writeFile(join(t.config.uploadsDir, 'generated', 'poster.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const media = await t.app.inject({ method: 'GET', url: '/media/generated/poster.svg' });
    assert.equal(media.statusCode, 200);
    assert.ok(directives(media.headers['content-security-policy']).has('sandbox'));
    assert.equal(media.headers['x-content-type-options'], 'nosniff');

    const docs = await t.app.inject({ method: 'GET', url: '/docs/' });
    assert.equal(docs.statusCode, 200);
    assertCommonHeaders(docs, 'the docs');
    const csp = directives(docs.headers['content-security-policy']);
    assert.ok(!csp.has('upgrade-insecure-requests'), 'plain-http docs keep working');
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
  });
});

describe('HSTS and CORS', () => {
  it('HSTS only over HTTPS (here: a trusted proxy says so), never on plain http', async () => {
    const t = await buildTestApp({ TRUST_PROXY: '1' });
    try {
      const plain = await t.app.inject({ method: 'GET', url: '/api/v1/utils/health-check/' });
      assert.equal(plain.headers['strict-transport-security'], undefined);
      const secure = await t.app.inject({ method: 'GET', url: '/api/v1/utils/health-check/', headers: { 'x-forwarded-proto': 'https' } });
      assert.equal(secure.headers['strict-transport-security'], 'max-age=31536000');
    } finally {
      await t.close();
    }
  });

  it('CORS preflights allow only the methods and headers the API uses', async () => {
    const t = await buildTestApp({ CORS_ORIGINS: 'https://admin.example.com' });
    try {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/items/',
        headers: {
          origin: 'https://admin.example.com',
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization,content-type,x-evil',
        },
      });
      assert.equal(preflight.headers['access-control-allow-origin'], 'https://admin.example.com');
      assert.equal(preflight.headers['access-control-allow-methods'], 'GET, POST, PUT, PATCH, DELETE');
      assert.equal(preflight.headers['access-control-allow-headers'], 'authorization, content-type');
    } finally {
      await t.close();
    }
  });
});
