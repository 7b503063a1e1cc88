import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { PERMISSIONS, ROLES, permissionsOf, type Permission, type Role } from '../../src/lib/roles.js';
import { createUser, json, type Headers } from '../helpers/api.js';
import { BACKEND_PERMISSIONS, BACKEND_ROUTES, BULK_JOBS, createTask, createTemplate } from '../helpers/backend.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { documentedOperations } from '../helpers/operations.js';

/** What a call needs: every permission of `all`, or any one of `any`. */
type Needs = { all: Permission[] } | { any: Permission[] };

interface GuardedCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** The OpenAPI path it exercises, to prove every guarded path is in this table. */
  path: string;
  payload?: object;
  needs: Needs;
}

const TASKS = '/api/backend/video-tasks';
const one = (permission: Permission): Needs => ({ all: [permission] });

/** The back-office calls, with the body each is tried with. */
function backOfficeCalls(): GuardedCall[] {
  return BACKEND_ROUTES.map(([method, url]) => {
    const declared = BACKEND_PERMISSIONS[`${method} ${url}`]!;
    const path = url.replace(/\/1(\/|$)/, (_, end: string) => `/{${url.startsWith(TASKS) ? 'id' : 'template_id'}}${end}`);
    const payload = url.endsWith('/review') ? { template_id: 1, action: 'reject' } : { template_id: 1 };
    if (method === 'POST' && url === `${BULK_JOBS}/`) {
      // A bulk job needs bulk.run and the permission of the action it runs.
      return { method, url, path, payload: { list: 'tasks', action: 'mark_read', ids: [1] }, needs: { all: ['bulk.run', 'tasks.edit'] } };
    }
    const needs: Needs = typeof declared === 'string' ? one(declared) : { any: declared };
    return { method, url, path: path.replace(`${BULK_JOBS}/{template_id}`, `${BULK_JOBS}/{id}`), payload, needs };
  });
}

/** The module registry, releases and deploy keys: release managers (and superusers). */
const RELEASE_CALLS: GuardedCall[] = [
  { method: 'GET', url: '/api/v1/modules/', path: '/api/v1/modules/', needs: one('releases.manage') },
  { method: 'POST', url: '/api/v1/modules/', path: '/api/v1/modules/', payload: {}, needs: one('releases.manage') },
  { method: 'POST', url: '/api/v1/modules/nope/retire', path: '/api/v1/modules/{name}/retire', needs: one('releases.manage') },
  { method: 'GET', url: '/api/v1/modules/nope/retirement', path: '/api/v1/modules/{name}/retirement', needs: one('releases.manage') },
  { method: 'POST', url: '/api/v1/modules/nope/restore', path: '/api/v1/modules/{name}/restore', needs: one('releases.manage') },
  { method: 'POST', url: '/api/v1/modules/nope/paths', path: '/api/v1/modules/{name}/paths', payload: {}, needs: one('releases.manage') },
  { method: 'GET', url: '/api/v1/releases/', path: '/api/v1/releases/', needs: one('releases.manage') },
  { method: 'GET', url: '/api/v1/releases/remote-items', path: '/api/v1/releases/{frontend}', needs: one('releases.manage') },
  { method: 'POST', url: '/api/v1/releases/remote-items', path: '/api/v1/releases/{frontend}', payload: {}, needs: one('releases.manage') },
  {
    method: 'POST',
    url: '/api/v1/releases/remote-items/check',
    path: '/api/v1/releases/{frontend}/check',
    needs: one('releases.manage'),
  },
  {
    method: 'POST',
    url: '/api/v1/releases/remote-items/promote',
    path: '/api/v1/releases/{frontend}/promote',
    payload: {},
    needs: one('releases.manage'),
  },
  {
    method: 'POST',
    url: '/api/v1/releases/remote-items/rollback',
    path: '/api/v1/releases/{frontend}/rollback',
    payload: {},
    needs: one('releases.manage'),
  },
  {
    method: 'POST',
    url: '/api/v1/releases/remote-items/rollout',
    path: '/api/v1/releases/{frontend}/rollout',
    payload: {},
    needs: one('releases.manage'),
  },
  {
    method: 'POST',
    url: '/api/v1/releases/remote-items/preview',
    path: '/api/v1/releases/{frontend}/preview',
    payload: {},
    needs: one('releases.manage'),
  },
  { method: 'GET', url: '/api/v1/releases/remote-items/health', path: '/api/v1/releases/{frontend}/health', needs: one('releases.manage') },
  {
    method: 'POST',
    url: '/api/v1/releases/remote-items/0.0.1-none/withdraw',
    path: '/api/v1/releases/{frontend}/{release_id}/withdraw',
    needs: one('releases.manage'),
  },
  {
    method: 'DELETE',
    url: '/api/v1/releases/remote-items/previews/none',
    path: '/api/v1/releases/{frontend}/previews/{id}',
    needs: one('releases.manage'),
  },
  { method: 'GET', url: '/api/v1/deploy-keys/', path: '/api/v1/deploy-keys/', needs: one('releases.manage') },
  { method: 'POST', url: '/api/v1/deploy-keys/', path: '/api/v1/deploy-keys/', payload: {}, needs: one('releases.manage') },
  {
    method: 'DELETE',
    url: '/api/v1/deploy-keys/00000000-0000-4000-8000-000000000000',
    path: '/api/v1/deploy-keys/{id}',
    needs: one('releases.manage'),
  },
];

