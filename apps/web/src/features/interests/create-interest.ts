import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInterestBody, Interest } from '@app/domain';
import { api } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';
import { refreshAfter } from '../../lib/query-keys';

/** Registers an interest in percent; the API answers the stored record (201). */
export function createInterest(body: CreateInterestBody, key: string): Promise<Interest> {
  return api.request<Interest>('/api/interests/', { method: 'POST', body, headers: keyHeader(key) });
}

export function useCreateInterest() {
  const queryClient = useQueryClient();
  const send = useKeyedSend(createInterest);
  return useMutation({
    mutationFn: send,
    onSuccess: () => refreshAfter(queryClient, 'interest-created'),
  });
}
