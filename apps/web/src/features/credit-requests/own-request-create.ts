import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postCreditRequest, type CreditRequestBody } from './apply-request';
import { useKeyedSend } from '../../lib/submission-key';
import { refreshAfter } from '../../lib/query-keys';

/**
 * The signed-in carrier asks for credit (`{ amount }` in Bs; the token says who). A retry of the same
 * amount after a failure carries the same Idempotency-Key; the list refetches with the new request.
 */
export function useCreateOwnRequest() {
  const queryClient = useQueryClient();
  const send = useKeyedSend((body: CreditRequestBody, key: string) => postCreditRequest(body, key));
  return useMutation({
    mutationFn: send,
    onSuccess: () => refreshAfter(queryClient, 'request-created'),
  });
}
