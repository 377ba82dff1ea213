import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Administrator } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';

export type AdministratorsParams = ListParams<'administrators'>;

/** Every page of the list: what creating, editing or deleting an administrator invalidates. */
export const administratorsListKey = ['administrators', 'list'] as const;
export const administratorsKey = (params: AdministratorsParams) =>
  [...administratorsListKey, params] as const;

/** One page of administrators, newest first unless `sort` says. */
export function getAdministrators(
  params: AdministratorsParams,
  signal?: AbortSignal,
): Promise<Page<Administrator>> {
  return api.list<Administrator>('/api/users', { query: { ...params }, signal });
}

export function useAdministrators(params: AdministratorsParams) {
  return useQuery({
    queryKey: administratorsKey(params),
    queryFn: ({ signal }) => getAdministrators(params, signal),
    placeholderData: keepPreviousData,
  });
}
