import type { Loan } from '@app/domain';
import { DataTable } from '../../components/data-table';
import { loanColumns } from './loan-columns';

interface LoansTableProps {
  loans: Loan[] | undefined;
  loading: boolean;
  /** Bs per ₽ now; undefined while unknown (the Bs equivalent shows '—'). */
  rate: number | undefined;
  total?: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** The loans list; rows of loans in mora are tinted pink (spec). */
export function LoansTable({ loans, loading, rate, total, page, pageSize, onPageChange }: LoansTableProps) {
  return (
    <DataTable
      columns={loanColumns(rate)}
      rows={loans}
      rowKey={(loan) => loan.id}
      loading={loading}
      total={total}
      page={page}
      pageSize={pageSize}
      onPageChange={onPageChange}
      minWidth={1500}
      rowProps={(loan) => (loan.isMora ? { bg: 'pink.1', 'data-mora': true } : {})}
    />
  );
}
