// What other features use of payments: the offline support sends the payments kept on the phone.
export { sendPendingPayments } from './pending-payments';
