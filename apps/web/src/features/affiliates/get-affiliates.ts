import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Affiliate } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';
import { queryKeys } from '../../lib/query-keys';

export interface AffiliatesParams extends ListParams<'affiliates'> {
  /** Cédula prefix. */
  dni?: string;
  status?: Affiliate['status'];
}

/** One page of the listed (not retired) affiliates, newest first unless `sort` says; the filters work together. */
export function getAffiliates(params: AffiliatesParams): Promise<Page<Affiliate>> {
  return api.list<Affiliate>('/api/affiliate', { query: { ...params } });
}

export function useAffiliates(params: AffiliatesParams) {
  return useQuery({
    queryKey: queryKeys.affiliates.list(params),
    queryFn: () => getAffiliates(params),
    placeholderData: keepPreviousData,
  });
}
