import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthorizationPending, Period } from '@app/domain';
import { api } from '../../lib/api-client';
import { booksKeys } from './books-keys';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';

/** `GET /api/periods`: every month with movements up to the last one ended, newest first, closed or not. */
export function usePeriods() {
  return useQuery({
    queryKey: booksKeys.periods,
    queryFn: ({ signal }) => api.request<Period[]>('/api/periods', { signal }),
  });
}

/** `POST /api/periods/{yyyy-mm}/close`, once per key: `{ message }`, held for a second administrator, or 409 in Spanish. */
export function closePeriod(month: string, key: string): Promise<{ message: string } | AuthorizationPending> {
  return api.request(`/api/periods/${month}/close`, { method: 'POST', headers: keyHeader(key) });
}

export function useClosePeriod() {
  const queryClient = useQueryClient();
  const send = useKeyedSend(closePeriod);
  return useMutation({
    mutationFn: send,
    // Also on failure: a 409 may mean another administrator closed it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: booksKeys.periods }),
  });
}
