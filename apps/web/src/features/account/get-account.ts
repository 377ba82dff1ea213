import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `GET /api/account`: the signed-in carrier's own data. */
export function getAccount(signal?: AbortSignal): Promise<AccountBody> {
  return api.request<AccountBody>('/api/account', { signal });
}

export const accountQuery = queryOptions({
  queryKey: queryKeys.account,
  queryFn: ({ signal }) => getAccount(signal),
});

export function useAccount() {
  return useQuery(accountQuery);
}
