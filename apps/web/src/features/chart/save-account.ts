import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LedgerAccount, LedgerAccountBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `POST /api/accounts` for a new account, `PATCH /api/accounts/{id}` for an existing one. */
export function saveAccount({ id, body }: { id?: number; body: LedgerAccountBody }): Promise<LedgerAccount> {
  return id === undefined
    ? api.request<LedgerAccount>('/api/accounts', { method: 'POST', body })
    : api.request<LedgerAccount>(`/api/accounts/${id}`, { method: 'PATCH', body });
}

export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccount,
    // A renamed account shows in the mapping too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.accounts.all }),
  });
}
