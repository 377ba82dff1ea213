// What other features use of payments: the offline support sends the payments kept on the phone, and
// counts them before a sign-out would wipe them.
export { pendingPayments, sendPendingPayments } from './pending-payments';
