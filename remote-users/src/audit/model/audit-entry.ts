import type { AuditEntry } from '@video-admin/shared-ui/contract';

export type { AuditEntriesPublic, AuditEntry } from '@video-admin/shared-ui/contract';

/** The families of kinds the filter offers: 'user' matches every 'user.*' (the API's rule). */
export const AUDIT_KIND_FAMILIES = [
  'user',
  'template',
  'task',
  'bulk_job',
  'module',
  'release',
  'deploy_key',
  'override',
  'signin',
] as const;

export type AuditSource = AuditEntry['source'];
