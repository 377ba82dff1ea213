import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Loan } from '@app/domain';
import { api, type Page } from '../../lib/api-client';

export interface OwnLoansParams {
  limit: number;
  offset: number;
}

/** Every page of the carrier's loans and their schedules: what a reported payment invalidates. */
export const ownLoansListKey = ['loans', 'mine'] as const;
export const ownLoansKey = (params: OwnLoansParams) => [...ownLoansListKey, params] as const;

/** `GET /api/loan/by-carrier`: one page of the signed-in carrier's loans, newest first. */
export function getOwnLoans(params: OwnLoansParams, signal?: AbortSignal): Promise<Page<Loan>> {
  return api.list<Loan>('/api/loan/by-carrier', { query: { ...params }, signal });
}

export function useOwnLoans(params: OwnLoansParams) {
  return useQuery({
    queryKey: ownLoansKey(params),
    queryFn: ({ signal }) => getOwnLoans(params, signal),
    placeholderData: keepPreviousData,
  });
}
