import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Affiliate } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';

export interface AffiliatesParams extends ListParams<'affiliates'> {
  /** Cédula prefix. */
  dni?: string;
  status?: Affiliate['status'];
}

/** Everything cached about affiliates (lists and single records). */
export const affiliatesKey = ['affiliates'] as const;
/** Every page of every filtered list. */
export const affiliatesListKey = [...affiliatesKey, 'list'] as const;

/** One page of the listed (not retired) affiliates, newest first unless `sort` says; the filters work together. */
export function getAffiliates(params: AffiliatesParams): Promise<Page<Affiliate>> {
  return api.list<Affiliate>('/api/affiliate', { query: { ...params } });
}

export function useAffiliates(params: AffiliatesParams) {
  return useQuery({
    queryKey: [...affiliatesListKey, params],
    queryFn: () => getAffiliates(params),
    placeholderData: keepPreviousData,
  });
}
