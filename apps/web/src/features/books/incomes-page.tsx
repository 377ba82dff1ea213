import type { Income } from '@app/domain';
import { paths } from '../../app/paths';
import { DataTable, type Column } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { formatBs, formatDay, formatPetro } from '../../lib/format';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { ListFilters } from '../../components/list-filters';
import { useIncomes } from './get-incomes';
import { useListFilters } from '../../lib/use-list-filters';

const yesNo = (flag: boolean) => (flag ? 'Sí' : 'No');

const columns: Column<Income>[] = [
  { header: 'Fecha', render: (i) => formatDay(i.date) },
  { header: 'Cédula', render: (i) => i.carrier?.dni ?? 'No aplica' },
  { header: 'Motivo', render: (i) => i.reasonForAdmission },
  { header: 'Monto (₽)', render: (i) => formatPetro(i.incomeAmount) },
  { header: 'Monto (Bs)', render: (i) => formatBs(i.incomeAmountBs) },
  { header: 'Fondo', render: (i) => yesNo(i.isFund) },
  { header: 'Crédito', render: (i) => yesNo(i.isCredit) },
];

/** Spec: ingresos, with the ₽ total of every income the filters select (the database's sum) in the title. */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const filters = useListFilters();
  const incomes = useIncomes({
    limit,
    offset,
    date: filters.date || undefined,
    reasonForAdmission: filters.reason || undefined,
    dni: filters.dni || undefined,
  });
  const total = incomes.data?.totalPetro;

  return (
    <>
      <PageHeader
        title={total === undefined ? 'Ingresos' : `Ingresos: ${formatPetro(total)} ₽`}
        addHref={paths.admin.addIncome}
      />
      <ListFilters
        date={{ value: filters.date, onChange: filters.setDate }}
        reason={{ value: filters.reason, onChange: filters.setReason }}
        dni={{ value: filters.dni, onChange: filters.setDni }}
      />
      <DataTable
        columns={columns}
        rows={incomes.data?.items}
        rowKey={(i) => i.id}
        loading={incomes.isPending}
        total={incomes.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        minWidth={800}
      />
    </>
  );
}
