import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { sortRoles } from '../../lib/roles.js';
import type { AuditEntry } from './audit.service.js';

/** A JSON object as read: an answer's body, a row read before the call. */
export type Fields = Record<string, unknown>;

/** What an audited call's entries are made from. */
export interface AuditedCallContext {
  request: FastifyRequest;
  /** The answer's JSON body ({} when it is not a JSON object). */
  answer: Fields;
  /** What `before` read (undefined when the call has none, or it found nothing). */
  before: Fields | undefined;
}

/** An entry without its actor, which is whoever made the call. */
export type CallEntry = Omit<AuditEntry, 'actor' | 'actorId'>;

export interface AuditedCall {
  /** Reads what the call is about to change, after authentication and validation, before the handler. */
  before?: (db: Kysely<Database>, request: FastifyRequest) => Promise<Fields | undefined>;
  /** The entries a successful (2xx) call makes: [] when it changed nothing. */
  entries: (call: AuditedCallContext) => CallEntry[];
}

/** Each string of a summary is cut to this many characters. */
const TEXT_MAX = 200;
/** A bulk job's summary lists at most this many of its chosen ids. */
const IDS_MAX = 100;

const short = (value: unknown): unknown => (typeof value === 'string' && value.length > TEXT_MAX ? `${value.slice(0, TEXT_MAX)}…` : value);

/** The fields of `after` (those it has) whose value differs from `before`'s, as {field: [old, new]}. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>, fields: readonly string[]) {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of fields) {
    if (!(field in after) || after[field] === undefined) continue;
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) changes[field] = [short(before[field]), short(after[field])];
  }
  return changes;
}

const isEmpty = (object: object) => Object.keys(object).length === 0;

const paramsOf = (request: FastifyRequest) => request.params as Record<string, string | number>;
const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as Fields;

async function userBefore(db: Kysely<Database>, request: FastifyRequest) {
  const id = String(paramsOf(request).user_id);
  const user = await db
    .selectFrom('users')
    .select(['email', 'full_name', 'is_active', 'is_superuser'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user) return undefined;
  const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', id).execute();
  return {
    email: user.email,
    full_name: user.full_name,
    is_active: Boolean(user.is_active),
    is_superuser: Boolean(user.is_superuser),
    roles: sortRoles(roles.map((row) => row.role)),
  };
}

async function taskBefore(db: Kysely<Database>, request: FastifyRequest) {
  const task = await db
    .selectFrom('video_tasks')
    .select(['template_id', 'platform', 'task_status', 'is_read'])
    .where('task_id', '=', Number(paramsOf(request).id))
    .executeTakeFirst();
  return task && { ...task, is_read: Boolean(task.is_read) };
}

const USER_FIELDS = ['email', 'full_name', 'is_active', 'is_superuser'] as const;

/**
 * The calls the audit log records, by method and route: what each is (its kind), on what (its
 * target) and what it changed (its summary). Template calls are not here: the templates' history
 * records each of them (see OWN_RECORDS). A summary never holds a password or a key's secret.
 */
