import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { adminHeaders, createUser, json, type CreatedUser, type Headers } from '../test/helpers/api.js';
import { COMPLETE_FIELDS, createTask, createTemplate } from '../test/helpers/backend.js';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.js';
import { rowsWritten } from './helpers/db-writes.js';
import { reportFigure } from './helpers/figures.js';
import { ROUTES, documentedOperations, type RouteCase, type RouteContext } from './helpers/routes.js';

const PRINCIPALS = [
  'no token',
  'malformed token',
  'expired token',
  'deleted user',
  'inactive user',
  'regular user',
  "another user's resource",
  'superuser',
] as const;
type Principal = (typeof PRINCIPALS)[number];

type Expected = { status: number; detail?: string };

/** The contract's answer for one cell of the matrix. */
function expected(route: RouteCase, principal: Principal): Expected {
  const ok = { status: route.ok };
  if (route.access === 'public') return ok;
  switch (principal) {
    case 'no token':
      return { status: 401, detail: 'Not authenticated' };
    case 'malformed token':
    case 'expired token':
      return { status: 403, detail: 'Could not validate credentials' };
    case 'deleted user':
      return { status: 404, detail: 'User not found' };
    case 'inactive user':
      return { status: 400, detail: 'Inactive user' };
    case 'regular user':
      return route.access === 'superuser' ? { status: 403, detail: "The user doesn't have enough privileges" } : ok;
    case "another user's resource":
      if (route.access === 'owner') return { status: 403, detail: 'Not enough permissions' };
      if (route.access === 'self' || route.access === 'superuser')
        return { status: 403, detail: "The user doesn't have enough privileges" };
      return ok;
    case 'superuser':
      return route.superuser ? { status: route.superuser[0], detail: route.superuser[1] } : ok;
  }
}

