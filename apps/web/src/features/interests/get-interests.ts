import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Interest } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';
import { queryKeys } from '../../lib/query-keys';

export type InterestsParams = ListParams<'interests'>;

/** One page of registered interests (regular and for defaulters), newest first unless `sort` says. */
export function getInterests(params: InterestsParams): Promise<Page<Interest>> {
  return api.list<Interest>('/api/interests/', { query: { ...params } });
}

export function useInterests(params: InterestsParams) {
  return useQuery({
    queryKey: queryKeys.interests.list(params),
    queryFn: () => getInterests(params),
    placeholderData: keepPreviousData,
  });
}
