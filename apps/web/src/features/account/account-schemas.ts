// Loaded on demand by the account's forms: the schemas and zod stay out of the page's first download.
export { accountEmailBody, accountPasswordBody, accountPhoneBody } from '@app/domain';
