import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Deletes an administrator; the API refuses one's own account and the last one (409). */
export function deleteAdministrator(id: number): Promise<DeleteResult> {
  return api.request<DeleteResult>(`/api/users/${id}`, { method: 'DELETE' });
}

export function useDeleteAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdministrator,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.administrators.detail(id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.administrators.lists });
    },
  });
}
