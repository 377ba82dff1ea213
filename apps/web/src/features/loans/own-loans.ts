import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Loan } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export interface OwnLoansParams {
  limit: number;
  offset: number;
}

/** `GET /api/loan/by-carrier`: one page of the signed-in carrier's loans, newest first. */
export function getOwnLoans(params: OwnLoansParams, signal?: AbortSignal): Promise<Page<Loan>> {
  return api.list<Loan>('/api/loan/by-carrier', { query: { ...params }, signal });
}

export function useOwnLoans(params: OwnLoansParams) {
  return useQuery({
    queryKey: queryKeys.loans.ownList(params),
    queryFn: ({ signal }) => getOwnLoans(params, signal),
    placeholderData: keepPreviousData,
  });
}
