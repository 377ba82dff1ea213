import { useQuery } from '@tanstack/react-query';
import type { Administrator } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** One administrator, for the edit form. */
export function getAdministrator(id: number, signal?: AbortSignal): Promise<Administrator> {
  return api.request<Administrator>(`/api/users/${id}`, { signal });
}

export function useAdministrator(id: number) {
  return useQuery({
    queryKey: queryKeys.administrators.detail(id),
    queryFn: ({ signal }) => getAdministrator(id, signal),
  });
}
