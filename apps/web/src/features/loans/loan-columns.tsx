import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { loanStatusColors, terms, type Loan, type SortKey } from '@app/domain';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { Column } from '../../components/data-table';
import { DownloadButton } from '../../components/download-button';
import { bsText, formatBs, formatDay, formatPetro, loanBsAt, unitText, inUnit } from '../../lib/format';

/** A loan's status; 'En mora' carries the marker that tints its row (loans-table.css). */
function LoanStatus({ loan }: { loan: Loan }) {
  return (
    // Badges shrink with their cell and would read 'Por p…': the cell keeps room for them.
    <Stack gap={4} align="flex-start" miw={90}>
      <Badge variant="light" tt="none" color={loanStatusColors[loan.status]}>
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
          {terms.credit}: {unitText(loan.credit)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The back-office columns, amounts as they happened (decision 30): to pay and per installment in the
 * Bs of the loan's day, granted as disbursed, paid as paid; nothing re-priced at today's rate. The
 * carrier, the date, the amounts to pay and granted and the status stay in the row; the rest opens
 * in its detail (decision 15). Built when drawn: the headers name the unit in force.
 */
export const loanColumns = (): Column<Loan, SortKey<'loans'>>[] => [
  {
    // The loan's number opens its page (schedule, follow-ups, actions).
    header: 'N°',
    render: (l) => (
      <Anchor
        component={Link}
        to={paths.admin.loan.href(l.id)}
        size="sm"
        aria-label={`Ver préstamo N° ${l.id}`}
      >
        {l.id}
      </Anchor>
    ),
  },
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
  { header: 'Línea', render: (l) => l.carrier.line, detail: true },
  { header: 'Fecha', render: (l) => formatDay(l.date), sortKey: 'date' },
  { header: 'Motivo', render: (l) => l.reasonForAdmission, detail: true },
  { header: inUnit(terms.toPay), numeric: true, render: (l) => formatPetro(l.amountPay) },
  { header: `${terms.toPay} (Bs)`, numeric: true, render: (l) => formatBs(loanBsAt(l, l.amountPay, l.rate)) },
  {
    header: inUnit(terms.granted),
    numeric: true,
    render: (l) => formatPetro(l.amountAwarded),
    sortKey: 'amount',
  },
  { header: `${terms.granted} (Bs)`, numeric: true, render: (l) => formatBs(l.amountAwardedInBs) },
  { header: 'Cuotas', numeric: true, render: (l) => l.feeNumbers, detail: true },
  { header: 'Cuotas pagadas', numeric: true, render: (l) => l.feePaid, detail: true },
  {
    header: inUnit(terms.perInstallment),
    numeric: true,
    render: (l) => formatPetro(l.totalPayFees),
    detail: true,
  },
  {
    // What the carrier has paid: the unit applied and the Bs as each payment was entered.
    header: terms.paid,
    detail: true,
    render: (l) => (
      <>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {unitText(l.paidTotal)}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {bsText(l.paidTotalBs)}
        </Text>
      </>
    ),
  },
  { header: 'Días de crédito', numeric: true, render: (l) => l.creditDays, detail: true },
  { header: 'Estado', render: (l) => <LoanStatus loan={l} /> },
  {
    header: 'Documentos',
    detail: true,
    render: (l) => (
      <DownloadButton path={`/api/loan/${l.id}/statement.pdf`} size="compact-sm" px={0}>
        Estado de cuenta
      </DownloadButton>
    ),
  },
];
