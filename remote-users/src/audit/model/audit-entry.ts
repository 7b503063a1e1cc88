import type { AuditEntry } from '@video-admin/shared-ui/contract';

export type { AuditEntriesPublic, AuditEntry } from '@video-admin/shared-ui/contract';

/** The families of kinds the filter offers: 'user' matches every 'user.*' (the API's rule). */
export const AUDIT_KIND_FAMILIES = ['user', 'template', 'task', 'bulk_job', 'module', 'release', 'deploy_key', 'signin'] as const;

export type AuditSource = AuditEntry['source'];

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * What an entry's summary says, on one line: the API gives JSON text, `{field: [old, new]}` for
 * an update ("is_active: true → false") and the values set otherwise ("roles: [...]"). Text that is
 * not such an object is shown as it is.
 */
export function summaryText(summary: string | null): string {
  if (!summary) return '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(summary);
  } catch {
    return summary;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return summary;
  return Object.entries(parsed)
    .map(([field, value]) =>
      Array.isArray(value) && value.length === 2 ? `${field}: ${show(value[0])} → ${show(value[1])}` : `${field}: ${show(value)}`,
    )
    .join('; ');
}
