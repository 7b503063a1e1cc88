import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PERMISSIONS } from '../../../src/lib/roles.js';
import {
  adminHeaders,
  authHeaders,
  assertValidationError,
  createUser,
  json,
  randomEmail,
  type Headers,
  assertRefused,
} from '../../helpers/api.js';
import { ADMIN_EMAIL, buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const PASSWORD = 'password-1234';

describe('users: roles and permissions', () => {
  let t: TestApp;
  let admin: Headers;
  before(async () => {
    t = await buildTestApp();
    admin = await adminHeaders(t.app);
  });
  after(() => t.close());

  const create = (payload: object, headers = admin) => t.app.inject({ method: 'POST', url: '/api/v1/users/', headers, payload });
  const patch = (id: string, payload: object, headers = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/users/${id}`, headers, payload });
  const me = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });
  const signIn = (email: string) => authHeaders(t.app, email, PASSWORD);
  const createWithRoles = async (roles: string[], extra: object = {}) => {
    const email = randomEmail('roles');
    const response = await create({ email, password: PASSWORD, roles, ...extra });
    assert.equal(response.statusCode, 200, response.body);
    return { ...json<{ id: string; roles: string[] }>(response), email };
  };

  it('a user has no roles unless given; create sets them, PATCH replaces them, every answer shows them', async () => {
    const plain = await createUser(t.app);
    assert.deepEqual(json(await t.app.inject({ method: 'GET', url: `/api/v1/users/${plain.id}`, headers: admin })).roles, []);

    const user = await createWithRoles(['viewer', 'template_reviewer', 'viewer']);
    assert.deepEqual(user.roles, ['template_reviewer', 'viewer']);
    assert.deepEqual(json(await t.app.inject({ method: 'GET', url: `/api/v1/users/${user.id}`, headers: admin })).roles, [
      'template_reviewer',
      'viewer',
    ]);

    const changed = await patch(user.id, { roles: ['release_manager'] });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual(json(changed).roles, ['release_manager']);
    // A PATCH without roles leaves them alone.
    assert.deepEqual(json(await patch(user.id, { full_name: 'Release Person' })).roles, ['release_manager']);
    assert.deepEqual(json(await patch(user.id, { roles: [] })).roles, []);
    assert.deepEqual(json(await patch(user.id, { roles: ['task_operator'] })).roles, ['task_operator']);
    assert.deepEqual(json(await me(await signIn(user.email))).roles, ['task_operator']);
  });

  it('an unknown role is refused by validation (422), changing nothing', async () => {
    const email = randomEmail('unknown-role');
    assertValidationError(await create({ email, password: PASSWORD, roles: ['superuser'] }), ['body', 'roles', 0]);
    const lookup = json(await t.app.inject({ method: 'GET', url: `/api/v1/users/?q=${encodeURIComponent(email)}`, headers: admin }));
    assert.equal(lookup.count, 0);

    const user = await createWithRoles(['viewer']);
    assertValidationError(await patch(user.id, { roles: ['viewer', 'owner'] }), ['body', 'roles', 1]);
    assertValidationError(await patch(user.id, { roles: 'viewer' }), ['body', 'roles']);
    assert.deepEqual(json(await t.app.inject({ method: 'GET', url: `/api/v1/users/${user.id}`, headers: admin })).roles, ['viewer']);
    assertValidationError(await t.app.inject({ method: 'GET', url: '/api/v1/users/?role=owner', headers: admin }), ['query', 'role']);
  });

  it('GET /users/me adds the permissions the roles add up to; a superuser holds all', async () => {
    const reviewer = await createWithRoles(['template_reviewer']);
    const reviewerMe = json(await me(await signIn(reviewer.email)));
    assert.deepEqual(reviewerMe.permissions, ['templates.edit', 'templates.read', 'templates.review']);

    const viewer = await createWithRoles(['viewer']);
    assert.deepEqual(json(await me(await signIn(viewer.email))).permissions, ['tasks.read', 'templates.read']);

    const both = await createWithRoles(['viewer', 'release_manager']);
    assert.deepEqual(json(await me(await signIn(both.email))).permissions, [
      'releases.develop',
      'releases.manage',
      'tasks.read',
      'templates.read',
    ]);

    const nobody = await createUser(t.app);
    const nobodyMe = json(await me(nobody.headers));
    assert.deepEqual([nobodyMe.roles, nobodyMe.permissions], [[], []]);

    const adminMe = json(await me(admin));
    assert.equal(adminMe.email, ADMIN_EMAIL);
    assert.deepEqual(adminMe.roles, []);
    assert.deepEqual(adminMe.permissions, [...PERMISSIONS].sort());

    // Only /me carries permissions; other user answers keep the contract's fields plus roles.
    const read = json(await t.app.inject({ method: 'GET', url: `/api/v1/users/${viewer.id}`, headers: admin }));
    assert.equal('permissions' in read, false);
  });

  it('a user who is not a superuser cannot set roles, their own included (403 as before)', async () => {
    const operator = await createWithRoles(['task_operator', 'template_publisher']);
    const headers = await signIn(operator.email);
    assertRefused(await patch(operator.id, { roles: ['release_manager'] }, headers), 'users.manage');
    assertRefused(await create({ email: randomEmail(), password: PASSWORD, roles: ['viewer'] }, headers), 'users.manage');
    // PATCH /users/me ignores a roles field, as it ignores every field it does not take.
    const self = await t.app.inject({ method: 'PATCH', url: '/api/v1/users/me', headers, payload: { roles: ['release_manager'] } });
    assert.equal(self.statusCode, 200, self.body);
    assert.deepEqual(json(self).roles, ['template_publisher', 'task_operator']);
    // So does sign-up.
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/signup',
      payload: { email: randomEmail('signup'), password: PASSWORD, roles: ['release_manager'] },
    });
    assert.equal(signup.statusCode, 200, signup.body);
    assert.deepEqual(json(signup).roles, []);
  });

  it("a user's roles go away with the user", async () => {
    const user = await createWithRoles(['release_manager', 'viewer']);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${user.id}`, headers: admin });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.deepEqual(await t.app.db.selectFrom('user_roles').selectAll().where('user_id', '=', user.id).execute(), []);

    const self = await createWithRoles(['viewer']);
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: await signIn(self.email) });
    assert.equal(gone.statusCode, 200, gone.body);
    assert.deepEqual(await t.app.db.selectFrom('user_roles').selectAll().where('user_id', '=', self.id).execute(), []);
  });
});

