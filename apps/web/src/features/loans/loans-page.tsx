import { PageHeader } from '../../components/page-header';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { useLastPrice } from '../prices/get-last-price';
import { useLoans } from './get-loans';
import { LoanFilters } from './loan-filters';
import { LoansTable } from './loans-table';
import { useLoanFilters } from './use-loan-filters';

/** Spec: prestamos, every loan by date, status and cédula; rows in mora are tinted pink. */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const filters = useLoanFilters();
  const loans = useLoans({
    limit,
    offset,
    date: filters.date || undefined,
    status: filters.status,
    dni: filters.dni || undefined,
  });
  const price = useLastPrice();

  return (
    <>
      <PageHeader title="Prestamos" />
      <LoanFilters
        date={filters.date}
        status={filters.status}
        dni={filters.dni}
        onDateChange={filters.setDate}
        onStatusChange={filters.setStatus}
        onDniChange={filters.setDni}
      />
      <LoansTable
        loans={loans.data?.items}
        loading={loans.isPending}
        rate={price.data?.amount}
        total={loans.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
      />
    </>
  );
}
