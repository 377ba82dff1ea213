// The loans module's public entry: a loan's whole life (born, repaid, penalized) and its lists.
export { loanExportColumns } from './loan-export';
export { loansList } from './loans-query';
export { originateLoan } from './originate';
export { applyDefaulterPenalties } from './penalties';
export { receiveRepayment } from './repayment';
export { unpaidLoanOf } from './unpaid-loan';
