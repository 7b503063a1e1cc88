import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preValidationAsyncHookHandler } from 'fastify';
import { validationFailed } from '../../lib/http-errors.js';
import { toStoredTimestamp, toWireTimestamp } from '../../lib/time.js';
import { AUTH_ERRORS, BEARER, errorResponses } from '../../schemas/common.js';
import { dropEmptyQueryValues } from '../back-office/back-office-scope.js';
import type { AuditEntryRow } from './audit.repository.js';
import { AuditEntryList, AuditListQuery, type AuditEntry } from './audit.schemas.js';

const toPublicEntry = (row: AuditEntryRow): AuditEntry => ({
  id: `${row.source}:${row.seq}`,
  at: toWireTimestamp(row.at),
  actor: row.actor,
  kind: row.kind,
  target: row.target,
  summary: row.summary,
  source: row.source,
});

/** A query date-time as stored timestamps are written (a 422 for one JavaScript cannot read, such as a leap second). */
function stored(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  const at = toStoredTimestamp(value);
  if (at === undefined) throw validationFailed(['query', name], 'Input should be a valid datetime', 'datetime_parsing');
  return at;
}

/** The audit list for user administrators (users.manage): GET /api/v1/audit/. */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const audit = app.auditLog;
  // The users feature registers after this one (its routes must get the recorder's hooks), so its
  // permission hook is taken from the app when the first request comes.
  let usersManage: preValidationAsyncHookHandler | undefined;
  app.addHook('preValidation', async function (request, reply) {
    usersManage ??= app.requirePermission('users.manage');
    await usersManage.call(this, request, reply);
  });
  app.addHook('preValidation', dropEmptyQueryValues);

  app.get(
    '/',
    {
      schema: {
        tags: ['audit'],
        operationId: 'audit-list_entries',
        summary: 'List Audit Entries',
        description:
          "Every change made through the back office and the admin APIs, newest first: the audit log's own entries (tasks, bulk jobs, users and roles, modules, deploy keys, refused sign-ins of back-office accounts), the templates' history and the releases' events, as one list. Only entries within AUDIT_RETENTION_DAYS. Needs users.manage.",
        security: BEARER,
        querystring: AuditListQuery,
        response: { 200: AuditEntryList, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      const { skip, limit, person, kind, target } = request.query;
      const since = stored(request.query.from, 'from');
      const until = stored(request.query.to, 'to');
      const { rows, count } = await audit.list({ person, kind, target, since, until }, skip, limit);
      return { data: rows.map(toPublicEntry), count };
    },
  );
};
