import type { AuditQuery } from '../model/filters';

// Under the users remote's root, so a change of a user (which invalidates ['users']) refreshes the
// log that records it.
export const auditKeys = {
  all: ['users', 'audit'] as const,
  list: (query: AuditQuery) => [...auditKeys.all, query] as const,
};
