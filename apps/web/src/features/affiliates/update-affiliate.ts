import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Affiliate, AffiliateBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { affiliateKey } from './get-affiliate';
import { affiliatesListKey } from './get-affiliates';

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
      queryClient.setQueryData(affiliateKey(affiliate.id), affiliate);
      await queryClient.invalidateQueries({ queryKey: affiliatesListKey });
    },
  });
}
