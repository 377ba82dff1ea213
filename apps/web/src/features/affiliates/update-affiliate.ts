import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Affiliate, AffiliateBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export interface UpdateAffiliateInput {
  id: number;
  body: Partial<AffiliateBody>;
}

/** Changes the given fields of an affiliate; the API answers the whole record. */
export function updateAffiliate({ id, body }: UpdateAffiliateInput): Promise<Affiliate> {
  return api.request<Affiliate>(`/api/affiliate/${id}`, { method: 'PATCH', body });
}

export function useUpdateAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAffiliate,
    onSuccess: async (affiliate) => {
      queryClient.setQueryData(queryKeys.affiliates.detail(affiliate.id), affiliate);
      await queryClient.invalidateQueries({ queryKey: queryKeys.affiliates.lists });
    },
  });
}
