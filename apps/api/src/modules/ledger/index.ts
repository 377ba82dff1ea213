// The books' read side: what other modules use of it.
export { ledgerRoutes } from './routes';
export { listJournal } from './journal';
export { readLedger } from './ledger';
export { trialBalance, incomeStatement, balanceSheet } from './trial-balance';
