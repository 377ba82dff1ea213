export { postEntry, mappedAccounts, hasEntry, UnbalancedEntry, type Posting, type PostingLine } from './post';
export { assertOpenDate, bookingDate, closedThrough, holdMonth, lockMonthForClosing } from './periods';