export const AUDITED_CALLS: Readonly<Record<string, AuditedCall>> = {
  'POST /api/v1/users/': {
    entries: ({ request, answer }) => [
      {
        kind: 'user.create',
        target: `user:${answer.email}`,
        summary: {
          full_name: short(answer.full_name),
          is_active: answer.is_active,
          is_superuser: answer.is_superuser,
          roles: answer.roles,
          ...(bodyOf(request).invite === true ? { invited: true } : {}),
        },
      },
    ],
  },
  'PATCH /api/v1/users/:user_id': {
    before: userBefore,
    entries: ({ request, answer, before }) => {
      if (!before) return [];
      const target = `user:${answer.email}`;
      const entries: CallEntry[] = [];
      const fields: Record<string, unknown> = changed(before, answer, USER_FIELDS);
      if (typeof bodyOf(request).password === 'string') fields.password = 'changed';
      if (!isEmpty(fields)) entries.push({ kind: 'user.update', target, summary: fields });
      const roles = changed(before, { roles: sortRoles((answer.roles ?? []) as string[]) }, ['roles']);
      if (!isEmpty(roles)) entries.push({ kind: 'user.roles', target, summary: roles });
      return entries;
    },
  },
  'DELETE /api/v1/users/:user_id': {
    before: userBefore,
    entries: ({ request, before }) => [
      {
        kind: 'user.delete',
        target: `user:${before?.email ?? paramsOf(request).user_id}`,
        summary: before ? { full_name: short(before.full_name), is_superuser: before.is_superuser, roles: before.roles } : null,
      },
    ],
  },
  // Ending sessions: one's own (one, or all others), or all of a person's (a superuser). The
  // target is the person whose sessions ended; a session's id names no one, so it stays out.
  'DELETE /api/v1/users/me/sessions/:id': {
    entries: ({ request }) => [{ kind: 'session.end', target: `user:${(request.actor ?? request.user).email}`, summary: null }],
  },
  'DELETE /api/v1/users/me/sessions': {
    entries: ({ request, answer }) => [
      { kind: 'session.end_others', target: `user:${request.user.email}`, summary: { ended: answer.ended } },
    ],
  },
  'DELETE /api/v1/users/:user_id/sessions': {
    before: userBefore,
    entries: ({ request, answer, before }) => [
      {
        kind: 'session.end_all',
        target: `user:${before?.email ?? paramsOf(request).user_id}`,
        summary: { ended: answer.ended },
      },
    ],
  },
  'POST /api/v1/modules/': {
    entries: ({ answer }) => [
      {
        kind: 'module.register',
        target: `module:${answer.name}`,
        summary: { segment: answer.segment, config_key: answer.config_key, display_name: answer.display_name },
      },
    ],
  },
  'POST /api/v1/modules/:name/retire': {
    entries: ({ request }) => [{ kind: 'module.retire', target: `module:${paramsOf(request).name}`, summary: null }],
  },
  'POST /api/v1/modules/:name/restore': {
    entries: ({ request }) => [{ kind: 'module.restore', target: `module:${paramsOf(request).name}`, summary: null }],
  },
  // A path claimed, and whether a superuser granted it under another module's claim (explicit).
  'POST /api/v1/modules/:name/paths': {
    entries: ({ request, answer }) => {
      const path = bodyOf(request).path;
      const claim = (Array.isArray(answer.paths) ? (answer.paths as Fields[]) : []).find((each) => each.path === path);
      return [{ kind: 'module.path', target: `module:${paramsOf(request).name}`, summary: { path, explicit: claim?.explicit ?? false } }];
    },
  },
  'POST /api/v1/deploy-keys/': {
    // The answer holds the secret: only these fields are read from it.
    entries: ({ answer }) => [
      {
        kind: 'deploy_key.create',
        target: `deploy_key:${answer.id}`,
        summary: { module: answer.module, name: short(answer.name), can_promote: answer.can_promote, expires_at: answer.expires_at },
      },
    ],
  },
  'DELETE /api/v1/deploy-keys/:id': {
    before: (db, request) =>
      db
        .selectFrom('deploy_keys')
        .select(['module', 'name', 'revoked_at'])
        .where('id', '=', String(paramsOf(request).id).toLowerCase())
        .executeTakeFirst(),
    // Revoking a revoked key changes nothing.
    entries: ({ request, before }) =>
      before && before.revoked_at === null
        ? [
            {
              kind: 'deploy_key.revoke',
              target: `deploy_key:${String(paramsOf(request).id).toLowerCase()}`,
              summary: { module: before.module, name: short(before.name) },
            },
          ]
        : [],
  },
  'POST /api/backend/video-tasks/': {
    entries: ({ answer }) => [
      {
        kind: 'task.create',
        target: `task:${answer.task_id}`,
        summary: { template_id: answer.template_id, user_id: answer.user_id, platform: answer.platform, task_status: answer.task_status },
      },
    ],
  },
  'PUT /api/backend/video-tasks/:id': {
    before: taskBefore,
    entries: ({ request, before }) => {
      const changes = before ? changed(before, bodyOf(request), ['task_status', 'is_read']) : {};
      return isEmpty(changes) ? [] : [{ kind: 'task.update', target: `task:${paramsOf(request).id}`, summary: changes }];
    },
  },
  'DELETE /api/backend/video-tasks/:id': {
    before: taskBefore,
    entries: ({ request, before }) => [
      {
        kind: 'task.delete',
        target: `task:${paramsOf(request).id}`,
        summary: before ? { template_id: before.template_id, platform: before.platform, task_status: before.task_status } : null,
      },
    ],
  },
  'POST /api/backend/bulk-jobs/': {
    entries: ({ request, answer }) => {
      const body = bodyOf(request);
      const ids = Array.isArray(body.ids) ? (body.ids as number[]) : undefined;
      return [
        {
          kind: 'bulk_job.start',
          target: `bulk_job:${answer.id}`,
          summary: {
            list: answer.list,
            action: answer.action,
            ...(body.task_status !== undefined ? { task_status: body.task_status } : {}),
            total: answer.total,
            ...(ids ? { ids: ids.slice(0, IDS_MAX), ...(ids.length > IDS_MAX ? { ids_count: ids.length } : {}) } : {}),
            ...(body.filters ? { filters: body.filters, expected_count: body.expected_count } : {}),
          },
        },
      ];
    },
  },
  'POST /api/backend/bulk-jobs/:id/cancel': {
    entries: ({ request, answer }) => [
      {
        kind: 'bulk_job.cancel',
        target: `bulk_job:${paramsOf(request).id}`,
        summary:
          answer && typeof answer === 'object'
            ? Object.fromEntries(
                ['status', 'total', 'done', 'succeeded', 'failed'].filter((key) => key in answer).map((key) => [key, answer[key]]),
              )
            : null,
      },
    ],
  },
};

/**
 * Admin calls whose feature keeps its own record, which the audit list reads as it is (so they
 * are not written twice): every template call (the templates' history, with who and what
 * changed) and the release calls (the releases' events); a development override writes its own
 * audit entries.
 */
export const OWN_RECORDS: readonly { route: RegExp; record: 'template_history' | 'release' | 'override' | 'view_as' }[] = [
  { route: /^POST \/api\/backend\/video-template\//, record: 'template_history' },
  // Rollouts and previews too: their events are release.rollout, release.rollout-abort, release.rollout-complete, release.preview.
  { route: /^POST \/api\/v1\/releases\/:frontend(\/promote|\/rollback|\/rollout|\/preview)?$/, record: 'release' },
  // Withdrawals and ended preview links: release.withdraw, release.preview-end.
  { route: /^POST \/api\/v1\/releases\/:frontend\/:release_id\/withdraw$/, record: 'release' },
  { route: /^DELETE \/api\/v1\/releases\/:frontend\/previews\/:id$/, record: 'release' },
  // A development override's start and end write override.start and override.end themselves: an
  // override also ends without a call (expired, permission or password gone), with its reason.
  { route: /^(POST|DELETE) \/api\/v1\/frontend-overrides\/(current)?$/, record: 'override' },
  // View-as writes view_as.start and view_as.end itself, under the superuser's name (the call's
  // request.user is who is viewed).
  { route: /^(POST|DELETE) \/api\/v1\/view-as$/, record: 'view_as' },
];

/** The call whose refusals of a back-office account are recorded as 'signin.refused'. */
export const SIGN_IN = 'POST /api/v1/login/access-token';
