// The loans module's public entry: a loan's whole life (born, repaid, penalized, rescheduled,
// written off) and its lists.
export { loanExportColumns } from './loan-export';
export { loansList } from './loans-query';
export { originateLoan } from './originate';
export { applyDefaulterPenalties } from './penalties';
export { owedNowOf } from './owed-now';
export { existingLoan, loanRow } from './readable-loan';
export { receiveRepayment, repaymentIncome, scheduleOf } from './repayment';
export { owesMoney, unpaidLoanOf } from './unpaid-loan';
export { lockOpenLoanBalance } from './open-loan';
export { rescheduleLoan } from './reschedule';
export { writeOffLoan } from './write-off';
