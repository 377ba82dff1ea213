import { terms, type Loan } from '@app/domain';
import { DataTable, type Column } from '../../components/data-table';
import { formatBs, formatDay } from '../../lib/format';
import { PaymentStatusBadge } from './own-loan-badges';

type Payment = Loan['paymentHistory'][number];

const columns: Column<Payment>[] = [
  { header: 'Fecha', render: (p) => formatDay(p.date) },
  { header: 'Monto (Bs)', numeric: true, render: (p) => formatBs(p.amountInBs) },
  { header: terms.reference, render: (p) => p.voucherCode },
  { header: 'Estado', render: (p) => <PaymentStatusBadge status={p.status} /> },
];

/** The payments reported for the loan, with their review status. */
export function LoanPaymentsTable({ payments }: { payments: Loan['paymentHistory'] }) {
  return (
    <DataTable
      label="Pagos"
      columns={columns}
      rows={payments}
      rowKey={(p) => `${p.voucherCode}-${p.date}`}
      loading={false}
      minWidth={480}
    />
  );
}
