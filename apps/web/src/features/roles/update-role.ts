import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, UpdateRoleBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `PATCH /api/roles/{id}`: the API refuses 'Administrador general' (409 with the reason). */
export function updateRole({ id, body }: { id: number; body: UpdateRoleBody }): Promise<Role> {
  return api.request<Role>(`/api/roles/${id}`, { method: 'PATCH', body });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    // A role's permissions may be the signed-in administrator's own: what the panel shows follows.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]),
  });
}
