import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Interest } from '@app/domain';
import { api, type Page } from '../../lib/api-client';

export interface PageParams {
  limit: number;
  offset: number;
}

/** Every page of the list: what a new interest invalidates. */
export const interestsListKey = ['interests', 'list'] as const;

/** One page of registered interests (regular and for defaulters), newest first. */
export function getInterests(page: PageParams): Promise<Page<Interest>> {
  return api.list<Interest>('/api/interests/', { query: { limit: page.limit, offset: page.offset } });
}

export function useInterests(page: PageParams) {
  return useQuery({
    queryKey: [...interestsListKey, page],
    queryFn: () => getInterests(page),
    placeholderData: keepPreviousData,
  });
}
