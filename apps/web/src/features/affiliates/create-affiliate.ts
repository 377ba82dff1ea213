import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Affiliate, AffiliateBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Registers an affiliate (organization sent as its id); the API answers the stored record (201). */
export function createAffiliate(body: AffiliateBody): Promise<Affiliate> {
  return api.request<Affiliate>('/api/affiliate', { method: 'POST', body });
}

export function useCreateAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAffiliate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.affiliates.lists }),
  });
}
