// Loaded on demand by the carrier's request form: the schema and zod stay out of the page's first download.
export { carrierRequestBody } from '@app/domain';
