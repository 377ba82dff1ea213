import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BalanceSheet, IncomeStatement, TrialBalance } from '@app/domain';
import { api } from '../../lib/api-client';
import { booksKeys } from './books-keys';

/** `GET /api/reports/trial-balance`: every account's opening, debits, credits and closing in the range. */
export function useTrialBalance(params: { from: string; to: string }) {
  return useQuery({
    queryKey: booksKeys.trialBalance(params),
    queryFn: ({ signal }) =>
      api.request<TrialBalance>('/api/reports/trial-balance', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A month's statement: `GET /api/reports/income-statement?month=yyyy-mm`, or `balance-sheet` (at its last day). */
function useStatement<T>(report: 'income-statement' | 'balance-sheet', month: string) {
  return useQuery({
    queryKey: booksKeys.statement(report, month),
    queryFn: ({ signal }) => api.request<T>(`/api/reports/${report}`, { query: { month }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useIncomeStatement = (month: string) => useStatement<IncomeStatement>('income-statement', month);
export const useBalanceSheet = (month: string) => useStatement<BalanceSheet>('balance-sheet', month);
