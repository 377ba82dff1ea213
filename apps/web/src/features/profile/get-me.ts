import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `GET /api/auth/me`: the signed-in account's own data, with whether its profile is complete. */
export function getMe(signal?: AbortSignal): Promise<MeBody> {
  return api.request<MeBody>('/api/auth/me', { signal });
}

export const meQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: ({ signal }) => getMe(signal),
});

export function useMe() {
  return useQuery(meQuery);
}
