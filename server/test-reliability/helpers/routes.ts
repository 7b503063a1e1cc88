import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { CreatedUser } from '../../test/helpers/api.js';
import { BULK_JOBS, TASKS, TEMPLATES, multipart, pngImage } from '../../test/helpers/backend.js';

/**
 * Who may call a route, as the API contract says:
 * - public: anyone; a token, good or bad, changes nothing
 * - user: any signed-in active user, acting on their own data
 * - owner: the owner of the item, or a superuser (another user: 403 Not enough permissions)
 * - self: the user themself, or a superuser (another user: 403 not enough privileges)
 * - superuser: superusers only
 */
export type Access = 'public' | 'user' | 'owner' | 'self' | 'superuser';

/** What one request of the matrix works on: fresh rows, owned by `owner`. */
/** A saved view's (or a session's) id that no one has. */
const MISSING_VIEW = '00000000-0000-4000-8000-000000000000';

export interface RouteContext {
  owner: CreatedUser;
  /** The signed-in account making the call, when the principal is a real account. */
  caller: CreatedUser | null;
  itemId: string;
  /** A template in 已生成 (reviewable), one in 待补全 with every field publish needs, a task. */
  templateId: number;
  publishableId: number;
  taskId: number;
  resetToken: string;
  mediaUrl: string;
}

export interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As in the OpenAPI document ({param} for path parameters), or a path it does not list. */
  path: string;
  access: Access;
  /** The status of a successful call. */
  ok: number;
  request(ctx: RouteContext): Pick<InjectOptions, 'url' | 'payload' | 'headers'>;
  /** An answer of the contract other than `ok` for a superuser (a rule, not an authorization). */
  superuser?: [status: number, detail: string];
}

