export { postEntry, mappedAccounts, hasEntry, UnbalancedEntry, type Posting, type PostingLine } from './post';
export { assertOpenDate, bookingDate, holdMonth, lockMonthForClosing } from './periods';
