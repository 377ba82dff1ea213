import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { loanStatusColors, type Loan } from '@app/domain';

/** 'Por pagar', 'Pagado' or 'Castigado', never cut short on a phone. */
export function LoanStatusBadge({ status }: { status: Loan['status'] }) {
  return (
    <Badge variant="light" tt="none" color={loanStatusColors[status]} miw="max-content">
      {status}
    </Badge>
  );
}

/** Overdue loans stand out: a solid red badge next to the status. */
export function MoraBadge() {
  return (
    <Badge variant="filled" tt="none" color="red" miw="max-content">
      En mora
    </Badge>
  );
}

const paymentColor: Record<string, string> = {
  'Por revisar': 'yellow',
  Aprobado: 'teal',
  Rechazado: 'red',
};

/** A payment's review status in the loan's history ('Por revisar', 'Aprobado', 'Rechazado'). */
export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" tt="none" color={paymentColor[status] ?? 'gray'} miw="max-content">
      {status}
    </Badge>
  );
}
