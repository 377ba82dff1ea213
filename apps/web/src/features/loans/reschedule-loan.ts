import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthorizationPending, RescheduleBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';
import { refreshAfter } from '../../lib/query-keys';

/** `POST /api/loan/:id/reschedule`: the balance as a new schedule from today; answers the toast text. */
export function postReschedule(
  id: number,
  body: RescheduleBody,
  key: string,
): Promise<{ message: string } | AuthorizationPending> {
  return api.request<{ message: string } | AuthorizationPending>(`/api/loan/${id}/reschedule`, {
    method: 'POST',
    body,
    headers: keyHeader(key),
  });
}

export function useRescheduleLoan(id: number) {
  const queryClient = useQueryClient();
  const send = useKeyedSend((body: RescheduleBody, key: string) => postReschedule(id, body, key));
  return useMutation({
    mutationFn: send,
    // Also on failure: a 409 means the loan changed meanwhile (paid, written off), and the page should say so.
    onSettled: () => void refreshAfter(queryClient, 'loan-rescheduled'),
  });
}
