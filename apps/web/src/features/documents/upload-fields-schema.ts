// Loaded on demand when a file is chosen: the schema and zod stay out of the page's first download.
export { documentUploadFields } from '@app/domain';
