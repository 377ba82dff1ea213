import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountPhoneBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';

/** `PATCH /api/account/phone` with the submission's Idempotency-Key. */
export function patchPhone(body: AccountPhoneBody, idempotencyKey: string): Promise<{ message: string }> {
  return api.request<{ message: string }>('/api/account/phone', {
    method: 'PATCH',
    body,
    headers: keyHeader(idempotencyKey),
  });
}

export function useChangePhone() {
  const queryClient = useQueryClient();
  const send = useKeyedSend(patchPhone);
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account }),
  });
}
