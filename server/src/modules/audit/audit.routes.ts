import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preValidationAsyncHookHandler } from 'fastify';
import { validationFailed } from '../../lib/http-errors.js';
import { CSV_DOWNLOAD, sendCsv } from '../../lib/csv-download.js';
import { toStoredTimestamp, toWireTimestamp } from '../../lib/time.js';
import { AUTH_ERRORS, BEARER, errorResponses } from '../../schemas/common.js';
import { dropEmptyQueryValues } from '../back-office/back-office-scope.js';
import type { AuditEntryRow } from './audit.repository.js';
import { existingTargets } from './audit-targets.js';
import { auditCsv } from './audit.csv.js';
import { AuditEntryList, AuditExportQuery, AuditListQuery, type AuditEntry } from './audit.schemas.js';

const toPublicEntry = (row: AuditEntryRow, existing: Set<string>): AuditEntry => ({
  id: `${row.source}:${row.seq}`,
  at: toWireTimestamp(row.at),
  actor: row.actor,
  kind: row.kind,
  target: row.target,
  target_exists: existing.has(row.target),
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

/** The query's filters as the service takes them: its date-times as stored timestamps. */
function filtersOf(query: Pick<AuditListQuery, 'person' | 'kind' | 'target' | 'from' | 'to'>) {
  const { person, kind, target } = query;
  return { person, kind, target, since: stored(query.from, 'from'), until: stored(query.to, 'to') };
}

/** The audit list for user administrators (users.manage): GET /api/v1/audit/, and its export, GET /api/v1/audit/export. */
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
      const { rows, count } = await audit.list(filtersOf(request.query), request.query.skip, request.query.limit);
      const existing = await existingTargets(
        app.db,
        rows.map((row) => row.target),
      );
      return { data: rows.map((row) => toPublicEntry(row, existing)), count };
    },
  );

  app.get(
    '/export',
    {
      schema: {
        tags: ['audit'],
        operationId: 'audit-export',
        summary: 'Export Audit Entries',
        description:
          "Every entry the filters match (the list's filters), newest first, as CSV (UTF-8 with a byte-order mark), streamed: time, person, kind in words and its code, target, the change in words, source. Needs users.manage.",
        security: BEARER,
        querystring: AuditExportQuery,
        response: { 200: CSV_DOWNLOAD, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request, reply) => {
      // Checked before the answer starts: a bad date-time is a 422, not a broken download.
      const filters = filtersOf(request.query);
      return sendCsv(reply, 'audit-log', auditCsv(audit.inBatches(filters), request.query.language));
    },
  );
};
