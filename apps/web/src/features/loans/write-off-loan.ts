import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthorizationPending, WriteOffBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';
import { refreshAfter } from '../../lib/query-keys';

/** `POST /api/loan/:id/write-off`: the loan leaves the portfolio ('Castigado'); answers the toast text. */
export function postWriteOff(
  id: number,
  body: WriteOffBody,
  key: string,
): Promise<{ message: string } | AuthorizationPending> {
  return api.request<{ message: string } | AuthorizationPending>(`/api/loan/${id}/write-off`, {
    method: 'POST',
    body,
    headers: keyHeader(key),
  });
}

export function useWriteOffLoan(id: number) {
  const queryClient = useQueryClient();
  const send = useKeyedSend((body: WriteOffBody, key: string) => postWriteOff(id, body, key));
  return useMutation({
    mutationFn: send,
    // Also on failure: a 409 means it is no longer 'Por pagar', and the page should say so.
    onSettled: () => void refreshAfter(queryClient, 'loan-written-off'),
  });
}
