import { referenceUnit, unitSymbol } from './units/reference-unit';

/**
 * One name for each thing a person reads, written once (decision 30). The spec's quoted texts stay
 * verbatim where they are; where the spec itself names one thing two ways (the payment's code), its
 * screens keep their label and everything else reads the chosen term.
 */
export const terms = {
  /** The bank's number for a payment: the spec's 'confirmation code' (mis-pagos, Pagos, pagos). */
  reference: 'Código de confirmación',
  /** agregar-pago's own label for the same number (the spec's 'reference code'). */
  referenceOnForm: 'Código de referencia',
  /** What an installment gains when it falls overdue unpaid (the interest for defaulters applied). */
  penalty: 'Recargo por mora',
  /** Money received for a loan: approved payments and credit incomes. */
  paid: 'Pagado',
  /** Installments due before today and not covered, with their penalties. */
  overdue: 'Vencido',
  /** The first installment not yet due (or due today) and not covered. */
  nextInstallment: 'Próxima cuota',
  /** What the loan still asks: amount to pay less paid. */
  balance: 'Saldo',
  /** Paid beyond what the loan asks: kept and shown. */
  credit: 'Saldo a favor',
  /** A payment the carrier reported that an administrator has not decided yet. */
  underReview: 'Pago en revisión',
  granted: 'Monto otorgado',
  toPay: 'Monto a pagar',
  perInstallment: 'Monto por cuota',
  requested: 'Monto solicitado',
} as const;

/** What a figure in Bs is measured at, said beside it wherever the two could be confused. */
export const bsBasis = {
  today: 'a la tasa de hoy',
  loanDay: 'a la tasa del préstamo',
  asPaid: 'como se pagó',
  asTyped: 'como se solicitó',
} as const;

/** A rate's name over its column and in the history: the spec's 'Precio del petro (Bs)', in the unit in force. */
export const unitPriceLabel = (): string => `Precio del ${referenceUnit().name} (Bs)`;

/** What a rate counts, as its field names it: 'Bs por 1 US$'. */
export const bsPerUnit = (): string => `Bs por 1 ${unitSymbol()}`;

/** Under every list of credit requests (screens and phone cards): what its two amounts are. */
export const requestAmountsNote = (): string =>
  `Monto en Bs tal como se solicitó; en ${unitSymbol()}, a la tasa del día de la solicitud.`;
