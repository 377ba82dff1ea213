import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Expense } from '@app/domain';
import type { BookParams } from './get-incomes';
import { listBook, type BookPage } from './list-book';

/** Every page of every filtered list: what a new expense invalidates. */
export const expensesKey = ['expenses'] as const;

/** One page of expenses, newest first unless `sort` says, with the ₽ total of every expense the filters select. */
export function getExpenses(params: BookParams, signal?: AbortSignal): Promise<BookPage<Expense>> {
  return listBook<Expense>('/api/expenses', { ...params }, signal);
}

export function useExpenses(params: BookParams) {
  return useQuery({
    queryKey: [...expensesKey, params],
    queryFn: ({ signal }) => getExpenses(params, signal),
    placeholderData: keepPreviousData,
  });
}
