import type { Loan, SortKey } from '@app/domain';
import { DataTable } from '../../components/data-table';
import { formatDay } from '../../lib/format';
import type { ListSort } from '../../lib/use-list-sort';
import { loanColumns } from './loan-columns';

interface LoansTableProps {
  loans: Loan[] | undefined;
  loading: boolean;
  total?: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort?: ListSort<SortKey<'loans'>>;
}

/** The loans list; rows of loans in mora are tinted pink (spec). */
export function LoansTable({ loans, loading, total, page, pageSize, onPageChange, sort }: LoansTableProps) {
  return (
    <DataTable
      label="Préstamos"
      columns={loanColumns()}
      rows={loans}
      rowKey={(loan) => loan.id}
      rowLabel={(loan) => `${loan.carrier.firstNames} ${loan.carrier.lastNames}, ${formatDay(loan.date)}`}
      loading={loading}
      sort={sort}
      total={total}
      page={page}
      pageSize={pageSize}
      onPageChange={onPageChange}
      minWidth={860}
      rowProps={(loan) => (loan.isMora ? { bg: 'pink.1', 'data-mora': true } : {})}
    />
  );
}
