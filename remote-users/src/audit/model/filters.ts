/** The audit log's filters, one URL key each: who, what kind of change, its target, and a span of days. */
export const AUDIT_FILTER_KEYS = ['person', 'kind', 'target', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

export interface AuditQuery {
  skip: number;
  limit: number;
  person?: string;
  kind?: string;
  target?: string;
  /** The first moment of the `from` day, local time, as ISO 8601. */
  from?: string;
  /** The last moment of the `to` day, local time, as ISO 8601. */
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day (YYYY-MM-DD) at a local time as ISO 8601; anything that is not a day filters nothing. */
function moment(day: string, time: string): string | undefined {
  if (!DAY.test(day)) return undefined;
  const date = new Date(`${day}T${time}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The audit call's query for a page of the filters in force. */
export function auditQuery(values: Record<AuditFilterKey, string>, page: number, pageSize: number): AuditQuery {
  const query: AuditQuery = { skip: (page - 1) * pageSize, limit: pageSize };
  for (const key of ['person', 'kind', 'target'] as const) {
    const value = values[key].trim();
    if (value) query[key] = value;
  }
  const from = moment(values.from, '00:00:00.000');
  const to = moment(values.to, '23:59:59.999');
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}
