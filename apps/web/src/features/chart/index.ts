// What other features use of the chart: the books pick an account by code from it.
export { useAccounts } from './get-accounts';
