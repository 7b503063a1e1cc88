import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { json } from '../helpers/api.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

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
  ['/api/v1/utils/ready/', 'get'],
  // The module registry and deploy keys (not in the starter's contract; superusers only).
  ['/api/v1/modules/', 'get'],
  ['/api/v1/modules/', 'post'],
  ['/api/v1/modules/{name}/retire', 'post'],
  ['/api/v1/deploy-keys/', 'get'],
  ['/api/v1/deploy-keys/', 'post'],
  ['/api/v1/deploy-keys/{id}', 'delete'],
  // The audit log (not in the starter's contract; users.manage).
  ['/api/v1/audit/', 'get'],
  // /api/backend
  ['/api/backend/video-template/list', 'post'],
  ['/api/backend/video-template/get', 'post'],
  ['/api/backend/video-template/create', 'post'],
  ['/api/backend/video-template/update', 'post'],
  ['/api/backend/video-template/delete', 'post'],
  ['/api/backend/video-template/copy', 'post'],
  ['/api/backend/video-template/batch-update-status', 'post'],
  ['/api/backend/video-template/{template_id}/history', 'get'],
  ['/api/backend/video-template/generate-title', 'post'],
  ['/api/backend/video-template/generate-image', 'post'],
  ['/api/backend/video-template/generate-recommendation', 'post'],
  ['/api/backend/video-template/generate-evaluation', 'post'],
  ['/api/backend/video-template/review', 'post'],
  ['/api/backend/video-template/publish', 'post'],
  ['/api/backend/video-template/generate-reference-video', 'post'],
  ['/api/backend/video-tasks/', 'get'],
  ['/api/backend/video-tasks/', 'post'],
  ['/api/backend/video-tasks/{id}', 'get'],
  ['/api/backend/video-tasks/{id}', 'put'],
  ['/api/backend/video-tasks/{id}', 'delete'],
  ['/api/backend/video-tasks/stats/summary', 'get'],
];

describe('OpenAPI document and docs', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('serves OpenAPI 3 at /api/v1/openapi.json covering every contract call', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    assert.equal(response.statusCode, 200);
    const spec = json(response);
    assert.match(spec.openapi, /^3\./);
    for (const [path, method] of CONTRACT) {
      assert.ok(spec.paths[path]?.[method], `${method.toUpperCase()} ${path} missing from the document`);
    }
    // Static hosting, /media and the docs themselves stay out of it.
    assert.deepEqual(
      Object.keys(spec.paths).filter((path) => !path.startsWith('/api/v1/') && !path.startsWith('/api/backend/')),
      [],
    );
  });

  it('is generated from the validation schemas', async () => {
    const spec = json(await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' }));
    const signup = spec.paths['/api/v1/users/signup'].post;
    const body = signup.requestBody.content['application/json'].schema;
    assert.deepEqual([...body.required].sort(), ['email', 'password']);
    assert.equal(body.properties.password.minLength, 8);
    assert.equal(body.properties.password.maxLength, 128);
    assert.equal(body.properties.email.format, 'email');
    const login = spec.paths['/api/v1/login/access-token'].post;
    assert.ok(login.requestBody.content['application/x-www-form-urlencoded']);
    const items = spec.paths['/api/v1/items/'].get;
    const limit = items.parameters.find((parameter: { name: string }) => parameter.name === 'limit');
    assert.equal(limit.in, 'query');
    assert.equal(limit.schema.maximum, 1000);
    assert.ok(items.responses['422']);
    assert.deepEqual(items.security, [{ OAuth2PasswordBearer: [] }]);
    assert.equal(spec.components.securitySchemes.OAuth2PasswordBearer.flows.password.tokenUrl, '/api/v1/login/access-token');
  });

  it('documents the back office: statuses, URL fields, the multipart upload, bearer security', async () => {
    const spec = json(await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' }));
    const create = spec.paths['/api/backend/video-template/create'].post;
    const body = create.requestBody.content['application/json'].schema;
    assert.ok(JSON.stringify(body.properties.template_status).includes('待补全'));
    assert.ok(JSON.stringify(body.properties.template_main_image).includes('url-or-path'));
    assert.deepEqual(create.security, [{ OAuth2PasswordBearer: [] }]);
    const upload = spec.paths['/api/backend/video-template/generate-reference-video'].post;
    const form = upload.requestBody.content['multipart/form-data'].schema;
    assert.deepEqual(Object.keys(form.properties).sort(), ['reference_image', 'reference_image_index', 'template_id']);
    assert.ok(upload.responses['413']);
    const tasks = spec.paths['/api/backend/video-tasks/'].get;
    const sortBy = tasks.parameters.find((parameter: { name: string }) => parameter.name === 'sort_by');
    assert.deepEqual(sortBy.schema.enum, ['created_at', 'updated_at', 'task_id', 'template_id', 'task_status', 'platform']);
  });

  it('serves interactive docs at /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /text\/html/);
    assert.match(response.body, /swagger/i);
    const docsSpec = await t.app.inject({ method: 'GET', url: '/docs/json' });
    assert.equal(docsSpec.statusCode, 200);
  });
});
