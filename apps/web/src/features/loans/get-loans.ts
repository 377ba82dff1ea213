import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Loan } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';

export interface LoansParams extends ListParams<'loans'> {
  /** The loan's date, 'YYYY-MM-DD'. */
  date?: string;
  /** Cédula prefix. */
  dni?: string;
  status?: Loan['status'];
}

/** Everything cached about loans (this list and the carrier's own): what repayments invalidate. */
export const loansKey = ['loans'] as const;
/** Every page of every filtered back-office list. */
export const loansListKey = [...loansKey, 'admin-list'] as const;

/** One page of loans with their carrier and standing as of today, newest first unless `sort` says; the filters work together. */
export function getLoans(params: LoansParams): Promise<Page<Loan>> {
  return api.list<Loan>('/api/loan', { query: { ...params } });
}

export function useLoans(params: LoansParams) {
  return useQuery({
    queryKey: [...loansListKey, params],
    queryFn: () => getLoans(params),
    placeholderData: keepPreviousData,
  });
}
