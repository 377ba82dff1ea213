export { postEntry, mappedAccounts, hasEntry, UnbalancedEntry, type Posting, type PostingLine } from './post';
export { assertOpenDate, bookingDate, closedThrough, holdMonth, lockMonthForClosing } from './periods';
export { loanBooksState, principalRepaid, type BooksLoanRow } from './loan-books-state';
export { postDisbursement, postRepayment, postWriteOff, type PostedRepayment } from './loan-postings';
export { reclassifyLoan } from './reclassify';
export { loanPrincipalOutstanding, principalLeft } from './principal-outstanding';
