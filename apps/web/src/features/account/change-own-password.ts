import { useMutation } from '@tanstack/react-query';
import type { AccountPasswordBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';

/** `POST /api/account/password`: the current password and the new one; the other sessions end. */
export function postOwnPassword(
  body: AccountPasswordBody,
  idempotencyKey: string,
): Promise<{ message: string }> {
  return api.request<{ message: string }>('/api/account/password', {
    method: 'POST',
    body,
    headers: keyHeader(idempotencyKey),
  });
}

export function useChangeOwnPassword() {
  return useMutation({ mutationFn: useKeyedSend(postOwnPassword) });
}
