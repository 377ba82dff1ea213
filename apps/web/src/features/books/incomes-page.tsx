import type { Income } from '@app/domain';
import { paths } from '../../app/paths';
import type { Column } from '../../components/data-table';
import { BookListPage } from './book-list-page';
import { formatBs, formatDay, formatPetro, inUnit } from '../../lib/format';
import { useIncomes, type BookSortKey } from './get-incomes';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Ingresos' };

const yesNo = (flag: boolean) => (flag ? 'Sí' : 'No');

// Built when drawn, not at import: the headers name the unit in force.
const columns = (): Column<Income, BookSortKey>[] => [
  { header: 'Fecha', render: (i) => formatDay(i.date), sortKey: 'date' },
  { header: 'Cédula', render: (i) => i.carrier?.dni ?? 'No aplica' },
  { header: 'Motivo', render: (i) => i.reasonForAdmission },
  { header: inUnit('Monto'), numeric: true, render: (i) => formatPetro(i.incomeAmount), sortKey: 'amount' },
  { header: 'Monto (Bs)', numeric: true, render: (i) => formatBs(i.incomeAmountBs) },
  { header: 'Fondo', render: (i) => yesNo(i.isFund) },
  { header: 'Crédito', render: (i) => yesNo(i.isCredit) },
];

/** Spec: ingresos, with the ₽ total of every row the filters select in the title. */
export function Component() {
  return (
    <BookListPage
      title="Ingresos"
      list="incomes"
      addHref={paths.admin.addIncome}
      columns={columns()}
      useBook={useIncomes}
      minWidth={800}
    />
  );
}
