import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult } from '@app/domain';
import { api } from '../../lib/api-client';
import { refreshAfter } from '../../lib/query-keys';

/** Deletes an affiliate, or retires it when it has a carrier account; `outcome` says which. */
export function deleteAffiliate(id: number): Promise<DeleteResult> {
  return api.request<DeleteResult>(`/api/affiliate/${id}`, { method: 'DELETE' });
}

export function useDeleteAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAffiliate,
    onSuccess: () => refreshAfter(queryClient, 'affiliate-deleted'),
  });
}
