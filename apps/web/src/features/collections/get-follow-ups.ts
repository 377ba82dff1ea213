import { useQuery } from '@tanstack/react-query';
import type { FollowUp } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `GET /api/loan/:id/follow-ups`: the loan's contacts, newest first, each promise judged as of today. */
export function getFollowUps(loanId: number, signal?: AbortSignal): Promise<FollowUp[]> {
  return api.request<FollowUp[]>(`/api/loan/${loanId}/follow-ups`, { signal });
}

export function useFollowUps(loanId: number) {
  return useQuery({
    queryKey: queryKeys.loans.followUps(loanId),
    queryFn: ({ signal }) => getFollowUps(loanId, signal),
  });
}
