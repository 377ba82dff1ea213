import { useQuery } from '@tanstack/react-query';
import type { Affiliate } from '@app/domain';
import { api } from '../../lib/api-client';
import { affiliatesKey } from './get-affiliates';

export const affiliateKey = (id: number) => [...affiliatesKey, 'detail', id] as const;

/** One affiliate with its organization ({id, name}) and the date-only birth date for the form. */
export function getAffiliate(id: number): Promise<Affiliate> {
  return api.request<Affiliate>(`/api/affiliate/${id}`);
}

export function useAffiliate(id: number) {
  return useQuery({ queryKey: affiliateKey(id), queryFn: () => getAffiliate(id) });
}
