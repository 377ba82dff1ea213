import { useQuery } from '@tanstack/react-query';
import type { InstallmentView } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `GET /api/loan/:id/schedule`: the loan's installments as of today (paid, overdue, penalty). */
export function getOwnLoanSchedule(loanId: number, signal?: AbortSignal): Promise<InstallmentView[]> {
  return api.request<InstallmentView[]>(`/api/loan/${loanId}/schedule`, { signal });
}

/** Fetched only while `enabled` (the schedule is shown): a paid loan's stays unloaded on slow networks. */
export function useOwnLoanSchedule(loanId: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.loans.schedule(loanId),
    queryFn: ({ signal }) => getOwnLoanSchedule(loanId, signal),
    enabled,
  });
}
