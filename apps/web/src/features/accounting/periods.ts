import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthorizationPending, Period } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys, refreshAfter } from '../../lib/query-keys';

/** `GET /api/periods`: every month with movements up to the last one ended, newest first, closed or not. */
export function usePeriods() {
  return useQuery({
    queryKey: queryKeys.books.periods,
    queryFn: ({ signal }) => api.request<Period[]>('/api/periods', { signal }),
  });
}

/** `POST /api/periods/{yyyy-mm}/close`: `{ message }`, held for a second administrator (four eyes), or 409 in Spanish. */
export function closePeriod(month: string): Promise<{ message: string } | AuthorizationPending> {
  return api.request(`/api/periods/${month}/close`, { method: 'POST' });
}

export function useClosePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closePeriod,
    onSuccess: () => refreshAfter(queryClient, 'period-closed'),
  });
}
