import type { ChoosableColumn } from '@video-admin/shared-ui/views';

/** The audit log's columns: the time names an entry (the log's order), so it always shows. */
export const AUDIT_COLUMN_IDS = ['at', 'actor', 'kind', 'target', 'summary', 'source'] as const;
export type AuditColumnId = (typeof AUDIT_COLUMN_IDS)[number];

export interface AuditColumn extends ChoosableColumn {
  id: AuditColumnId;
}

export const auditColumns = (label: (id: AuditColumnId) => string): AuditColumn[] =>
  AUDIT_COLUMN_IDS.map((id) => ({ id, label: label(id), ...(id === 'at' ? { fixed: 'start' as const } : {}) }));
