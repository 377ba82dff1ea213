import { useQuery } from '@tanstack/react-query';
import type { PermissionItem } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `GET /api/permissions`: the catalogue with the Spanish labels the role form shows. */
export function getPermissions(signal?: AbortSignal): Promise<PermissionItem[]> {
  return api.request<PermissionItem[]>('/api/permissions', { signal });
}

export function usePermissionCatalogue() {
  // The catalogue changes only with a release: read once per visit.
  return useQuery({
    queryKey: queryKeys.permissions,
    queryFn: ({ signal }) => getPermissions(signal),
    staleTime: Infinity,
  });
}
