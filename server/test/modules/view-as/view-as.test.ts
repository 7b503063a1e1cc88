import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { createUser, json, type CreatedUser, type Headers } from '../../helpers/api.js';
import { TASKS, TEMPLATES } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { ROUTES, type RouteContext } from '../../../test-reliability/helpers/routes.js';

const VIEW_AS = '/api/v1/view-as';
const READ_ONLY = 'Viewing as Template reviewer is read-only. End it to make changes.';
const READ_ONLY_BACK_OFFICE = '正在以 模板审核 的身份查看（只读），结束后才能修改。';

/** The calls still made while viewing: reads whose method is POST, and ending the view itself. */
const ALLOWED_WHILE_VIEWING = new Set([
  `POST /api/v1/login/test-token`,
  `POST ${TEMPLATES}/list`,
  `POST ${TEMPLATES}/get`,
  `DELETE ${VIEW_AS}`,
]);

describe('view-as: a superuser sees the product as a role or a person, read-only', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const call = (headers: Headers, method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const start = (headers: Headers, payload: object) => call(headers, 'POST', VIEW_AS, payload);
  const auditKinds = async (actorId: string) => {
    await t.app.auditLog.settled();
    const rows = await t.app.db
      .selectFrom('audit_log' as never)
      .select(['kind', 'target', 'actor'] as never[])
      .where('actor_id' as never, '=', actorId as never)
      .orderBy('id' as never)
      .execute();
    return rows as unknown as { kind: string; target: string; actor: string }[];
  };

  it('only a superuser starts one; a role key or an active non-superuser person, anything else 422', async () => {
    const reviewer = await createUser(t.app, { roles: ['template_reviewer'] });
    const refused = await start(reviewer.headers, { role: 'viewer' });
    assert.equal(refused.statusCode, 403);
    assert.equal(json(await call(reviewer.headers, 'GET', VIEW_AS)), null);

    const superuser = await createUser(t.app, { superuser: true });
    const other = await createUser(t.app, { superuser: true });
    const inactive = await createUser(t.app, { roles: ['viewer'] });
    await t.app.usersRepository.update(inactive.id, { is_active: false });
    for (const [payload, status] of [
      [{ role: 'janitor' }, 422],
      [{ user_id: other.id }, 422],
      [{ user_id: inactive.id }, 422],
      [{ user_id: randomUUID() }, 422],
      [{ role: 'viewer', user_id: reviewer.id }, 422],
      [{}, 422],
    ] as const) {
      const response = await start(superuser.headers, payload);
      assert.equal(response.statusCode, status, `${JSON.stringify(payload)}: ${response.body}`);
      // The contract's 422: a list naming the part of the body refused, with a sentence.
      const [first] = json(response).detail as { loc: string[]; msg: string }[];
      assert.equal(first?.loc[0], 'body', response.body);
      assert.ok(first.msg, response.body);
    }
    // Nothing was started by the refusals.
    assert.equal(json(await call(superuser.headers, 'GET', VIEW_AS)), null);
  });

  it('a token without a session cannot start one (409)', async () => {
    const superuser = await createUser(t.app, { superuser: true });
    const token = await t.app.tokens.createAccessToken(superuser.id);
    const response = await start({ authorization: `Bearer ${token}` }, { role: 'viewer' });
    assert.equal(response.statusCode, 409);
    assert.match(json(response).detail, /session/);
  });

  it('every write is refused with the read-only text while viewing as a role, but ending the view', async () => {
    const superuser = await createUser(t.app, { superuser: true });
    const started = await start(superuser.headers, { role: 'template_reviewer' });
    assert.equal(started.statusCode, 200, started.body);
    assert.deepEqual(json(started), {
      kind: 'role',
      role: 'template_reviewer',
      user_id: null,
      email: null,
      name: { en: 'Template reviewer', 'zh-CN': '模板审核' },
    });
    assert.deepEqual(json(await call(superuser.headers, 'GET', VIEW_AS)), json(started));

    const owner = await createUser(t.app);
    const ctx: RouteContext = {
      owner,
      caller: superuser,
      itemId: randomUUID(),
      templateId: 1,
      publishableId: 1,
      taskId: 1,
      resetToken: 'not-a-token',
      mediaUrl: '/media/none.png',
    };
    const writes = ROUTES.filter((route) => route.method !== 'GET' && route.access !== 'public');
    assert.ok(writes.length > 40, `only ${writes.length} writes`);
    const wrong: string[] = [];
    for (const route of writes) {
      const key = `${route.method} ${route.path}`;
      if (ALLOWED_WHILE_VIEWING.has(key)) continue;
      const request = route.request(ctx);
      const response = await t.app.inject({ method: route.method, ...request, headers: { ...request.headers, ...superuser.headers } });
      const expected = route.path.startsWith('/api/backend/') ? READ_ONLY_BACK_OFFICE : READ_ONLY;
      // `view_as` tells a client its session is still good (it stays signed in).
      if (response.statusCode !== 403 || json(response).detail !== expected || json(response).view_as !== 'read_only')
        wrong.push(`${key}: ${response.statusCode} ${response.body}`);
    }
    assert.deepEqual(wrong, []);
    // The refusals changed nothing: the owner is still there, the view still on.
    assert.equal((await call(superuser.headers, 'GET', `/api/v1/users/${owner.id}`)).statusCode, 403);
    assert.equal(json(await call(superuser.headers, 'GET', VIEW_AS)).role, 'template_reviewer');

    // Reads whose method is POST still answer.
    assert.equal((await call(superuser.headers, 'POST', `${TEMPLATES}/list?limit=5`)).statusCode, 200);

    // Ending the view is the one change allowed; the superuser is back, writes with them.
    assert.equal((await call(superuser.headers, 'DELETE', VIEW_AS)).statusCode, 204);
    assert.equal(json(await call(superuser.headers, 'GET', VIEW_AS)), null);
    const me = json(await call(superuser.headers, 'GET', '/api/v1/users/me'));
    assert.equal(me.is_superuser, true);
    assert.equal((await call(superuser.headers, 'PATCH', '/api/v1/users/me', { full_name: 'Back again' })).statusCode, 200);

    const entries = await auditKinds(superuser.id);
    assert.deepEqual(
      entries.filter((entry) => entry.kind.startsWith('view_as.')).map((entry) => [entry.kind, entry.target, entry.actor]),
      [
        ['view_as.start', 'role:template_reviewer', superuser.email],
        ['view_as.end', 'role:template_reviewer', superuser.email],
      ],
    );
  });

  it("reads while viewing as a role answer exactly as a real person holding only that role's", async () => {
    const superuser = await createUser(t.app, { superuser: true });
    const reviewer = await createUser(t.app, { roles: ['template_reviewer'] });
    assert.equal((await start(superuser.headers, { role: 'template_reviewer' })).statusCode, 200);

    const me = (headers: Headers) =>
      call(headers, 'GET', '/api/v1/users/me').then((response) => {
        const { is_superuser, roles, permissions } = json(response);
        return { status: response.statusCode, is_superuser, roles, permissions };
      });
    assert.deepEqual(await me(superuser.headers), await me(reviewer.headers));
    assert.equal((await me(superuser.headers)).is_superuser, false);

    for (const [method, url] of [
      ['POST', `${TEMPLATES}/list?limit=20`],
      ['GET', `${TASKS}/`],
      ['GET', '/api/v1/users/'],
      ['GET', '/api/v1/audit/'],
      ['GET', '/api/v1/dashboard/'],
      ['GET', '/api/v1/releases/'],
      ['GET', '/api/v1/modules/'],
    ] as const) {
      const [viewing, real] = await Promise.all([call(superuser.headers, method, url), call(reviewer.headers, method, url)]);
      assert.equal(viewing.statusCode, real.statusCode, `${method} ${url}`);
      assert.deepEqual(json(viewing), json(real), `${method} ${url}`);
    }
    assert.equal((await call(superuser.headers, 'GET', '/api/v1/users/')).statusCode, 403);
    assert.equal((await call(superuser.headers, 'DELETE', VIEW_AS)).statusCode, 204);
  });

  it('viewing as a person: /users/me and /items are theirs; the refusal names them; signing out still works', async () => {
    const superuser = await createUser(t.app, { superuser: true });
    const person: CreatedUser = await createUser(t.app, { roles: ['task_operator'], full_name: 'Ann Operator' });
    assert.equal((await call(person.headers, 'POST', '/api/v1/items/', { title: 'Ann’s item' })).statusCode, 200);
    assert.equal((await call(superuser.headers, 'POST', '/api/v1/items/', { title: 'Superuser’s item' })).statusCode, 200);

    const started = await start(superuser.headers, { user_id: person.id });
    assert.equal(started.statusCode, 200, started.body);
    assert.equal(json(started).email, person.email);
    assert.deepEqual(json(started).name, { en: 'Ann Operator', 'zh-CN': 'Ann Operator' });

    assert.deepEqual(
      json(await call(superuser.headers, 'GET', '/api/v1/users/me')),
      json(await call(person.headers, 'GET', '/api/v1/users/me')),
    );
    const items = json(await call(superuser.headers, 'GET', '/api/v1/items/'));
    assert.deepEqual(items, json(await call(person.headers, 'GET', '/api/v1/items/')));
    assert.deepEqual(
      items.data.map((item: { title: string }) => item.title),
      ['Ann’s item'],
    );
    const refused = await call(superuser.headers, 'POST', '/api/v1/items/', { title: 'No' });
    assert.equal(refused.statusCode, 403);
    assert.equal(json(refused).detail, 'Viewing as Ann Operator is read-only. End it to make changes.');

    // Ending one's own session (signing out) is allowed; another's is not.
    const sessions = json(await call(superuser.headers, 'GET', '/api/v1/users/me/sessions'));
    // Their sessions, none of them the one viewing (so none is `current`).
    const theirs = json(await call(person.headers, 'GET', '/api/v1/users/me/sessions'));
    assert.deepEqual(
      sessions.data.map((session: { id: string; current: boolean }) => [session.id, session.current]),
      theirs.data.map((session: { id: string }) => [session.id, false]),
    );
    const own = await t.app.sessionsRepository.listLive(superuser.id, '1970-01-01T00:00:00Z');
    assert.equal((await call(superuser.headers, 'DELETE', `/api/v1/users/me/sessions/${sessions.data[0].id}`)).statusCode, 403);
    assert.equal((await call(superuser.headers, 'DELETE', `/api/v1/users/me/sessions/${own[0]!.id}`)).statusCode, 200);
    assert.equal((await call(superuser.headers, 'GET', '/api/v1/users/me')).statusCode, 403);

    const entries = await auditKinds(superuser.id);
    assert.deepEqual(
      entries.filter((entry) => entry.kind === 'view_as.start').map((entry) => entry.target),
      [`user:${person.email}`],
    );
  });
});
