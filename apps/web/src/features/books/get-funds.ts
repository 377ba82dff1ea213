import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Fund } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import type { BookParams } from './get-incomes';

export type FundsParams = Omit<BookParams, 'dni'>;

/** One page of fund records with their income, newest first unless `sort` says. */
export function getFunds(params: FundsParams, signal?: AbortSignal): Promise<Page<Fund>> {
  return api.list<Fund>('/api/funds', { query: { ...params }, signal });
}

export function useFunds(params: FundsParams) {
  return useQuery({
    queryKey: queryKeys.funds.list(params),
    queryFn: ({ signal }) => getFunds(params, signal),
    placeholderData: keepPreviousData,
  });
}
