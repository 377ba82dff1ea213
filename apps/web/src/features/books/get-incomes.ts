import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Income, SortKey } from '@app/domain';
import type { ListParams } from '../../lib/list-params';
import { listBook, type BookPage } from './list-book';

/** What a book (ingresos, egresos, fondos) can be ordered by: the same keys for all three. */
export type BookSortKey = SortKey<'incomes' | 'expenses' | 'funds'>;

export interface BookParams extends ListParams<'incomes' | 'expenses' | 'funds'> {
  /** 'YYYY-MM-DD'. */
  date?: string;
  /** Text the reason contains. */
  reasonForAdmission?: string;
  /** Cédula prefix of the carrier. */
  dni?: string;
}

/** Every page of every filtered list: what a new income or an approved payment invalidates. */
export const incomesKey = ['incomes'] as const;

/** One page of incomes, newest first unless `sort` says, with the ₽ total of every income the filters select. */
export function getIncomes(params: BookParams, signal?: AbortSignal): Promise<BookPage<Income>> {
  return listBook<Income>('/api/ingress', { ...params }, signal);
}

export function useIncomes(params: BookParams) {
  return useQuery({
    queryKey: [...incomesKey, params],
    queryFn: ({ signal }) => getIncomes(params, signal),
    placeholderData: keepPreviousData,
  });
}
