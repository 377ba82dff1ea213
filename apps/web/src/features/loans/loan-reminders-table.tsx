import { reminderKindLabels, type Reminder } from '@app/domain';
import { DataTable, type Column } from '../../components/data-table';
import { formatDateTime, formatDay } from '../../lib/format';
import { useLoanReminders } from './get-loan-reminders';

const columns: Column<Reminder>[] = [
  { header: 'Recordatorio', render: (r) => reminderKindLabels[r.kind] },
  { header: 'Cuota', render: (r) => r.installmentNumber },
  { header: 'Vence', render: (r) => formatDay(r.dueDate) },
  { header: 'Enviado', render: (r) => formatDateTime(r.sentAt) },
];

/** The payment reminders e-mailed to the carrier for this loan, newest first. */
export function LoanRemindersTable({ loanId }: { loanId: number }) {
  const reminders = useLoanReminders(loanId);
  return (
    <DataTable
      label="Recordatorios enviados"
      columns={columns}
      rows={reminders.data}
      rowKey={(r) => r.id}
      loading={reminders.isPending}
      minWidth={480}
    />
  );
}
