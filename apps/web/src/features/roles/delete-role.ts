import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `DELETE /api/roles/{id}`: a built-in role or one in use is refused (409 with the reason). */
export function deleteRole(id: number): Promise<DeleteResult> {
  return api.request<DeleteResult>(`/api/roles/${id}`, { method: 'DELETE' });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
  });
}
