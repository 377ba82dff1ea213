import { formatBs, petroToBs } from '@app/domain';

// Formatting is shared with the API's e-mails: one definition, in the domain package.
export { formatBs, formatDate, formatDateTime, formatDay, formatPetro, formatRate } from '@app/domain';

/** What a table or a detail shows where a value is missing or not known yet. */
export const NO_VALUE = '—';

/** The Bs equivalent of a ₽ amount at a rate, in decimal math; '—' while the rate is unknown. */
export const formatBsAt = (petro: number, rate: number | null | undefined): string =>
  rate ? formatBs(petroToBs(petro, rate).toNumber()) : NO_VALUE;
