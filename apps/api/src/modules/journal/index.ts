export { postEntry, mappedAccounts, UnbalancedEntry, type Posting, type PostingLine } from './post';
export { assertOpenDate, closedThrough, lockMonthForClosing } from './periods';
export { belongsPastDue, postReclassification, reclassifyLoan } from './reclassify';
export { reclassifyLoans } from './reclassify-job';
export {
  provisionMonth,
  provisionEndedMonth,
  provisionPercentages,
  requiredOn,
  type ProvisionRequired,
} from './provision';
export { loanBooksState, principalRepaid, type BooksLoanRow } from './loan-books-state';
export { postDisbursement, postRepayment, postWriteOff, type PostedRepayment } from './loan-postings';
