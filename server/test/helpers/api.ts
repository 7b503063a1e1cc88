import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../src/lib/roles.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './build-test-app.js';

export type Headers = Record<string, string>;

export const randomEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

export function json<T = any>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}

export function loginRequest(app: FastifyInstance, username: string, password: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/login/access-token',
    payload: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export async function tokenFor(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await loginRequest(app, email, password);
  assert.equal(response.statusCode, 200, response.body);
  return json(response).access_token;
}

export async function authHeaders(app: FastifyInstance, email: string, password: string): Promise<Headers> {
  return { authorization: `Bearer ${await tokenFor(app, email, password)}` };
}

const adminTokens = new WeakMap<FastifyInstance, Promise<Headers>>();

/** The first superuser's headers, signed in once per app (so helpers barely touch login limits). */
export function adminHeaders(app: FastifyInstance): Promise<Headers> {
  let headers = adminTokens.get(app);
  if (!headers) {
    headers = authHeaders(app, ADMIN_EMAIL, ADMIN_PASSWORD);
    adminTokens.set(app, headers);
  }
  return headers;
}

export interface CreatedUser {
  id: string;
  email: string;
  password: string;
  headers: Headers;
}

/** A regular (or, with `superuser`, a super) user created through the API, signed in. */
export async function createUser(
  app: FastifyInstance,
  options: { superuser?: boolean; email?: string; password?: string; full_name?: string | null; roles?: Role[] } = {},
): Promise<CreatedUser> {
  const email = options.email ?? randomEmail();
  const password = options.password ?? 'password-1234';
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/users/',
    headers: await adminHeaders(app),
    payload: {
      email,
      password,
      full_name: options.full_name ?? null,
      is_superuser: options.superuser ?? false,
      roles: options.roles ?? [],
    },
  });
  assert.equal(response.statusCode, 200, response.body);
  return { id: json(response).id, email, password, headers: await authHeaders(app, email, password) };
}

/** The user changes their own password through the API (asserted to succeed). */
export async function changeOwnPassword(app: FastifyInstance, user: CreatedUser, newPassword: string): Promise<void> {
  const changed = await app.inject({
    method: 'PATCH',
    url: '/api/v1/users/me/password',
    headers: user.headers,
    payload: { current_password: user.password, new_password: newPassword },
  });
  assert.equal(changed.statusCode, 200, changed.body);
}

/** Asserts a `{"detail": "..."}` error answer. */
export function assertDetail(response: LightMyRequestResponse, status: number, detail: string): void {
  assert.equal(response.statusCode, status, response.body);
  assert.deepEqual(json(response), { detail });
}

/** Asserts the 403 for a right the user lacks: the contract's detail and the permission named. */
export function assertRefused(response: LightMyRequestResponse, permission: string): void {
  assert.equal(response.statusCode, 403, response.body);
  assert.deepEqual(json(response), { detail: "The user doesn't have enough privileges", missing_permission: permission });
}

/** Asserts a FastAPI-style 422 naming the given location (and optionally the error type). */
export function assertValidationError(response: LightMyRequestResponse, loc: (string | number)[], type?: string): void {
  assert.equal(response.statusCode, 422, response.body);
  const body = json<{ detail: { loc: (string | number)[]; msg: string; type: string }[] }>(response);
  assert.ok(Array.isArray(body.detail) && body.detail.length > 0, response.body);
  for (const entry of body.detail) {
    assert.equal(typeof entry.msg, 'string');
    assert.equal(typeof entry.type, 'string');
    assert.ok(Array.isArray(entry.loc));
  }
  const match = body.detail.find((entry) => JSON.stringify(entry.loc) === JSON.stringify(loc));
  assert.ok(match, `no error at ${JSON.stringify(loc)} in ${response.body}`);
  if (type) assert.equal(match.type, type, response.body);
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const TIMESTAMP_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
