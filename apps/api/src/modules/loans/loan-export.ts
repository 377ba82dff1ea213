import { loanBsAt, terms, toJsonNumber, type Loan } from '@app/domain';
import { col, unitCol, yesNo } from '../../lib/exports/columns';

/** Préstamos as the screen shows them (row and detail), the carrier and amounts split into cells. */
export const loanExportColumns = [
  col<Loan>('Transportista', 'text', (l) => `${l.carrier.firstNames} ${l.carrier.lastNames}`),
  col<Loan>('Cédula', 'text', (l) => l.carrier.dni),
  col<Loan>('Línea', 'text', (l) => l.carrier.line),
  col<Loan>('Fecha', 'day', (l) => l.date),
  col<Loan>('Motivo', 'text', (l) => l.reasonForAdmission),
  // As they happened (decision 30): to pay in the Bs of the loan's day, granted and paid as they were.
  unitCol<Loan>(terms.toPay, (l) => l.amountPay),
  col<Loan>(`${terms.toPay} (Bs)`, 'bs', (l) => toJsonNumber(loanBsAt(l, l.amountPay, l.rate))),
  unitCol<Loan>(terms.granted, (l) => l.amountAwarded),
  col<Loan>(`${terms.granted} (Bs)`, 'bs', (l) => l.amountAwardedInBs),
  col<Loan>('Cuotas', 'int', (l) => l.feeNumbers),
  col<Loan>('Cuotas pagadas', 'int', (l) => l.feePaid),
  unitCol<Loan>(terms.perInstallment, (l) => l.totalPayFees),
  unitCol<Loan>(terms.paid, (l) => l.paidTotal),
  col<Loan>(`${terms.paid} (Bs)`, 'bs', (l) => l.paidTotalBs),
  col<Loan>('Días de crédito', 'int', (l) => l.creditDays),
  col<Loan>('Estado', 'text', (l) => l.status),
  col<Loan>('En mora', 'text', (l) => yesNo(l.isMora)),
];
