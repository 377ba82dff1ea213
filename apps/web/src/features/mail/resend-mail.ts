import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';
import { queryKeys } from '../../lib/query-keys';

/** `POST /api/mail/:id/resend` with the click's Idempotency-Key: a retried click queues it once. */
export function resendMail(id: number, key: string): Promise<{ message: string }> {
  return api.request<{ message: string }>(`/api/mail/${id}/resend`, {
    method: 'POST',
    headers: keyHeader(key),
  });
}

export function useResendMail() {
  const queryClient = useQueryClient();
  const send = useKeyedSend(resendMail);
  return useMutation({
    mutationFn: send,
    // Also on failure: a 409 means it was queued meanwhile, and the list should say so.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.mail.all }),
  });
}
