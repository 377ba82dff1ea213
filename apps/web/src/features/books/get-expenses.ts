import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Expense } from '@app/domain';
import { queryKeys } from '../../lib/query-keys';
import type { BookParams } from './get-incomes';
import { listBook, type BookPage } from './list-book';

/** One page of expenses, newest first unless `sort` says, with the ₽ total of every expense the filters select. */
export function getExpenses(params: BookParams, signal?: AbortSignal): Promise<BookPage<Expense>> {
  return listBook<Expense>('/api/expenses', { ...params }, signal);
}

export function useExpenses(params: BookParams) {
  return useQuery({
    queryKey: queryKeys.expenses.list(params),
    queryFn: ({ signal }) => getExpenses(params, signal),
    placeholderData: keepPreviousData,
  });
}
