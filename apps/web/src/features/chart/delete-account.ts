import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `DELETE /api/accounts/{id}`: one with entries, subaccounts or a mapping is refused (409 with the reason). */
export function deleteAccount(id: number): Promise<DeleteResult> {
  return api.request<DeleteResult>(`/api/accounts/${id}`, { method: 'DELETE' });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.accounts.all }),
  });
}
