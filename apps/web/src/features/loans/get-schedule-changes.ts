import { useQuery } from '@tanstack/react-query';
import type { ScheduleChange } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `GET /api/loan/:id/schedule-history`: each reschedule and the installments it replaced, newest first. */
export function getScheduleChanges(id: number, signal?: AbortSignal): Promise<ScheduleChange[]> {
  return api.request<ScheduleChange[]>(`/api/loan/${id}/schedule-history`, { signal });
}

export function useScheduleChanges(id: number) {
  return useQuery({
    queryKey: queryKeys.loans.scheduleChanges(id),
    queryFn: ({ signal }) => getScheduleChanges(id, signal),
  });
}
