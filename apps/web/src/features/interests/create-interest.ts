import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInterestBody, Interest } from '@app/domain';
import { api } from '../../lib/api-client';
import { interestsListKey } from './get-interests';

/** Registers an interest in percent; the API answers the stored record (201). */
export function createInterest(body: CreateInterestBody): Promise<Interest> {
  return api.request<Interest>('/api/interests/', { method: 'POST', body });
}

export function useCreateInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInterest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interestsListKey }),
  });
}
