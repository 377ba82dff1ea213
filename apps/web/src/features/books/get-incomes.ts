import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Income, SortKey } from '@app/domain';
import type { ListParams } from '../../lib/list-params';
import { queryKeys } from '../../lib/query-keys';
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

/** One page of incomes, newest first unless `sort` says, with the ₽ total of every income the filters select. */
export function getIncomes(params: BookParams, signal?: AbortSignal): Promise<BookPage<Income>> {
  return listBook<Income>('/api/ingress', { ...params }, signal);
}

export function useIncomes(params: BookParams) {
  return useQuery({
    queryKey: queryKeys.incomes.list(params),
    queryFn: ({ signal }) => getIncomes(params, signal),
    placeholderData: keepPreviousData,
  });
}
