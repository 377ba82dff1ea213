import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowUp, FollowUpBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';
import { refreshAfter } from '../../lib/query-keys';

/** The API's 201: the follow-up as stored and the toast text ('Seguimiento registrado.'). */
export type RecordedFollowUp = FollowUp & { message: string };

/** `POST /api/loan/:id/follow-ups` with the submission's Idempotency-Key: a retried one is stored once. */
export function postFollowUp(loanId: number, body: FollowUpBody, key: string): Promise<RecordedFollowUp> {
  return api.request<RecordedFollowUp>(`/api/loan/${loanId}/follow-ups`, {
    method: 'POST',
    body,
    headers: keyHeader(key),
  });
}

/** Records a contact with the loan's carrier; the desk's row and the loan page show it after. */
export function useRecordFollowUp(loanId: number) {
  const queryClient = useQueryClient();
  const send = useKeyedSend((body: FollowUpBody, key: string) => postFollowUp(loanId, body, key));
  return useMutation({
    mutationFn: send,
    // Not awaited: the modal closes at once, the row and the list catch up as they refetch.
    onSuccess: () => void refreshAfter(queryClient, 'follow-up-recorded'),
  });
}
