import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Loan } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';
import { queryKeys } from '../../lib/query-keys';

export interface LoansParams extends ListParams<'loans'> {
  /** The loan's date, 'YYYY-MM-DD'. */
  date?: string;
  /** Cédula prefix. */
  dni?: string;
  status?: Loan['status'];
}

/** One page of loans with their carrier and standing as of today, newest first unless `sort` says; the filters work together. */
export function getLoans(params: LoansParams): Promise<Page<Loan>> {
  return api.list<Loan>('/api/loan', { query: { ...params } });
}

export function useLoans(params: LoansParams) {
  return useQuery({
    queryKey: queryKeys.loans.adminList(params),
    queryFn: () => getLoans(params),
    placeholderData: keepPreviousData,
  });
}
