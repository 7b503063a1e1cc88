import type { QueryOf } from '@video-admin/shared-ui/contract';

/** The audit log's filters, one URL key each: who, what kind of change, its target, and a span of days. */
export const AUDIT_FILTER_KEYS = ['person', 'kind', 'target', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

export type AuditQuery = QueryOf<'/api/v1/audit/', 'get'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight, local time, at the start of a day (YYYY-MM-DD) `offset` days on, as ISO 8601; undefined for anything that is not a day. */
function midnight(day: string, offset = 0): string | undefined {
  if (!DAY.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date);
  // Date would make 2026-02-30 into March 2nd: such a value is not a day.
  if (start.getFullYear() !== year || start.getMonth() !== month - 1 || start.getDate() !== date) return undefined;
  return new Date(year, month - 1, date + offset).toISOString();
}

/**
 * The audit call's query for a page of the filters in force: the texts trimmed, `from` the start
 * of its day and `to` the end of its (the API's `to` is exclusive: the next day's start), local time.
 */
export function auditQuery(values: Record<AuditFilterKey, string>, page: number, pageSize: number): AuditQuery {
  return { skip: (page - 1) * pageSize, limit: pageSize, ...auditFilters(values) };
}

/** The filters in force as the list and its export take them (the export: every page). */
export function auditFilters(values: Record<AuditFilterKey, string>): Omit<AuditQuery, 'skip' | 'limit'> {
  const query: Omit<AuditQuery, 'skip' | 'limit'> = {};
  for (const key of ['person', 'kind', 'target'] as const) {
    const value = values[key].trim();
    if (value) query[key] = value;
  }
  const from = midnight(values.from);
  const to = midnight(values.to, 1);
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}
