import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthorizationDecision, RejectAuthorizationBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';
import { refreshAfter } from '../../lib/query-keys';

/** `POST /api/authorizations/:id/approve`: the held operation takes effect now. */
export function approveAuthorization(id: number, key: string): Promise<AuthorizationDecision> {
  return api.request<AuthorizationDecision>(`/api/authorizations/${id}/approve`, {
    method: 'POST',
    headers: keyHeader(key),
  });
}

/** `POST /api/authorizations/:id/reject`: the held operation never happens. */
export function rejectAuthorization(
  { id, ...body }: RejectAuthorizationBody & { id: number },
  key: string,
): Promise<AuthorizationDecision> {
  return api.request<AuthorizationDecision>(`/api/authorizations/${id}/reject`, {
    method: 'POST',
    body,
    headers: keyHeader(key),
  });
}

export function useApproveAuthorization() {
  const queryClient = useQueryClient();
  const send = useKeyedSend(approveAuthorization);
  return useMutation({
    mutationFn: send,
    // Also on failure: a 409 means it was decided, lapsed or no longer valid, and the list should say so.
    onSettled: () => void refreshAfter(queryClient, 'authorization-decided'),
  });
}

export function useRejectAuthorization() {
  const queryClient = useQueryClient();
  const send = useKeyedSend(rejectAuthorization);
  return useMutation({
    mutationFn: send,
    onSettled: () => void refreshAfter(queryClient, 'authorization-decided'),
  });
}
