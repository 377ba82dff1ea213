import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Authorization, AuthorizationStatus } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';
import { queryKeys } from '../../lib/query-keys';

export interface AuthorizationParams extends ListParams<'authorizations'> {
  status?: AuthorizationStatus;
}

/** One page of the operations held for a second administrator, newest first. */
export function getAuthorizations(
  params: AuthorizationParams,
  signal?: AbortSignal,
): Promise<Page<Authorization>> {
  return api.list<Authorization>('/api/authorizations', { query: { ...params }, signal });
}

export function useAuthorizations(params: AuthorizationParams) {
  return useQuery({
    queryKey: queryKeys.authorizations.list(params),
    queryFn: ({ signal }) => getAuthorizations(params, signal),
    placeholderData: keepPreviousData,
    // Others ask and decide meanwhile; an operation lapses by the clock.
    staleTime: 0,
  });
}

const waiting: AuthorizationParams = { limit: 1, offset: 0, status: 'Pendiente' };

/** How many wait now: the sidebar's count (one row read, the total from X-Total-Count). */
export function usePendingCount(): number | undefined {
  const { data } = useQuery({
    queryKey: queryKeys.authorizations.list(waiting),
    queryFn: ({ signal }) => getAuthorizations(waiting, signal),
    // Asked for by others: looked at again every minute and when the window comes back.
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
  return data?.total;
}
