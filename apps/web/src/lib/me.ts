import { queryOptions } from '@tanstack/react-query';
import type { MeBody } from '@app/domain';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** `GET /api/auth/me`: the signed-in account's own data, with whether its profile is complete. */
export function getMe(signal?: AbortSignal): Promise<MeBody> {
  return api.request<MeBody>('/api/auth/me', { signal });
}

// In lib, not in the profile feature: the permissions every back-office feature checks come from it.
export const meQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: ({ signal }) => getMe(signal),
});
