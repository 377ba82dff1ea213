import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntity, AuditEntry } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';
import { queryKeys } from '../../lib/query-keys';

export interface AuditParams extends ListParams<'audit'> {
  /** First day, 'YYYY-MM-DD' (business time zone), included. */
  from?: string;
  /** Last day, 'YYYY-MM-DD', included. */
  to?: string;
  administratorId?: number;
  entity?: AuditEntity;
  /** One record of `entity`: its entries only. */
  entityId?: number;
}

/** One page of the audit trail, newest first unless `sort` says; the filters work together. */
export function getAudit(params: AuditParams, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  return api.list<AuditEntry>('/api/audit', { query: { ...params }, signal });
}

/** `enabled` false holds the call back (a range the API would refuse). */
export function useAudit(params: AuditParams, enabled = true) {
  return useQuery({
    queryKey: queryKeys.audit.list(params),
    queryFn: ({ signal }) => getAudit(params, signal),
    placeholderData: keepPreviousData,
    enabled,
    // Every change anywhere in the back office writes the trail, and none invalidates it: read it afresh.
    staleTime: 0,
  });
}