describe('authorization matrix: every route x every kind of caller, as the contract says', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin: Headers;
  let mediaUrl: string;
  before(async () => {
    t = await buildTestApp();
    app = t.app;
    admin = await adminHeaders(app);
    const key = 'matrix/picture.png';
    await app.storage.put(key, Buffer.from('not really a picture, only bytes to serve'));
    mediaUrl = app.storage.url(key);
  });
  after(() => t.close());

  it('the matrix covers every operation of the OpenAPI document', () => {
    const covered = new Set(ROUTES.map((route) => `${route.method} ${route.path}`));
    const missing = documentedOperations(app).filter((operation) => !covered.has(operation));
    assert.deepEqual(missing, [], 'routes without an authorization rule in test-reliability/helpers/routes.ts');
  });

  /** Fresh rows for one cell, so what one call changes or deletes never affects another. */
  async function context(caller: CreatedUser | null, owner: CreatedUser): Promise<RouteContext> {
    const item = await app.inject({ method: 'POST', url: '/api/v1/items/', headers: owner.headers, payload: { title: 'Owned' } });
    assert.equal(item.statusCode, 200, item.body);
    const template = await createTemplate(app, { template_status: '已生成' });
    const publishable = await createTemplate(app, { template_status: '待补全', ...COMPLETE_FIELDS });
    const task = await createTask(app);
    // The token of the reset link the product would mail now, from the superuser's preview.
    const preview = await app.inject({ method: 'POST', url: `/api/v1/password-recovery-html-content/${owner.email}`, headers: admin });
    const resetToken = decodeURIComponent(/reset-password\?token=([^"&]+)/.exec(preview.body)![1]!);
    return {
      owner,
      caller,
      itemId: json(item).id,
      templateId: template.template_id,
      publishableId: publishable.template_id,
      taskId: task.task_id,
      resetToken,
      mediaUrl,
    };
  }

  /** The headers of one kind of caller (and the account behind them, when there is one). */
  async function principal(kind: Principal, owner: CreatedUser): Promise<{ headers: Headers; caller: CreatedUser | null }> {
    switch (kind) {
      case 'no token':
        return { headers: {}, caller: null };
      case 'malformed token':
        return { headers: { authorization: 'Bearer not.a.jwt' }, caller: null };
      case 'expired token': {
        const seconds = Math.floor(Date.now() / 1000);
        const token = await new SignJWT({ type: 'access' })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(owner.id)
          .setIssuedAt(seconds - 7200)
          .setExpirationTime(seconds - 60)
          .sign(new TextEncoder().encode(t.config.secretKey));
        return { headers: { authorization: `Bearer ${token}` }, caller: null };
      }
      case 'deleted user': {
        const gone = await createUser(app);
        assert.equal((await app.inject({ method: 'DELETE', url: `/api/v1/users/${gone.id}`, headers: admin })).statusCode, 200);
        return { headers: gone.headers, caller: null };
      }
      case 'inactive user': {
        const inactive = await createUser(app);
        assert.equal(
          (await app.inject({ method: 'PATCH', url: `/api/v1/users/${inactive.id}`, headers: admin, payload: { is_active: false } }))
            .statusCode,
          200,
        );
        return { headers: inactive.headers, caller: null };
      }
      case 'regular user':
        return { headers: owner.headers, caller: owner };
      case "another user's resource": {
        const other = await createUser(app);
        return { headers: other.headers, caller: other };
      }
      case 'superuser': {
        // Not the first superuser: any superuser has the rights, and this one may be changed freely.
        const superuser = await createUser(app, { superuser: true });
        return { headers: superuser.headers, caller: superuser };
      }
    }
  }

  it('every cell answers the contract’s status and detail; a refused call changes nothing', async () => {
    const failures: string[] = [];
    let cells = 0;
    let refused = 0;
    for (const route of ROUTES) {
      for (const kind of PRINCIPALS) {
        const owner = await createUser(app);
        const { headers, caller } = await principal(kind, owner);
        const ctx = await context(caller, owner);
        const request = route.request(ctx);
        const want = expected(route, kind);
        const writesBefore = await rowsWritten(app);
        const response: LightMyRequestResponse = await app.inject({
          method: route.method,
          ...request,
          headers: { ...headers, ...request.headers },
        });
        const writes = (await rowsWritten(app)) - writesBefore;
        cells++;
        const where = `${route.method} ${route.path} as ${kind}`;
        if (response.statusCode !== want.status) {
          failures.push(`${where}: ${response.statusCode} (want ${want.status}) ${response.body.slice(0, 200)}`);
          continue;
        }
        if (want.detail !== undefined) {
          refused++;
          const body = response.headers['content-type']?.toString().startsWith('application/json') ? json(response) : null;
          // A detail is a sentence, or (a 422 of a rule on one field) FastAPI's list naming the field with it.
          const said =
            Array.isArray(body?.detail) && want.status === 422 ? body.detail.map((entry: { msg: string }) => entry.msg) : [body?.detail];
          if (!said.includes(want.detail))
            failures.push(`${where}: detail ${JSON.stringify(body?.detail)} (want ${JSON.stringify(want.detail)})`);
          if (want.status === 401 && response.headers['www-authenticate'] !== 'Bearer')
            failures.push(`${where}: no WWW-Authenticate: Bearer`);
          if (writes !== 0) failures.push(`${where}: refused, yet ${writes} row(s) written`);
        }
        if (kind === "another user's resource" && route.path === '/api/v1/items/' && route.method === 'GET') {
          // A regular user's list holds only their own items.
          if (json(response).data.some((item: { id: string }) => item.id === ctx.itemId)) failures.push(`${where}: sees the owner's item`);
        }
      }
    }
    reportFigure(
      'authorization matrix',
      'cells checked (routes x callers)',
      `${cells} (${ROUTES.length} routes x ${PRINCIPALS.length} callers), ${refused} refused as the contract says`,
    );
    reportFigure('authorization matrix', 'cells answering otherwise than the contract', failures.length);
    assert.deepEqual(failures, []);
  });
});
