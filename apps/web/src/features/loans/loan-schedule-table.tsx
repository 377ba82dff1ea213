import { Decimal, terms, type InstallmentView } from '@app/domain';
import { DataTable, type Column } from '../../components/data-table';
import { formatDay, formatPetro, inUnit } from '../../lib/format';
import { InstallmentBadge } from './own-loan-schedule-list';
import { useOwnLoanSchedule } from './own-loan-schedule';

/** What is still owed of an installment: its amount and penalty less what it received. */
const pending = (i: InstallmentView) => Decimal.max(new Decimal(i.owed).minus(i.paid), 0).toNumber();

// Built when drawn, not at import: the headers name the unit in force.
const columns = (): Column<InstallmentView>[] => [
  { header: 'Cuota', render: (i) => i.number },
  { header: 'Vence', render: (i) => formatDay(i.dueDate) },
  { header: inUnit('Monto'), numeric: true, render: (i) => formatPetro(i.amount) },
  {
    header: inUnit(terms.penalty),
    numeric: true,
    render: (i) => (i.penalty > 0 ? formatPetro(i.penalty) : '—'),
  },
  { header: inUnit(terms.paid), numeric: true, render: (i) => formatPetro(i.paid) },
  { header: inUnit('Falta'), numeric: true, render: (i) => formatPetro(pending(i)) },
  { header: 'Estado', render: (i) => <InstallmentBadge installment={i} /> },
];

/** The schedule in force: each installment's due date, amount, mora penalty, what it received and what is left. */
export function LoanScheduleTable({ loanId }: { loanId: number }) {
  const schedule = useOwnLoanSchedule(loanId);
  return (
    <DataTable
      label="Cuotas"
      columns={columns()}
      rows={schedule.data}
      rowKey={(i) => i.number}
      loading={schedule.isPending}
      minWidth={620}
      rowProps={(i) => (i.overdue && !i.fullyPaid ? { bg: 'red.0', 'data-overdue': true } : {})}
    />
  );
}
