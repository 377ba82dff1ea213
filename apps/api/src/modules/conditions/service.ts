import { DAYS_PER_INSTALLMENT, petroToBs, toJsonNumber, type LoanConditions } from '@app/domain';
import type { Db } from '../../db/client';
import { defaulterRatePercent, regularInterestPercent } from '../interests';
import { currentPrice } from '../prices';
import { latestRule } from '../rules';

/** Today's conditions from the newest rate, interests and rule: four one-row reads on their indexes. */
export async function loanConditions(db: Db): Promise<LoanConditions> {
  const [price, interest, defaulter, rule] = await Promise.all([
    currentPrice(db),
    regularInterestPercent(db),
    defaulterRatePercent(db),
    latestRule(db),
  ]);
  return {
    rate: price ? { amount: price.amount, created: price.created } : null,
    interestPercent: interest.toNumber(),
    defaulterInterestPercent: defaulter === null ? null : toJsonNumber(defaulter),
    installment: rule
      ? {
          amountInPetro: rule.amountInPetro,
          amountInBs: price ? toJsonNumber(petroToBs(rule.amountInPetro, price.amount)) : null,
        }
      : null,
    daysPerInstallment: DAYS_PER_INSTALLMENT,
  };
}
