// The payments module's public entry: what other modules use of it.
export { paymentExportColumns } from './payment-export';
export { paymentsList } from './payments-list';
