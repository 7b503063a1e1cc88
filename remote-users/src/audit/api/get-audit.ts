import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { AuditEntriesPublic } from '../model/audit-entry';
import type { AuditQuery } from '../model/filters';
import { auditKeys } from './audit-keys';

export function getAudit(query: AuditQuery, signal?: AbortSignal): Promise<AuditEntriesPublic> {
  return http.get<AuditEntriesPublic>('/api/v1/audit/', { searchParams: { ...query }, signal });
}

export function auditQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(query: AuditQuery) {
  return useQuery(auditQueryOptions(query));
}
