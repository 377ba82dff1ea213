import '@mantine/core/styles/Badge.css';
import { Badge, Stack, Text } from '@mantine/core';
import type { Loan } from '@app/domain';
import type { Column } from '../../components/data-table';
import { formatBs, formatDay, formatLoanBsAt, formatPetro } from '../../lib/format';

/** A loan's status; 'En mora' carries the marker that tints its row (loans-table.css). */
function LoanStatus({ loan }: { loan: Loan }) {
  return (
    // Badges shrink with their cell and would read 'Por p…': the cell keeps room for them.
    <Stack gap={4} align="flex-start" miw={90}>
      <Badge variant="light" tt="none" color={loan.status === 'Pagado' ? 'teal' : 'yellow'}>
        {loan.status}
      </Badge>
      {loan.isMora && (
        <Badge variant="filled" tt="none" color="pink" data-mora>
          En mora
        </Badge>
      )}
      {/* Domain rule: an overpayment is kept and shown, never lost. */}
      {loan.credit > 0 && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          A favor: {formatPetro(loan.credit)} ₽
        </Text>
      )}
    </Stack>
  );
}

/**
 * The back-office columns. The amount to pay in Bs is an equivalent at the current rate (`rate`);
 * the amount granted in Bs is what was disbursed, as stored.
 */
export function loanColumns(rate: number | undefined): Column<Loan>[] {
  return [
    {
      header: 'Transportista',
      render: (l) => (
        <>
          <Text size="sm">{`${l.carrier.firstNames} ${l.carrier.lastNames}`}</Text>
          <Text size="xs" c="dimmed">
            {l.carrier.dni}
          </Text>
        </>
      ),
    },
    { header: 'Línea', render: (l) => l.carrier.line },
    { header: 'Fecha', render: (l) => formatDay(l.date) },
    { header: 'Motivo', render: (l) => l.reasonForAdmission },
    { header: 'Monto a pagar (₽)', render: (l) => formatPetro(l.amountPay) },
    {
      header: 'Monto a pagar (Bs)',
      render: (l) => formatLoanBsAt(l, l.amountPay, rate),
    },
    { header: 'Monto otorgado (₽)', render: (l) => formatPetro(l.amountAwarded) },
    { header: 'Monto otorgado (Bs)', render: (l) => formatBs(l.amountAwardedInBs) },
    { header: 'Cuotas', render: (l) => l.feeNumbers },
    { header: 'Cuotas pagadas', render: (l) => l.feePaid },
    { header: 'Monto por cuota (₽)', render: (l) => formatPetro(l.totalPayFees) },
    {
      // What the carrier has paid: the ₽ applied and the Bs as each payment was entered.
      header: 'Pagado',
      render: (l) => (
        <>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatPetro(l.paidTotal)} ₽
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatBs(l.paidTotalBs)} Bs
          </Text>
        </>
      ),
    },
    { header: 'Días de crédito', render: (l) => l.creditDays },
    { header: 'Estado', render: (l) => <LoanStatus loan={l} /> },
  ];
}
