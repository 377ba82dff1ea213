import { queryKeys } from '../../lib/query-keys';

const all = queryKeys.books.all;

/** The books' query keys, under the prefix every money event makes stale (lib/query-keys.ts). */
export const booksKeys = {
  journal: (params: object) => [...all, 'journal', params] as const,
  ledger: (code: string, params: object) => [...all, 'ledger', code, params] as const,
  trialBalance: (params: object) => [...all, 'trial-balance', params] as const,
  statement: (report: string, month: string) => [...all, report, month] as const,
  periods: [...all, 'periods'] as const,
};
