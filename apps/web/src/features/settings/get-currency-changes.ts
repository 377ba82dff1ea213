import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CurrencyChangeRecord } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export interface CurrencyChangesParams {
  limit: number;
  offset: number;
}

/** One page of the changes of unit, newest first. */
export function getCurrencyChanges(
  params: CurrencyChangesParams,
  signal?: AbortSignal,
): Promise<Page<CurrencyChangeRecord>> {
  return api.list<CurrencyChangeRecord>('/api/settings/currency/changes', { query: { ...params }, signal });
}

export function useCurrencyChanges(params: CurrencyChangesParams) {
  return useQuery({
    queryKey: queryKeys.currencyChanges.list(params),
    queryFn: ({ signal }) => getCurrencyChanges(params, signal),
    placeholderData: keepPreviousData,
  });
}