/** Managing other users and reading the audit log: superusers only (no role grants users.manage). */
const USER_CALLS: GuardedCall[] = [
  { method: 'GET', url: '/api/v1/audit/', path: '/api/v1/audit/', needs: one('users.manage') },
  { method: 'GET', url: '/api/v1/audit/export', path: '/api/v1/audit/export', needs: one('users.manage') },
  { method: 'GET', url: '/api/v1/users/', path: '/api/v1/users/', needs: one('users.manage') },
  { method: 'POST', url: '/api/v1/users/', path: '/api/v1/users/', payload: {}, needs: one('users.manage') },
  {
    method: 'PATCH',
    url: '/api/v1/users/00000000-0000-4000-8000-000000000000',
    path: '/api/v1/users/{user_id}',
    payload: {},
    needs: one('users.manage'),
  },
  {
    method: 'DELETE',
    url: '/api/v1/users/00000000-0000-4000-8000-000000000000',
    path: '/api/v1/users/{user_id}',
    needs: one('users.manage'),
  },
  {
    method: 'DELETE',
    url: '/api/v1/users/00000000-0000-4000-8000-000000000000/sessions',
    path: '/api/v1/users/{user_id}/sessions',
    needs: one('users.manage'),
  },
];

const CALLS = [...backOfficeCalls(), ...RELEASE_CALLS, ...USER_CALLS];

/** Every role alone, a person without roles, a person with every role, and a superuser. */
const PEOPLE: { name: string; roles: Role[]; superuser?: boolean }[] = [
  ...ROLES.map((role) => ({ name: role, roles: [role] })),
  { name: 'no role', roles: [] },
  { name: 'every role', roles: [...ROLES] },
  { name: 'superuser', roles: [], superuser: true },
];

const allowed = (held: Permission[], needs: Needs) =>
  'all' in needs ? needs.all.every((permission) => held.includes(permission)) : needs.any.some((permission) => held.includes(permission));

describe('authorization matrix: every guarded route for every role', () => {
  let t: TestApp;
  const headers = new Map<string, Headers>();
  before(async () => {
    t = await buildTestApp();
    await createTemplate(t.app, { template_status: '已生成' });
    await createTask(t.app);
    for (const person of PEOPLE) {
      headers.set(person.name, (await createUser(t.app, { roles: person.roles, superuser: person.superuser ?? false })).headers);
    }
  });
  after(() => t.close());

  const call = ({ method, url, payload }: GuardedCall, as: Headers): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });

  it('lists every documented operation of the guarded areas', () => {
    const guarded = /^\/api\/(backend\/|v1\/(modules|releases|deploy-keys|audit)\/)/;
    const tabled = new Set(CALLS.map((entry) => `${entry.method} ${entry.path}`));
    const missing = documentedOperations(t.app)
      .filter((operation) => guarded.test(operation.path))
      .map((operation) => `${operation.method} ${operation.path}`)
      .filter((operation) => !tabled.has(operation));
    assert.deepEqual(missing, []);
  });

  for (const person of PEOPLE) {
    it(`${person.name}: refused exactly where a permission is missing, naming it`, async () => {
      const held = permissionsOf({ is_superuser: person.superuser ?? false, roles: person.roles });
      const wrong: string[] = [];
      for (const entry of CALLS) {
        const response = await call(entry, headers.get(person.name)!);
        const label = `${entry.method} ${entry.url}: ${response.statusCode} ${response.body.slice(0, 120)}`;
        if (allowed(held, entry.needs)) {
          if (response.statusCode === 401 || response.statusCode === 403 || response.statusCode >= 500)
            wrong.push(`let in expected, ${label}`);
        } else {
          const missing = 'all' in entry.needs ? entry.needs.all.find((permission) => !held.includes(permission)) : entry.needs.any[0];
          const body = response.statusCode === 403 ? json(response) : null;
          if (body?.detail !== "The user doesn't have enough privileges" || body.missing_permission !== missing) {
            wrong.push(`refusal naming ${missing} expected, ${label}`);
          }
        }
      }
      assert.deepEqual(wrong, []);
    });
  }

  it('the roles grant every permission but users.manage, which only a superuser holds', () => {
    const granted = new Set(ROLES.flatMap((role) => permissionsOf({ is_superuser: false, roles: [role] })));
    assert.deepEqual(
      PERMISSIONS.filter((permission) => !granted.has(permission)),
      ['users.manage'],
    );
  });
});
