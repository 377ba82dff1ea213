import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult } from '@app/domain';
import { api } from '../../lib/api-client';
import { administratorKey } from './get-administrator';
import { administratorsListKey } from './get-administrators';

/** Deletes an administrator; the API refuses one's own account and the last one (409). */
export function deleteAdministrator(id: number): Promise<DeleteResult> {
  return api.request<DeleteResult>(`/api/users/${id}`, { method: 'DELETE' });
}

export function useDeleteAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdministrator,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: administratorKey(id) });
      await queryClient.invalidateQueries({ queryKey: administratorsListKey });
    },
  });
}
