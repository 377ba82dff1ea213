import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** The newest entries a loan page shows; older ones stay in Auditoría. */
export const LOAN_AUDIT_LIMIT = 50;

/**
 * `GET /api/audit?loan=`: what happened to the loan and its money, newest first: its approval,
 * the decisions on its payments, the incomes applied to it, reschedules and write-off.
 */
export function getLoanAudit(id: number, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  return api.list<AuditEntry>('/api/audit', {
    query: { loan: id, limit: LOAN_AUDIT_LIMIT, offset: 0 },
    signal,
  });
}

export function useLoanAudit(id: number) {
  return useQuery({
    queryKey: queryKeys.loans.audit(id),
    queryFn: ({ signal }) => getLoanAudit(id, signal),
  });
}
