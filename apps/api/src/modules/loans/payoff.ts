import { businessDate, payoffPetro, settlingBs, toJsonNumber, type Payoff } from '@app/domain';
import type { Db } from '../../db/client';
import type { Principal } from '../../lib/principal';
import { defaulterRatePercent } from '../interests';
import { requireRateOn } from '../prices';
import { readableWithSchedule } from './loans-query';

/**
 * What settles the loan on `date` if nothing more is paid before: its balance plus the defaulter
 * penalties charged by then (an open loan only), in ₽ and in the Bs that cover it at that date's rate.
 */
export async function loanPayoff(
  db: Db,
  principal: Principal,
  loanId: number,
  date: string = businessDate(),
  graceDays = 0,
): Promise<Payoff> {
  const { l: loan, schedule } = await readableWithSchedule(db, principal, loanId);
  const rate = await requireRateOn(db, date);
  const penaltyRate = loan.status === 'Por pagar' ? await defaulterRatePercent(db) : null;
  const petro = payoffPetro(schedule, loan, date, penaltyRate, graceDays);
  return {
    date,
    rate: toJsonNumber(rate),
    payoffPetro: toJsonNumber(petro),
    payoffBs: toJsonNumber(settlingBs(loan, petro, rate)),
  };
}
