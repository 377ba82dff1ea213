import { Text } from '@mantine/core';
import type { Expense } from '@app/domain';
import { paths } from '../../app/paths';
import { DataTable, type Column } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { formatBs, formatDay, formatPetro } from '../../lib/format';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { ListFilters } from '../../components/list-filters';
import { useExpenses } from './get-expenses';
import { useListFilters } from '../../lib/use-list-filters';

const columns: Column<Expense>[] = [
  {
    header: 'Transportista',
    // Only a loan disbursement has a carrier; any other expense reads 'No aplica' (spec).
    render: (e) =>
      e.carrier ? (
        <>
          <Text size="sm">{`${e.carrier.firstNames} ${e.carrier.lastNames}`}</Text>
          <Text size="xs" c="dimmed">
            {e.carrier.dni}
          </Text>
        </>
      ) : (
        'No aplica'
      ),
  },
  { header: 'Fecha', render: (e) => formatDay(e.date) },
  { header: 'Motivo', render: (e) => e.reasonForAdmission },
  { header: 'Monto (₽)', render: (e) => formatPetro(e.incomeAmountInPetro) },
  { header: 'Monto (Bs)', render: (e) => formatBs(e.incomeAmountInBs) },
];

/** Spec: egresos, with the ₽ total of every expense the filters select (the database's sum) in the title. */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const filters = useListFilters();
  const expenses = useExpenses({
    limit,
    offset,
    date: filters.date || undefined,
    reasonForAdmission: filters.reason || undefined,
    dni: filters.dni || undefined,
  });
  const total = expenses.data?.totalPetro;

  return (
    <>
      <PageHeader
        title={total === undefined ? 'Egresos' : `Egresos: ${formatPetro(total)} ₽`}
        addHref={paths.admin.addExpense}
      />
      <ListFilters
        date={{ value: filters.date, onChange: filters.setDate }}
        reason={{ value: filters.reason, onChange: filters.setReason }}
        dni={{ value: filters.dni, onChange: filters.setDni }}
      />
      <DataTable
        columns={columns}
        rows={expenses.data?.items}
        rowKey={(e) => e.id}
        loading={expenses.isPending}
        total={expenses.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        minWidth={760}
      />
    </>
  );
}
