import { useQuery } from '@tanstack/react-query';
import type { LedgerAccount } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `GET /api/accounts`: the whole chart, by code. */
export function getAccounts(signal?: AbortSignal): Promise<LedgerAccount[]> {
  return api.request<LedgerAccount[]>('/api/accounts', { signal });
}

export function useAccounts() {
  return useQuery({ queryKey: queryKeys.accounts.list, queryFn: ({ signal }) => getAccounts(signal) });
}
