import { useMutation } from '@tanstack/react-query';
import type { AccountEmailBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';

/** `POST /api/account/email`: mails a confirmation link to the new address; nothing changes yet. */
export function postEmailChange(
  body: AccountEmailBody,
  idempotencyKey: string,
): Promise<{ message: string }> {
  return api.request<{ message: string }>('/api/account/email', {
    method: 'POST',
    body,
    headers: keyHeader(idempotencyKey),
  });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: useKeyedSend(postEmailChange) });
}
