import { Stack, Text, Title } from '@mantine/core';
import { ExportMenu } from '../../components/export-menu';
import type { StatementRow } from '@app/domain';
import { DataTable, type Column } from '../../components/data-table';
import { bsText, formatBs, formatPetro, inUnit } from '../../lib/format';
import { BooksFilters } from './books-filters';
import { useBooksParams } from './books-params';

const columns = (): Column<StatementRow>[] => [
  { header: 'Código', render: (r) => r.code },
  { header: 'Cuenta', render: (r) => r.name },
  { header: 'Monto (Bs)', numeric: true, render: (r) => formatBs(r.amountBs) },
  { header: inUnit('Monto'), numeric: true, render: (r) => formatPetro(r.unitAmount) },
];

/** One part of a statement (Ingresos, Activo…): its accounts and its total in Bs. */
export function StatementTable({
  title,
  rows,
  totalBs,
  loading,
}: {
  title: string;
  rows: StatementRow[] | undefined;
  totalBs: number | undefined;
  loading: boolean;
}) {
  return (
    <Stack gap="xs">
      {/* Under the tab's own heading (h3). */}
      <Title order={4}>{title}</Title>
      <DataTable
        label={title}
        columns={columns()}
        rows={rows}
        rowKey={(r) => r.code}
        loading={loading}
        minWidth={600}
      />
      {totalBs !== undefined && (
        <Text fw={700} ta="right">
          Total {title.toLowerCase()}: {bsText(totalBs)}
        </Text>
      )}
    </Stack>
  );
}

/** A statement's month (?mes=) and its Exportar: the file of the month shown. */
export function StatementMonth({ path }: { path: string }) {
  const books = useBooksParams();
  return (
    <BooksFilters
      month={{ value: books.month, onChange: books.setMonth }}
      actions={<ExportMenu path={path} params={{ month: books.month }} pdf />}
    />
  );
}