const V1 = '/api/v1';
const NEW_PASSWORD = 'a-new-password-42';
/** A browser's passkey answer without its response part: what the passkey routes' bodies start with. */
const PASSKEY_CREDENTIAL = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', clientExtensionResults: {} };
const fresh = () => `matrix-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** Every route the server answers, with its access rule and one valid request. */
export const ROUTES: RouteCase[] = [
  // /api/v1: login and password recovery
  {
    method: 'POST',
    path: `${V1}/login/access-token`,
    access: 'public',
    ok: 200,
    request: (c) => ({
      url: `${V1}/login/access-token`,
      payload: new URLSearchParams({ username: c.owner.email, password: c.owner.password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  // The second step with a ticket nobody issued: 401 to anyone (its real use is tested in test/modules/two-factor).
  {
    method: 'POST',
    path: `${V1}/login/second-factor`,
    access: 'public',
    ok: 401,
    request: () => ({ url: `${V1}/login/second-factor`, payload: { ticket: 'not-a-ticket', code: '123456' } }),
  },
  // Signing in with a passkey: options for anyone; an answer with a ticket nobody issued is 400.
  {
    method: 'POST',
    path: `${V1}/login/passkey/options`,
    access: 'public',
    ok: 200,
    request: () => ({ url: `${V1}/login/passkey/options` }),
  },
  {
    method: 'POST',
    path: `${V1}/login/passkey`,
    access: 'public',
    ok: 400,
    request: () => ({
      url: `${V1}/login/passkey`,
      payload: {
        ticket: 'not-a-ticket',
        response: { ...PASSKEY_CREDENTIAL, response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' } },
      },
    }),
  },
  { method: 'POST', path: `${V1}/login/test-token`, access: 'user', ok: 200, request: () => ({ url: `${V1}/login/test-token` }) },
  // Single sign-on, not configured here: the start and the callback send anyone back to /login (302);
  // a code nobody issued is 400 to anyone (its real use is tested in test/modules/oidc).
  { method: 'GET', path: `${V1}/login/oidc`, access: 'public', ok: 302, request: () => ({ url: `${V1}/login/oidc` }) },
  {
    method: 'GET',
    path: `${V1}/login/oidc/callback`,
    access: 'public',
    ok: 302,
    request: () => ({ url: `${V1}/login/oidc/callback?code=a-code&state=a-state` }),
  },
  {
    method: 'POST',
    path: `${V1}/login/oidc/token`,
    access: 'public',
    ok: 400,
    request: () => ({ url: `${V1}/login/oidc/token`, payload: { code: 'not-a-code' } }),
  },
  {
    method: 'POST',
    path: `${V1}/password-recovery/{email}`,
    access: 'public',
    ok: 200,
    request: (c) => ({ url: `${V1}/password-recovery/${c.owner.email}` }),
  },
  {
    method: 'GET',
    path: `${V1}/reset-password/check`,
    access: 'public',
    ok: 200,
    request: (c) => ({ url: `${V1}/reset-password/check?token=${encodeURIComponent(c.resetToken)}` }),
  },
  {
    method: 'POST',
    path: `${V1}/reset-password/`,
    access: 'public',
    ok: 200,
    request: (c) => ({ url: `${V1}/reset-password/`, payload: { token: c.resetToken, new_password: NEW_PASSWORD } }),
  },
  {
    method: 'POST',
    path: `${V1}/password-recovery-html-content/{email}`,
    access: 'superuser',
    ok: 200,
    request: (c) => ({ url: `${V1}/password-recovery-html-content/${c.owner.email}` }),
  },
  // users
  { method: 'GET', path: `${V1}/users/`, access: 'superuser', ok: 200, request: () => ({ url: `${V1}/users/` }) },
  {
    method: 'POST',
    path: `${V1}/users/`,
    access: 'superuser',
    ok: 200,
    request: () => ({ url: `${V1}/users/`, payload: { email: fresh(), password: NEW_PASSWORD } }),
  },
  { method: 'GET', path: `${V1}/audit/`, access: 'superuser', ok: 200, request: () => ({ url: `${V1}/audit/` }) },
  { method: 'GET', path: `${V1}/audit/export`, access: 'superuser', ok: 200, request: () => ({ url: `${V1}/audit/export` }) },
  // a person's own saved views of the lists; a view of another (here: none at that id) is 404 to everyone
  { method: 'GET', path: `${V1}/users/me/views/`, access: 'user', ok: 200, request: () => ({ url: `${V1}/users/me/views/` }) },
  {
    method: 'POST',
    path: `${V1}/users/me/views/`,
    access: 'user',
    ok: 201,
    request: () => ({
      url: `${V1}/users/me/views/`,
      payload: { list: 'users', name: 'Mine', state: { filters: {}, sort: null, columns: [], density: 'comfortable' } },
    }),
  },
  {
    method: 'PUT',
    path: `${V1}/users/me/views/{id}`,
    access: 'user',
    ok: 404,
    request: () => ({ url: `${V1}/users/me/views/${MISSING_VIEW}`, payload: { name: 'Renamed' } }),
  },
  {
    method: 'DELETE',
    path: `${V1}/users/me/views/{id}`,
    access: 'user',
    ok: 404,
    request: () => ({ url: `${V1}/users/me/views/${MISSING_VIEW}` }),
  },
  { method: 'GET', path: `${V1}/users/me`, access: 'user', ok: 200, request: () => ({ url: `${V1}/users/me` }) },
  // the signed-in person's sessions: ending one at an id nobody has is 404 to everyone
  { method: 'GET', path: `${V1}/users/me/sessions`, access: 'user', ok: 200, request: () => ({ url: `${V1}/users/me/sessions` }) },
  { method: 'DELETE', path: `${V1}/users/me/sessions`, access: 'user', ok: 200, request: () => ({ url: `${V1}/users/me/sessions` }) },
  {
    method: 'DELETE',
    path: `${V1}/users/me/sessions/{id}`,
    access: 'user',
    ok: 404,
    request: () => ({ url: `${V1}/users/me/sessions/${MISSING_VIEW}` }),
  },
  // One's own passkeys: adding one with a ticket nobody issued is 400, renaming or removing an id nobody has 404
  // (the ceremonies themselves are tested in test/modules/passkeys).
  { method: 'GET', path: `${V1}/users/me/passkeys`, access: 'user', ok: 200, request: () => ({ url: `${V1}/users/me/passkeys` }) },
  {
    method: 'POST',
    path: `${V1}/users/me/passkeys/options`,
    access: 'user',
    ok: 200,
    request: () => ({ url: `${V1}/users/me/passkeys/options` }),
  },
  {
    method: 'POST',
    path: `${V1}/users/me/passkeys`,
    access: 'user',
    ok: 400,
    request: () => ({
      url: `${V1}/users/me/passkeys`,
      payload: {
        ticket: 'not-a-ticket',
        name: 'Laptop',
        response: { ...PASSKEY_CREDENTIAL, response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' } },
      },
    }),
  },
  {
    method: 'PATCH',
    path: `${V1}/users/me/passkeys/{id}`,
    access: 'user',
    ok: 404,
    request: () => ({ url: `${V1}/users/me/passkeys/${MISSING_VIEW}`, payload: { name: 'Phone' } }),
  },
  {
    method: 'DELETE',
    path: `${V1}/users/me/passkeys/{id}`,
    access: 'user',
    ok: 404,
    request: () => ({ url: `${V1}/users/me/passkeys/${MISSING_VIEW}` }),
  },
  // One's own second factor. The matrix's people never set one up, so enabling it is 400 (nothing set
  // up), new recovery codes 409 (it is off) and turning it off with a wrong password 400, except for
  // a superuser, whose role requires it by default (409).
  { method: 'GET', path: `${V1}/users/me/two-factor`, access: 'user', ok: 200, request: () => ({ url: `${V1}/users/me/two-factor` }) },
  {
    method: 'POST',
    path: `${V1}/users/me/two-factor/setup`,
    access: 'user',
    ok: 200,
    request: () => ({ url: `${V1}/users/me/two-factor/setup` }),
  },
  {
    method: 'POST',
    path: `${V1}/users/me/two-factor`,
    access: 'user',
    ok: 400,
    request: () => ({ url: `${V1}/users/me/two-factor`, payload: { code: '123456' } }),
  },
  {
    method: 'POST',
    path: `${V1}/users/me/two-factor/recovery-codes`,
    access: 'user',
    ok: 409,
    request: () => ({ url: `${V1}/users/me/two-factor/recovery-codes`, payload: { code: '123456' } }),
  },
  {
    method: 'DELETE',
    path: `${V1}/users/me/two-factor`,
    access: 'user',
    ok: 400,
    request: () => ({ url: `${V1}/users/me/two-factor`, payload: { password: 'not-the-password' } }),
    superuser: [409, 'Your role requires two-step sign-in: it cannot be turned off'],
  },
  // The stream of one's own rights never ends, so the matrix asks without Accept: text/event-stream
  // and anyone signed in gets the 406 (its stream is tested in test/modules/changes).
  { method: 'GET', path: `${V1}/users/me/events`, access: 'user', ok: 406, request: () => ({ url: `${V1}/users/me/events` }) },
  { method: 'GET', path: `${V1}/dashboard/`, access: 'user', ok: 200, request: () => ({ url: `${V1}/dashboard/` }) },
  {
    method: 'DELETE',
    path: `${V1}/users/me`,
    access: 'user',
    ok: 200,
    request: () => ({ url: `${V1}/users/me` }),
    superuser: [403, 'Super users are not allowed to delete themselves'],
  },
  {
    method: 'PATCH',
    path: `${V1}/users/me`,
    access: 'user',
    ok: 200,
    request: () => ({ url: `${V1}/users/me`, payload: { full_name: 'Renamed' } }),
  },
  {
    method: 'PATCH',
    path: `${V1}/users/me/password`,
    access: 'user',
    ok: 200,
    request: (c) => ({
      url: `${V1}/users/me/password`,
      payload: { current_password: c.caller?.password ?? 'password-1234', new_password: NEW_PASSWORD },
    }),
  },
  {
    method: 'POST',
    path: `${V1}/users/signup`,
    access: 'public',
    ok: 200,
    request: () => ({ url: `${V1}/users/signup`, payload: { email: fresh(), password: NEW_PASSWORD } }),
  },
  { method: 'GET', path: `${V1}/users/{user_id}`, access: 'self', ok: 200, request: (c) => ({ url: `${V1}/users/${c.owner.id}` }) },
  {
    method: 'PATCH',
    path: `${V1}/users/{user_id}`,
    access: 'superuser',
    ok: 200,
    request: (c) => ({ url: `${V1}/users/${c.owner.id}`, payload: { full_name: 'Changed by an admin' } }),
  },
  { method: 'DELETE', path: `${V1}/users/{user_id}`, access: 'superuser', ok: 200, request: (c) => ({ url: `${V1}/users/${c.owner.id}` }) },
  {
    method: 'DELETE',
    path: `${V1}/users/{user_id}/sessions`,
    access: 'superuser',
    ok: 200,
    request: (c) => ({ url: `${V1}/users/${c.owner.id}/sessions` }),
  },
  // items
  { method: 'GET', path: `${V1}/items/`, access: 'user', ok: 200, request: () => ({ url: `${V1}/items/` }) },
  {
    method: 'POST',
    path: `${V1}/items/`,
    access: 'user',
    ok: 200,
    request: () => ({ url: `${V1}/items/`, payload: { title: 'An item' } }),
  },
  { method: 'GET', path: `${V1}/items/{id}`, access: 'owner', ok: 200, request: (c) => ({ url: `${V1}/items/${c.itemId}` }) },
  {
    method: 'PUT',
    path: `${V1}/items/{id}`,
    access: 'owner',
    ok: 200,
    request: (c) => ({ url: `${V1}/items/${c.itemId}`, payload: { title: 'Changed' } }),
  },
  { method: 'DELETE', path: `${V1}/items/{id}`, access: 'owner', ok: 200, request: (c) => ({ url: `${V1}/items/${c.itemId}` }) },
  // utils
  {
    method: 'POST',
    path: `${V1}/utils/test-email/`,
    access: 'superuser',
    ok: 201,
    request: () => ({ url: `${V1}/utils/test-email/?email_to=someone@example.com` }),
  },
  { method: 'GET', path: `${V1}/releases/`, access: 'superuser', ok: 200, request: () => ({ url: `${V1}/releases/` }) },
  {
    method: 'GET',
    path: `${V1}/releases/{frontend}`,
    access: 'superuser',
    ok: 200,
    request: () => ({ url: `${V1}/releases/remote-items` }),
  },
  {
    method: 'POST',
    path: `${V1}/releases/{frontend}`,
    access: 'superuser',
    ok: 201,
    request: () => ({ url: `${V1}/releases/remote-items`, payload: {} }),
    superuser: [415, 'Send the build as a gzip tar (Content-Type: application/gzip)'],
  },
  {
    method: 'POST',
    path: `${V1}/releases/{frontend}/promote`,
    access: 'superuser',
    ok: 200,
    request: () => ({ url: `${V1}/releases/remote-items/promote`, payload: { release_id: '0.0.0-none' } }),
    superuser: [404, 'remote-items has no release "0.0.0-none"'],
  },
  {
    method: 'POST',
    path: `${V1}/releases/{frontend}/rollback`,
    access: 'superuser',
    ok: 200,
    request: () => ({ url: `${V1}/releases/remote-items/rollback` }),
    superuser: [409, 'remote-items has no earlier live release to roll back to'],
  },
  {
    method: 'POST',
    path: `${V1}/releases/{frontend}/rollout`,
    access: 'superuser',
    ok: 200,
    request: () => ({ url: `${V1}/releases/remote-items/rollout`, payload: { release_id: '0.0.0-none', percent: 10 } }),
    superuser: [404, 'remote-items has no release "0.0.0-none"'],
  },
  {
    method: 'POST',
    path: `${V1}/releases/{frontend}/preview`,
    access: 'superuser',
    ok: 201,
    request: () => ({ url: `${V1}/releases/remote-items/preview`, payload: { release_id: '0.0.0-none' } }),
    superuser: [404, 'remote-items has no release "0.0.0-none"'],
  },
  {
    method: 'POST',
    path: `${V1}/releases/{frontend}/check`,
    access: 'superuser',
    ok: 200,
    request: () => ({ url: `${V1}/releases/remote-items/check` }),
  },
  {
    method: 'POST',
    path: `${V1}/releases/{frontend}/{release_id}/withdraw`,
    access: 'superuser',
    ok: 200,
    request: () => ({ url: `${V1}/releases/remote-items/0.0.0-none/withdraw` }),
    superuser: [404, 'remote-items has no release "0.0.0-none"'],
  },
  {
    method: 'DELETE',
    path: `${V1}/releases/{frontend}/previews/{id}`,
    access: 'superuser',
    ok: 204,
    request: () => ({ url: `${V1}/releases/remote-items/previews/${randomUUID()}` }),
    superuser: [404, 'Preview link not found'],
  },
  // leaving a preview: one browser's own cookie
  { method: 'DELETE', path: `${V1}/frontend-preview`, access: 'public', ok: 204, request: () => ({ url: `${V1}/frontend-preview` }) },
  // a developer's override of one module in their own browser: starting one needs releases.develop
  // (only superusers among the matrix's callers) and the browser's fe_browser cookie, which no call here has
  {
    method: 'POST',
    path: `${V1}/frontend-overrides/`,
    access: 'superuser',
    ok: 201,
    request: () => ({
      url: `${V1}/frontend-overrides`,
      payload: { module: 'remote-items', url: 'http://localhost:3002/mf-manifest.json' },
    }),
    superuser: [
      409,
      'This browser has no browser id (the fe_browser cookie): load a page of the product in it first, then start the override',
    ],
  },
  // the caller's override in this browser: none here
  {
    method: 'GET',
    path: `${V1}/frontend-overrides/current`,
    access: 'user',
    ok: 404,
    request: () => ({ url: `${V1}/frontend-overrides/current` }),
  },
  // ending it: one browser's own cookie (the shell calls it on sign-out)
  {
    method: 'DELETE',
    path: `${V1}/frontend-overrides/current`,
    access: 'public',
    ok: 204,
    request: () => ({ url: `${V1}/frontend-overrides/current` }),
  },
  {
    method: 'GET',
    path: `${V1}/releases/{frontend}/health`,
    access: 'superuser',
    ok: 200,
    request: () => ({ url: `${V1}/releases/remote-items/health` }),
  },
  // load reports of the remotes: anyone may send; only what a signed cookie vouches for counts
  {
    method: 'POST',
    path: `${V1}/frontend-reports/`,
    access: 'public',
    ok: 202,
    request: () => ({ url: `${V1}/frontend-reports/`, payload: { reports: [] } }),
  },
  // the module registry and its deploy keys
  { method: 'GET', path: `${V1}/modules/`, access: 'superuser', ok: 200, request: () => ({ url: `${V1}/modules/` }) },
  {
    method: 'POST',
    path: `${V1}/modules/`,
    access: 'superuser',
    ok: 201,
    request: () => {
      const tag = Math.random().toString(36).slice(2, 10);
      return {
        url: `${V1}/modules/`,
        payload: { name: `remote-m${tag}`, segment: `m${tag}`, config_key: `m${tag}`, display_name: { en: 'Matrix', 'zh-CN': '矩阵' } },
      };
    },
  },
  {
    // No module is made for the matrix: a superuser gets the 404 of one that does not exist.
    method: 'POST',
    path: `${V1}/modules/{name}/retire`,
    access: 'superuser',
    ok: 200,
    request: () => ({ url: `${V1}/modules/remote-none/retire` }),
    superuser: [404, 'Module not found'],
  },
  {
    method: 'POST',
    path: `${V1}/modules/{name}/paths`,
    access: 'superuser',
    ok: 201,
    request: () => ({ url: `${V1}/modules/remote-none/paths`, payload: { path: '/none' } }),
    superuser: [404, 'Module not found'],
  },
  {
    method: 'GET',
    path: `${V1}/modules/{name}/retirement`,
    access: 'superuser',
    ok: 200,
    request: () => ({ url: `${V1}/modules/remote-none/retirement` }),
    superuser: [404, 'Module not found'],
  },
  {
    method: 'POST',
    path: `${V1}/modules/{name}/restore`,
    access: 'superuser',
    ok: 200,
    request: () => ({ url: `${V1}/modules/remote-none/restore` }),
    superuser: [404, 'Module not found'],
  },
  {
    method: 'POST',
    path: `${V1}/deploy-keys/`,
    access: 'superuser',
    ok: 201,
    request: () => ({ url: `${V1}/deploy-keys/`, payload: { module: 'remote-items', name: 'matrix CI' } }),
  },
  { method: 'GET', path: `${V1}/deploy-keys/`, access: 'superuser', ok: 200, request: () => ({ url: `${V1}/deploy-keys/` }) },
  {
    method: 'DELETE',
    path: `${V1}/deploy-keys/{id}`,
    access: 'superuser',
    ok: 200,
    request: () => ({ url: `${V1}/deploy-keys/${randomUUID()}` }),
    superuser: [404, 'Deploy key not found'],
  },
  { method: 'GET', path: `${V1}/utils/health-check/`, access: 'public', ok: 200, request: () => ({ url: `${V1}/utils/health-check/` }) },
  { method: 'GET', path: `${V1}/utils/ready/`, access: 'public', ok: 200, request: () => ({ url: `${V1}/utils/ready/` }) },
  // /api/backend: video templates
  { method: 'POST', path: `${TEMPLATES}/list`, access: 'superuser', ok: 200, request: () => ({ url: `${TEMPLATES}/list?limit=5` }) },
  { method: 'GET', path: `${TEMPLATES}/export`, access: 'superuser', ok: 200, request: () => ({ url: `${TEMPLATES}/export` }) },
  {
    method: 'POST',
    path: `${TEMPLATES}/get`,
    access: 'superuser',
    ok: 200,
    request: (c) => ({ url: `${TEMPLATES}/get`, payload: { template_id: c.templateId } }),
  },
  {
    method: 'POST',
    path: `${TEMPLATES}/create`,
    access: 'superuser',
    ok: 200,
    request: () => ({ url: `${TEMPLATES}/create`, payload: { template_name: 'Matrix', template_platform: 'keling' } }),
  },
  {
    method: 'POST',
    path: `${TEMPLATES}/update`,
    access: 'superuser',
    ok: 200,
    request: (c) => ({ url: `${TEMPLATES}/update`, payload: { template_id: c.templateId, template_name: 'Changed' } }),
  },
  {
    method: 'POST',
    path: `${TEMPLATES}/delete`,
    access: 'superuser',
    ok: 200,
    request: (c) => ({ url: `${TEMPLATES}/delete`, payload: { template_id: c.templateId } }),
  },
  {
    method: 'POST',
    path: `${TEMPLATES}/copy`,
    access: 'superuser',
    ok: 200,
    request: (c) => ({ url: `${TEMPLATES}/copy`, payload: { template_id: c.templateId } }),
  },
  {
    method: 'POST',
    path: `${TEMPLATES}/batch-update-status`,
    access: 'superuser',
    ok: 200,
    request: (c) => ({
      url: `${TEMPLATES}/batch-update-status`,
      payload: { template_ids: [c.templateId], template_sub_status: 'IN_QUEUE' },
    }),
  },
  {
    method: 'GET',
    path: `${TEMPLATES}/{template_id}/history`,
    access: 'superuser',
    ok: 200,
    request: (c) => ({ url: `${TEMPLATES}/${c.templateId}/history` }),
  },
  {
    method: 'POST',
    path: `${TEMPLATES}/generate-title`,
    access: 'superuser',
    ok: 200,
    request: (c) => ({ url: `${TEMPLATES}/generate-title`, payload: { template_id: c.templateId } }),
  },
  {
    method: 'POST',
    path: `${TEMPLATES}/generate-image`,
    access: 'superuser',
    ok: 200,
    request: (c) => ({ url: `${TEMPLATES}/generate-image`, payload: { template_id: c.templateId } }),
  },
  {
    method: 'POST',
    path: `${TEMPLATES}/generate-recommendation`,
    access: 'superuser',
    ok: 200,
    request: (c) => ({ url: `${TEMPLATES}/generate-recommendation`, payload: { template_id: c.templateId } }),
  },
  {
    method: 'POST',
    path: `${TEMPLATES}/generate-evaluation`,
    access: 'superuser',
    ok: 200,
    request: (c) => ({ url: `${TEMPLATES}/generate-evaluation`, payload: { template_id: c.templateId } }),
  },
  {
    method: 'POST',
    path: `${TEMPLATES}/review`,
    access: 'superuser',
    ok: 200,
    request: (c) => ({ url: `${TEMPLATES}/review`, payload: { template_id: c.templateId, action: 'reject' } }),
  },
  {
    method: 'POST',
    path: `${TEMPLATES}/publish`,
    access: 'superuser',
    ok: 200,
    request: (c) => ({ url: `${TEMPLATES}/publish`, payload: { template_id: c.publishableId } }),
  },
  {
    method: 'POST',
    path: `${TEMPLATES}/generate-reference-video`,
    access: 'superuser',
    ok: 200,
    request: (c) => {
      const body = multipart({ template_id: String(c.templateId), reference_image_index: '1' }, [
        { name: 'reference_image', filename: 'a.png', contentType: 'image/png', data: pngImage() },
      ]);
      return { url: `${TEMPLATES}/generate-reference-video`, payload: body.payload, headers: body.headers };
    },
  },
  // /api/backend: video tasks
  { method: 'GET', path: `${TASKS}/`, access: 'superuser', ok: 200, request: () => ({ url: `${TASKS}/` }) },
  {
    method: 'POST',
    path: `${TASKS}/`,
    access: 'superuser',
    ok: 200,
    request: () => ({ url: `${TASKS}/`, payload: { template_id: 1, user_id: 7, platform: 'minimax' } }),
  },
  { method: 'GET', path: `${TASKS}/stats/summary`, access: 'superuser', ok: 200, request: () => ({ url: `${TASKS}/stats/summary` }) },
  { method: 'GET', path: `${TASKS}/export`, access: 'superuser', ok: 200, request: () => ({ url: `${TASKS}/export` }) },
  {
    // The stream never ends, so the matrix asks without Accept: text/event-stream and a superuser
    // gets the 406 (its stream is tested in test/modules/changes).
    method: 'GET',
    path: `${TASKS}/events`,
    access: 'superuser',
    ok: 200,
    request: () => ({ url: `${TASKS}/events` }),
    superuser: [406, 'This call answers text/event-stream only: send Accept: text/event-stream'],
  },
  { method: 'GET', path: `${TASKS}/{id}`, access: 'superuser', ok: 200, request: (c) => ({ url: `${TASKS}/${c.taskId}` }) },
  {
    method: 'PUT',
    path: `${TASKS}/{id}`,
    access: 'superuser',
    ok: 200,
    request: (c) => ({ url: `${TASKS}/${c.taskId}`, payload: { is_read: true } }),
  },
  { method: 'DELETE', path: `${TASKS}/{id}`, access: 'superuser', ok: 200, request: (c) => ({ url: `${TASKS}/${c.taskId}` }) },
  {
    method: 'POST',
    path: `${BULK_JOBS}/`,
    access: 'superuser',
    ok: 202,
    request: (c) => ({ url: `${BULK_JOBS}/`, payload: { list: 'tasks', action: 'mark_read', ids: [c.taskId] } }),
  },
  { method: 'GET', path: `${BULK_JOBS}/`, access: 'superuser', ok: 200, request: () => ({ url: `${BULK_JOBS}/` }) },
  {
    // No job is made for the matrix: a superuser gets the 404 of a job that does not exist.
    method: 'GET',
    path: `${BULK_JOBS}/{id}`,
    access: 'superuser',
    ok: 200,
    request: () => ({ url: `${BULK_JOBS}/2147483647` }),
    superuser: [404, 'Bulk job not found'],
  },
  {
    // As above: cancelling a job that does not exist.
    method: 'POST',
    path: `${BULK_JOBS}/{id}/cancel`,
    access: 'superuser',
    ok: 200,
    request: () => ({ url: `${BULK_JOBS}/2147483647/cancel`, payload: {} }),
    superuser: [404, 'Bulk job not found'],
  },
  // view-as: anyone reads their session's (null); only a superuser starts or ends one. Starting
  // one at a person nobody is answers 422, so the matrix's superuser session never starts viewing.
  { method: 'GET', path: `${V1}/view-as`, access: 'user', ok: 200, request: () => ({ url: `${V1}/view-as` }) },
  {
    method: 'POST',
    path: `${V1}/view-as`,
    access: 'superuser',
    ok: 200,
    request: () => ({ url: `${V1}/view-as`, payload: { user_id: MISSING_VIEW } }),
    superuser: [422, 'There is no such person'],
  },
  { method: 'DELETE', path: `${V1}/view-as`, access: 'superuser', ok: 204, request: () => ({ url: `${V1}/view-as` }) },
  // Outside the OpenAPI document: the spec, the docs, the frontends' config, stored media.
  { method: 'GET', path: `${V1}/openapi.json`, access: 'public', ok: 200, request: () => ({ url: `${V1}/openapi.json` }) },
  { method: 'GET', path: '/docs', access: 'public', ok: 200, request: () => ({ url: '/docs/' }) },
  { method: 'GET', path: '/config.json', access: 'public', ok: 200, request: () => ({ url: '/config.json' }) },
  // a preview link: a page asks before anything loads; a token that is not this server's answers the page saying so
  { method: 'GET', path: '/preview/{token}', access: 'public', ok: 404, request: () => ({ url: '/preview/not-a-token' }) },
  { method: 'GET', path: '/media/{key}', access: 'public', ok: 200, request: (c) => ({ url: c.mediaUrl }) },
];

/** "METHOD /path" of every operation in the server's OpenAPI document. */
export function documentedOperations(app: FastifyInstance): string[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}
