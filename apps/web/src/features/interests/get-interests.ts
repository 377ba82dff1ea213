import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Interest } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';

export type InterestsParams = ListParams<'interests'>;

/** Every page of the list: what a new interest invalidates. */
export const interestsListKey = ['interests', 'list'] as const;

/** One page of registered interests (regular and for defaulters), newest first unless `sort` says. */
export function getInterests(params: InterestsParams): Promise<Page<Interest>> {
  return api.list<Interest>('/api/interests/', { query: { ...params } });
}

export function useInterests(params: InterestsParams) {
  return useQuery({
    queryKey: [...interestsListKey, params],
    queryFn: () => getInterests(params),
    placeholderData: keepPreviousData,
  });
}
