import { useQuery } from '@tanstack/react-query';
import type { Payoff } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `GET /api/loan/:id/payoff?date=`: the ₽ and Bs that settle the loan on that day (today or later). */
export function getPayoff(id: number, date: string, signal?: AbortSignal): Promise<Payoff> {
  return api.request<Payoff>(`/api/loan/${id}/payoff`, { query: { date }, signal });
}

/** Asked only for a day the API takes (`enabled`): a half-typed date sends nothing. */
export function usePayoff(id: number, date: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.loans.payoff(id, date),
    queryFn: ({ signal }) => getPayoff(id, date, signal),
    enabled,
  });
}
