import { loanBsAt, toJsonNumber, type Loan } from '@app/domain';
import { col, yesNo } from '../../lib/exports/columns';

/** Préstamos as the screen shows them (row and detail), the carrier and amounts split into cells. */
export const loanExportColumns = [
  col<Loan>('Transportista', 'text', (l) => `${l.carrier.firstNames} ${l.carrier.lastNames}`),
  col<Loan>('Cédula', 'text', (l) => l.carrier.dni),
  col<Loan>('Línea', 'text', (l) => l.carrier.line),
  col<Loan>('Fecha', 'day', (l) => l.date),
  col<Loan>('Motivo', 'text', (l) => l.reasonForAdmission),
  col<Loan>('Monto a pagar (₽)', 'petro', (l) => l.amountPay),
  col<Loan>('Monto a pagar (Bs)', 'bs', (l, { rate }) =>
    rate ? toJsonNumber(loanBsAt(l, l.amountPay, rate)) : null,
  ),
  col<Loan>('Monto otorgado (₽)', 'petro', (l) => l.amountAwarded),
  col<Loan>('Monto otorgado (Bs)', 'bs', (l) => l.amountAwardedInBs),
  col<Loan>('Cuotas', 'int', (l) => l.feeNumbers),
  col<Loan>('Cuotas pagadas', 'int', (l) => l.feePaid),
  col<Loan>('Monto por cuota (₽)', 'petro', (l) => l.totalPayFees),
  col<Loan>('Pagado (₽)', 'petro', (l) => l.paidTotal),
  col<Loan>('Pagado (Bs)', 'bs', (l) => l.paidTotalBs),
  col<Loan>('Días de crédito', 'int', (l) => l.creditDays),
  col<Loan>('Estado', 'text', (l) => l.status),
  col<Loan>('En mora', 'text', (l) => yesNo(l.isMora)),
];
