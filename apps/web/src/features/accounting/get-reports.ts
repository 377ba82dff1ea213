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

/** `GET /api/reports/income-statement?month=yyyy-mm`. */
export function useIncomeStatement(month: string) {
  return useQuery({
    queryKey: booksKeys.incomeStatement(month),
    queryFn: ({ signal }) =>
      api.request<IncomeStatement>('/api/reports/income-statement', { query: { month }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/reports/balance-sheet?month=yyyy-mm`: at the month's last day. */
export function useBalanceSheet(month: string) {
  return useQuery({
    queryKey: booksKeys.balanceSheet(month),
    queryFn: ({ signal }) =>
      api.request<BalanceSheet>('/api/reports/balance-sheet', { query: { month }, signal }),
    placeholderData: keepPreviousData,
  });
}
