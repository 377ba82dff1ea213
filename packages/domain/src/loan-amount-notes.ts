/** The footnotes under a loan's figures: which Bs each one is (decision 30). */
export const loanAmountNotes = {
  /** A loan with what it owes now (the carrier's loans, the loan page, the statement). */
  withOwed:
    'Otorgado, monto a pagar y monto por cuota: en Bs a la tasa del día del préstamo. Pagado: los Bs de cada pago. ' +
    'Saldo, vencido y próxima cuota: en Bs a la tasa de hoy.',
  /** Loans listed without what they owe now (the back-office list and its export). */
  asHappened:
    'Otorgado, monto a pagar y monto por cuota: en Bs a la tasa del día de cada préstamo. Pagado: los Bs de cada pago.',
} as const;
