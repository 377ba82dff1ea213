import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Administrator } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';
import { queryKeys } from '../../lib/query-keys';

export type AdministratorsParams = ListParams<'administrators'>;

/** One page of administrators, newest first unless `sort` says. */
export function getAdministrators(
  params: AdministratorsParams,
  signal?: AbortSignal,
): Promise<Page<Administrator>> {
  return api.list<Administrator>('/api/users', { query: { ...params }, signal });
}

export function useAdministrators(params: AdministratorsParams) {
  return useQuery({
    queryKey: queryKeys.administrators.list(params),
    queryFn: ({ signal }) => getAdministrators(params, signal),
    placeholderData: keepPreviousData,
  });
}
