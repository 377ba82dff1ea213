import { useQuery } from '@tanstack/react-query';
import type { Reminder } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `GET /api/loan/:id/reminders`: the payment reminders e-mailed for the loan, newest first. */
export function getLoanReminders(id: number, signal?: AbortSignal): Promise<Reminder[]> {
  return api.request<Reminder[]>(`/api/loan/${id}/reminders`, { signal });
}

export function useLoanReminders(id: number) {
  return useQuery({
    queryKey: queryKeys.loans.reminders(id),
    queryFn: ({ signal }) => getLoanReminders(id, signal),
  });
}
