import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountMappingBody, AccountMappingItem } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `GET /api/accounts/mapping`: each movement kind and the account it posts to. */
export function getAccountMapping(signal?: AbortSignal): Promise<AccountMappingItem[]> {
  return api.request<AccountMappingItem[]>('/api/accounts/mapping', { signal });
}

export function useAccountMapping() {
  return useQuery({
    queryKey: queryKeys.accounts.mapping,
    queryFn: ({ signal }) => getAccountMapping(signal),
  });
}

/** `PUT /api/accounts/mapping`: every kind's account code at once. */
export function saveAccountMapping(body: AccountMappingBody): Promise<AccountMappingItem[]> {
  return api.request<AccountMappingItem[]>('/api/accounts/mapping', { method: 'PUT', body });
}

export function useSaveAccountMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccountMapping,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.accounts.all }),
  });
}
