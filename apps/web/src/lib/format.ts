import {
  NO_VALUE,
  enteredBsAt,
  formatBs,
  loanBsAt,
  petroToBs,
  type EnteredBs,
  type LoanGrant,
} from '@app/domain';

// Formatting is shared with the API's e-mails: one definition, in the domain package.
export { loanBsAt } from '@app/domain';
export {
  NO_VALUE,
  bsText,
  unitText,
  formatBs,
  formatDate,
  formatDateTime,
  formatCount,
  formatDay,
  formatPetro,
  formatRate,
  formatShare,
} from '@app/domain';

type Rate = number | null | undefined;

/** The Bs equivalent of a ₽ amount at a rate, in decimal math; '—' while the rate is unknown. */
export const formatBsAt = (petro: number, rate: Rate): string =>
  rate ? formatBs(petroToBs(petro, rate).toNumber()) : NO_VALUE;

/** An amount typed in Bs, at a rate: exactly as typed at its own rate (decision 0014); '—' while unknown. */
export const formatEnteredBsAt = (entry: EnteredBs, rate: Rate): string =>
  rate ? formatBs(enteredBsAt(entry, rate).toNumber()) : NO_VALUE;

/** A loan's ₽ figure in Bs at a rate, in proportion to the Bs it was granted in; '—' while unknown. */
export const formatLoanBsAt = (loan: LoanGrant, petro: number, rate: Rate): string =>
  rate ? formatBs(loanBsAt(loan, petro, rate).toNumber()) : NO_VALUE;