describe('users: the list filtered by q and role', () => {
  let t: TestApp;
  let admin: Headers;
  before(async () => {
    t = await buildTestApp();
    admin = await adminHeaders(t.app);
  });
  after(() => t.close());

  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/users/?${query}`, headers: admin });
    assert.equal(response.statusCode, 200, response.body);
    return json<{ data: { email: string; roles: string[] }[]; count: number }>(response);
  };
  const add = async (email: string, full_name: string | null, roles: string[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/',
      headers: admin,
      payload: { email, password: PASSWORD, full_name, roles },
    });
    assert.equal(response.statusCode, 200, response.body);
  };

  it('q matches a part of the e-mail or full name whatever its case; role narrows to its holders; count follows', async () => {
    await add('alice.reviewer@example.com', 'Alice Smith', ['template_reviewer']);
    await add('bob@example.com', 'Bob SMITHSON', ['template_reviewer', 'viewer']);
    await add('carol@smith.example.com', null, ['viewer']);
    await add('dave@example.com', 'Dave 100%_done', []);

    const smith = await list('q=SmItH');
    assert.equal(smith.count, 3);
    assert.deepEqual(
      smith.data.map((user) => user.email),
      ['carol@smith.example.com', 'bob@example.com', 'alice.reviewer@example.com'],
    );

    const reviewers = await list('role=template_reviewer');
    assert.equal(reviewers.count, 2);
    assert.deepEqual(
      reviewers.data.map((user) => [user.email, user.roles]),
      [
        ['bob@example.com', ['template_reviewer', 'viewer']],
        ['alice.reviewer@example.com', ['template_reviewer']],
      ],
    );

    const viewersNamedSmith = await list('q=smith&role=viewer');
    assert.equal(viewersNamedSmith.count, 2);
    assert.deepEqual(
      viewersNamedSmith.data.map((user) => user.email),
      ['carol@smith.example.com', 'bob@example.com'],
    );

    // Paged: count is the whole match, not the page.
    const page = await list('q=smith&skip=1&limit=1');
    assert.deepEqual([page.count, page.data.map((user) => user.email)], [3, ['bob@example.com']]);

    // LIKE's wildcards are taken literally.
    assert.deepEqual(
      (await list('q=%25_')).data.map((user) => user.email),
      ['dave@example.com'],
    );
    assert.equal((await list('q=_')).count, 1);

    assert.deepEqual(await list('role=release_manager'), { data: [], count: 0 });
    assert.deepEqual(await list('q=nobody-has-this'), { data: [], count: 0 });
    // No filter: everyone, the first superuser included.
    assert.equal((await list('')).count, 5);
  });
});
