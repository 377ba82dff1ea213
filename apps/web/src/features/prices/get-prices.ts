import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Price } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';
import { queryKeys } from '../../lib/query-keys';

export type PricesParams = ListParams<'prices'>;

/** One page of registered rates, newest first unless `sort` says. */
export function getPrices(params: PricesParams): Promise<Page<Price>> {
  return api.list<Price>('/api/prices/', { query: { ...params } });
}

export function usePrices(params: PricesParams) {
  return useQuery({
    queryKey: queryKeys.prices.list(params),
    queryFn: () => getPrices(params),
    placeholderData: keepPreviousData,
  });
}
