import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResendMailBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';
import { queryKeys } from '../../lib/query-keys';

/** Which e-mail to send again; `copy` for one already sent, after the person confirmed it. */
export interface Resend {
  id: number;
  copy?: boolean;
}

/** `POST /api/mail/:id/resend` with the click's Idempotency-Key: a retried click queues it once. */
export function resendMail({ id, copy }: Resend, key: string): Promise<{ message: string }> {
  const body: ResendMailBody | undefined = copy ? { copy: true } : undefined;
  return api.request<{ message: string }>(`/api/mail/${id}/resend`, {
    method: 'POST',
    headers: keyHeader(key),
    body,
  });
}

export function useResendMail() {
  const queryClient = useQueryClient();
  const send = useKeyedSend(resendMail);
  return useMutation({
    mutationFn: send,
    // Also on failure: a 409 means it was queued or sent meanwhile, and the list should say so.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.mail.all }),
  });
}
