import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Price } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';

export type PricesParams = ListParams<'prices'>;

/** Every page of the list: what a new rate invalidates. */
export const pricesListKey = ['prices', 'list'] as const;
export const pricesKey = (params: PricesParams) => [...pricesListKey, params] as const;

/** One page of registered rates, newest first unless `sort` says. */
export function getPrices(params: PricesParams): Promise<Page<Price>> {
  return api.list<Price>('/api/prices/', { query: { ...params } });
}

export function usePrices(params: PricesParams) {
  return useQuery({
    queryKey: pricesKey(params),
    queryFn: () => getPrices(params),
    placeholderData: keepPreviousData,
  });
}
