// Formatting is shared with the API's e-mails: one definition, in the domain package.
export { formatBs, formatDate, formatDay, formatPetro, formatRate } from '@app/domain';
