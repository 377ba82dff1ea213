// The mail module's public entry: what other modules use of it.
export { bulkRoom, enqueueMail, queueMailWith } from './outbox';
export {
  applicationReceivedMail,
  passwordRecoveryMail,
  paymentDecidedMail,
  repaymentRecordedMail,
  requestApprovedMail,
  requestRejectedMail,
} from './templates';
export { installmentReminderMail, loanRescheduledMail, loanWrittenOffMail } from './loan-templates';
export { emailChangeMail } from './account-templates';
export { authorizationRequestedMail } from './authorization-templates';
export { documentExpiredMail, documentExpiringMail } from './document-expiry-templates';
export { documentRejectedMail } from './document-templates';
