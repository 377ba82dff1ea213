/** The descriptions of a loan's journal entries: live posting and the history migration write the same words. */
export const loanEntryDescriptions = {
  disbursement: (loanId: number) => `Desembolso del préstamo N° ${loanId}`,
  /** A payment or a manual credit income: the income's own reason beside the loan. */
  repayment: (loanId: number, reason: string) => `Pago del préstamo N° ${loanId}: ${reason}`,
  recovery: (loanId: number, reason: string) => `Recuperación del préstamo castigado N° ${loanId}: ${reason}`,
  writeOff: (loanId: number) => `Castigo del préstamo N° ${loanId}`,
};
