import { Stack, Title } from '@mantine/core';
import { unitWords, type CurrencyChangeRecord } from '@app/domain';
import { DataTable, type Column } from '../../components/data-table';
import { formatCount, formatDateTime } from '../../lib/format';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { factorText } from './currency-texts';
import { useCurrencyChanges } from './get-currency-changes';

const columns: Column<CurrencyChangeRecord>[] = [
  { header: 'Fecha', render: (change) => formatDateTime(change.changedAt) },
  { header: 'De', render: (change) => unitWords(change.from) },
  { header: 'A', render: (change) => unitWords(change.to) },
  { header: 'Factor', numeric: true, render: (change) => factorText(change.factor) },
  { header: 'Préstamos', numeric: true, render: (change) => formatCount(change.loans) },
  { header: 'Administrador', render: (change) => change.adminName },
  { header: 'Motivo', render: (change) => change.reason },
];

/** The changes of unit made, newest first, a page at a time as every back-office list. */
export function CurrencyChangesTable() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const changes = useCurrencyChanges({ limit, offset });
  return (
    <Stack gap="sm" component="section" aria-labelledby="cambios-de-unidad">
      <Title order={3} size="h4" id="cambios-de-unidad">
        Cambios de unidad
      </Title>
      <DataTable
        label="Cambios de unidad"
        columns={columns}
        rows={changes.data?.items}
        rowKey={(change) => change.id}
        loading={changes.isPending}
        total={changes.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
      />
    </Stack>
  );
}
