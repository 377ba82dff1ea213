import { NO_VALUE, enteredBsAt, formatBs, type EnteredBs } from '@app/domain';

// Formatting is shared with the API's e-mails: one definition, in the domain package.
export {
  NO_VALUE,
  loanBsAt,
  bsText,
  inUnit,
  unitText,
  formatBs,
  formatDate,
  formatDateTime,
  formatCount,
  formatDay,
  formatPetro,
  formatRate,
  formatShare,
  rateText,
} from '@app/domain';

type Rate = number | null | undefined;

/** An amount typed in Bs, at a rate: exactly as typed at its own rate (decision 0014); '—' while unknown. */
export const formatEnteredBsAt = (entry: EnteredBs, rate: Rate): string =>
  rate ? formatBs(enteredBsAt(entry, rate).toNumber()) : NO_VALUE;
