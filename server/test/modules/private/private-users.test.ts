import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertDetail, assertValidationError, json, loginRequest, randomEmail } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const create = (t: TestApp, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/private/users/', payload });

describe('private: POST /api/v1/private/users/ with ENVIRONMENT=local', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ ENVIRONMENT: 'local' });
  });
  after(() => t.close());

  it("creates a user as the FastAPI template's tests do, with nobody signed in, who then logs in", async () => {
    const email = randomEmail('private');
    const response = await create(t, { email, password: 'password-1234', full_name: 'Test User', is_verified: true });
    assert.equal(response.statusCode, 200, response.body);
    const user = json(response);
    assert.deepEqual(
      { email: user.email, full_name: user.full_name, is_active: user.is_active, is_superuser: user.is_superuser, roles: user.roles },
      { email, full_name: 'Test User', is_active: true, is_superuser: false, roles: [] },
    );
    assert.equal('password' in user || 'hashed_password' in user, false);
    assert.equal((await loginRequest(t.app, email, 'password-1234')).statusCode, 200);
  });

  it('takes the name and is_verified as optional, and never makes a superuser', async () => {
    const email = randomEmail('plain');
    const response = await create(t, { email, password: 'password-1234', is_superuser: true });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(json(response).full_name, null);
    assert.equal(json(response).is_superuser, false);
  });

  it('validates what it is sent and refuses a taken e-mail', async () => {
    assertValidationError(await create(t, { email: 'not-an-address', password: 'password-1234' }), ['body', 'email']);
    assertValidationError(await create(t, { email: randomEmail(), password: 'short' }), ['body', 'password']);
    assertValidationError(await create(t, { email: randomEmail(), password: 'password-1234', is_verified: 'yes' }), [
      'body',
      'is_verified',
    ]);
    const email = randomEmail('twice');
    assert.equal((await create(t, { email, password: 'password-1234' })).statusCode, 200);
    assertDetail(
      await create(t, { email: email.toUpperCase(), password: 'password-1234' }),
      400,
      'The user with this email already exists in the system.',
    );
  });

  it('is in the OpenAPI document', async () => {
    const spec = json(await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' }));
    assert.equal(spec.paths['/api/v1/private/users/'].post.operationId, 'private-create_user');
  });
});

for (const environment of [undefined, 'staging', 'production']) {
  describe(`private: with ENVIRONMENT=${environment ?? 'unset (production)'}`, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp({ ENVIRONMENT: environment });
    });
    after(() => t.close());

    it('answers 404, creates nobody, and the OpenAPI document does not name the route', async () => {
      const email = randomEmail('refused');
      const response = await create(t, { email, password: 'password-1234', full_name: 'Test User' });
      assert.equal(response.statusCode, 404, response.body);
      assert.equal((await loginRequest(t.app, email, 'password-1234')).statusCode, 400);
      const spec = json(await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' }));
      assert.equal(
        Object.keys(spec.paths).some((path) => path.startsWith('/api/v1/private')),
        false,
      );
    });
  });
}

describe('private: the ENVIRONMENT setting', () => {
  it('takes only local, staging or production', async () => {
    await assert.rejects(buildTestApp({ ENVIRONMENT: 'development' }), /ENVIRONMENT/);
  });
});
