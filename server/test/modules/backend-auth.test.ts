import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertDetail, assertRefused, createUser, json, type CreatedUser } from '../helpers/api.js';
import {
  BACKEND_ROUTES,
  TASKS,
  TEMPLATES,
  createTask,
  createTemplate,
  firstPermissionOf,
  multipart,
  pngImage,
} from '../helpers/backend.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

describe('/api/backend needs a permission on every call', () => {
  let t: TestApp;
  let user: CreatedUser;
  before(async () => {
    t = await buildTestApp();
    user = await createUser(t.app);
    await createTemplate(t.app, { template_status: '已生成' });
    await createTask(t.app);
  });
  after(() => t.close());

  const call = (method: string, url: string, headers: Record<string, string>, payload: unknown = { template_id: 1 }) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: payload as object }),
    });

  it('401 Not authenticated with the Bearer challenge, without a token (even with a bad body)', async () => {
    for (const [method, url] of BACKEND_ROUTES) {
      for (const payload of [{ template_id: 1 }, { template_id: 'not-a-number', template_status: 'x' }]) {
        const response = await call(method, url, {}, payload);
        assertDetail(response, 401, 'Not authenticated');
        assert.equal(response.headers['www-authenticate'], 'Bearer', `${method} ${url}`);
      }
    }
  });

  it('403 for a regular user, 403 for a forged token, and nothing changes', async () => {
    for (const [method, url] of BACKEND_ROUTES) {
      assertRefused(await call(method, url, user.headers), firstPermissionOf(method, url));
      assertDetail(await call(method, url, { authorization: 'Bearer not.a.token' }), 403, 'Could not validate credentials');
    }
    const upload = multipart({ template_id: '1', reference_image_index: '1' }, [
      { name: 'reference_image', filename: 'a.png', data: pngImage() },
    ]);
    assertRefused(
      await t.app.inject({
        method: 'POST',
        url: `${TEMPLATES}/generate-reference-video`,
        headers: { ...user.headers, ...upload.headers },
        payload: upload.payload,
      }),
      'templates.edit',
    );
    // The template and the task are untouched.
    const admin = await createUser(t.app, { superuser: true });
    const template = json(await call('POST', `${TEMPLATES}/get`, admin.headers));
    assert.equal(template.template_status, '已生成');
    assert.equal((await call('GET', `${TASKS}/1`, admin.headers)).statusCode, 200);
  });

  it('any superuser (not only the first) may call them', async () => {
    const admin = await createUser(t.app, { superuser: true });
    for (const [method, url] of BACKEND_ROUTES.filter(([, path]) => !path.endsWith('generate-reference-video'))) {
      const response = await call(
        method,
        url,
        admin.headers,
        url.endsWith('/review') ? { template_id: 1, action: 'reject' } : { template_id: 1 },
      );
      assert.ok(
        response.statusCode < 500 && ![401, 403].includes(response.statusCode),
        `${method} ${url}: ${response.statusCode} ${response.body}`,
      );
    }
  });
});
