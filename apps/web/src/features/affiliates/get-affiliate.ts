import { useQuery } from '@tanstack/react-query';
import type { Affiliate } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** One affiliate with its organization ({id, name}) and the date-only birth date for the form. */
export function getAffiliate(id: number): Promise<Affiliate> {
  return api.request<Affiliate>(`/api/affiliate/${id}`);
}

export function useAffiliate(id: number) {
  return useQuery({ queryKey: queryKeys.affiliates.detail(id), queryFn: () => getAffiliate(id) });
}
