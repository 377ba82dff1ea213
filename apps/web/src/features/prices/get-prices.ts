import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Price } from '@app/domain';
import { api, type Page } from '../../lib/api-client';

export interface PageParams {
  limit: number;
  offset: number;
}

/** Every page of the list: what a new rate invalidates. */
export const pricesListKey = ['prices', 'list'] as const;
export const pricesKey = (page: PageParams) => [...pricesListKey, page] as const;

/** One page of registered rates, newest first. */
export function getPrices(page: PageParams): Promise<Page<Price>> {
  return api.list<Price>('/api/prices/', { query: { limit: page.limit, offset: page.offset } });
}

export function usePrices(page: PageParams) {
  return useQuery({
    queryKey: pricesKey(page),
    queryFn: () => getPrices(page),
    placeholderData: keepPreviousData,
  });
}
