import { Text } from '@mantine/core';
import type { Expense } from '@app/domain';
import { paths } from '../../app/paths';
import type { Column } from '../../components/data-table';
import { BookListPage } from './book-list-page';
import { formatBs, formatDay, formatPetro, inUnit } from '../../lib/format';
import { useExpenses } from './get-expenses';
import type { BookSortKey } from './get-incomes';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Egresos' };

// Built when drawn, not at import: the headers name the unit in force.
const columns = (): Column<Expense, BookSortKey>[] => [
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
  { header: 'Fecha', render: (e) => formatDay(e.date), sortKey: 'date' },
  { header: 'Motivo', render: (e) => e.reasonForAdmission },
  {
    header: inUnit('Monto'),
    numeric: true,
    render: (e) => formatPetro(e.incomeAmountInPetro),
    sortKey: 'amount',
  },
  { header: 'Monto (Bs)', numeric: true, render: (e) => formatBs(e.incomeAmountInBs) },
];

/** Spec: egresos, with the ₽ total of every row the filters select in the title. */
export function Component() {
  return (
    <BookListPage
      title="Egresos"
      list="expenses"
      addHref={paths.admin.addExpense}
      columns={columns()}
      useBook={useExpenses}
      minWidth={760}
    />
  );
}
