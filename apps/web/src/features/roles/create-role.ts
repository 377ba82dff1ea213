import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, RoleBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `POST /api/roles`: a custom role from the catalogue. */
export function createRole(body: RoleBody): Promise<Role> {
  return api.request<Role>('/api/roles', { method: 'POST', body });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
  });
}
