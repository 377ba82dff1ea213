// The loans feature's public entry: what other features use of it.
export { useOwnLoans } from './own-loans';
export { OwedNowNote } from './owed-now-note';
export { useOwedNow } from './use-owed-now';
