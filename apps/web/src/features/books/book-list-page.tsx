import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type Column } from '../../components/data-table';
import { ListFilters } from '../../components/list-filters';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { unitText } from '../../lib/format';
import { useListFilters } from '../../lib/use-list-filters';
import { useListSort } from '../../lib/use-list-sort';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import type { BookParams, BookSortKey } from './get-incomes';
import type { BookPage } from './list-book';
import { useOpenableHref } from '../../lib/permissions';

interface BookListPageProps<T extends { id: number }> {
  /** 'Ingresos' or 'Egresos': the ₽ total of the filtered rows follows it. */
  title: string;
  /** The API's list, for the orders it takes. */
  list: 'incomes' | 'expenses';
  addHref: string;
  columns: Column<T, BookSortKey>[];
  /** The book's query hook (the same one on every render of a page). */
  useBook: (params: BookParams) => UseQueryResult<BookPage<T>>;
  minWidth: number;
}

/**
 * A book's list (ingresos, egresos): filters by date, reason and cédula in the URL, pages, and the
 * ₽ total of every row the filters select (the database's sum) in the title.
 */
export function BookListPage<T extends { id: number }>({
  title,
  list,
  addHref,
  columns,
  useBook,
  minWidth,
}: BookListPageProps<T>) {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const filters = useListFilters();
  const sort = useListSort(list);
  const query = {
    date: filters.date || undefined,
    reasonForAdmission: filters.reason || undefined,
    dni: filters.dni || undefined,
    organization: filters.line,
    sort: sort.key,
    order: sort.order,
  };
  const book = useBook({ limit, offset, ...query });
  const total = book.data?.totalPetro;

  return (
    <>
      <PageHeader
        title={total === undefined ? title : `${title}: ${unitText(total)}`}
        addHref={useOpenableHref(addHref)}
        actions={<ExportMenu path={list === 'incomes' ? '/api/ingress' : '/api/expenses'} params={query} />}
      />
      <ListFilters
        date={{ value: filters.date, onChange: filters.setDate }}
        reason={{ value: filters.reason, onChange: filters.setReason }}
        dni={{ value: filters.dni, onChange: filters.setDni }}
      />
      <DataTable
        label={title}
        columns={columns}
        rows={book.data?.items}
        rowKey={(row) => row.id}
        loading={book.isPending}
        sort={sort}
        total={book.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        minWidth={minWidth}
      />
    </>
  );
}
