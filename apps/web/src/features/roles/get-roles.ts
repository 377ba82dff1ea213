import { useQuery } from '@tanstack/react-query';
import type { Role } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `GET /api/roles`: every role, built-in ones included. */
export function getRoles(signal?: AbortSignal): Promise<Role[]> {
  return api.request<Role[]>('/api/roles', { signal });
}

export function useRoles() {
  return useQuery({ queryKey: queryKeys.roles.list, queryFn: ({ signal }) => getRoles(signal) });
}
