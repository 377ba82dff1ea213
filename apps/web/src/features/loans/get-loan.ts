import { useQuery } from '@tanstack/react-query';
import type { Loan } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `GET /api/loan/:id`: one loan as the lists show it (an administrator's, or the carrier's own). */
export function getLoan(id: number, signal?: AbortSignal): Promise<Loan> {
  return api.request<Loan>(`/api/loan/${id}`, { signal });
}

export function useLoan(id: number) {
  return useQuery({
    queryKey: queryKeys.loans.detail(id),
    queryFn: ({ signal }) => getLoan(id, signal),
  });
}
