import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Deletes a carrier account, or retires it when history refers to it; the answer says which. */
export function deleteCarrier(id: number): Promise<DeleteResult> {
  return api.request<DeleteResult>(`/api/carrier/${id}`, { method: 'DELETE' });
}

export function useDeleteCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCarrier,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.carriers.detail(id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.carriers.lists });
    },
  });
}
