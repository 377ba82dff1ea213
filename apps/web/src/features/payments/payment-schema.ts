// Loaded on demand by the payment form: the schema and zod stay out of the page's first download.
export { createPaymentBody } from '@app/domain';
