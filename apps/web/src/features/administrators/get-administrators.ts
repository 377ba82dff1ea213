import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Administrator } from '@app/domain';
import { api, type Page } from '../../lib/api-client';

export interface PageParams {
  limit: number;
  offset: number;
}

/** Every page of the list: what creating, editing or deleting an administrator invalidates. */
export const administratorsListKey = ['administrators', 'list'] as const;
export const administratorsKey = (page: PageParams) => [...administratorsListKey, page] as const;

/** One page of administrators. */
export function getAdministrators(page: PageParams, signal?: AbortSignal): Promise<Page<Administrator>> {
  return api.list<Administrator>('/api/users', { query: { limit: page.limit, offset: page.offset }, signal });
}

export function useAdministrators(page: PageParams) {
  return useQuery({
    queryKey: administratorsKey(page),
    queryFn: ({ signal }) => getAdministrators(page, signal),
    placeholderData: keepPreviousData,
  });
}
