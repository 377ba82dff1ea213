import { Decimal, type DecimalInput } from '../money/decimal';
import { PETRO_DECIMALS } from '../constants';
import type { ScheduledInstallment } from '../loans/repayment';
import { shareByPoints } from './allocate';

/**
 * A loan's current schedule as the books see it. For a new loan: its installments, paidBefore 0,
 * principal = amountAwarded, no carried penalty (so the interest is amountPay − amountAwarded).
 * After a reschedule: the new installments, the loan's paid total at the reschedule, and the
 * principal and penalties the balance carried (`rescheduleCarry`), which the books must store.
 */
export interface BooksLoanState {
  installments: readonly ScheduledInstallment[];
  /** What earlier schedules absorbed of the paid total (loans.paid_before). */
  paidBefore: DecimalInput;
  /** Principal inside this schedule's amounts. */
  principal: DecimalInput;
  /** Penalties charged before a reschedule and carried, unpaid, into this schedule's amounts. */
  carriedPenalty?: DecimalInput;
  /** A written-off loan: its principal left the books; what it receives is a recovery. */
  writtenOff?: boolean;
}

/** What one installment holds, in the order a repayment covers it. */
export interface InstallmentParts {
  number: number;
  interest: Decimal;
  principal: Decimal;
  /** The carried penalty share plus the defaulter penalty charged on this installment. */
  penalty: Decimal;
}

/** The kinds of money a repayment can be, in the order it covers an installment's parts. */
export const INSTALLMENT_PART_ORDER = ['interest', 'principal', 'penalty'] as const;

/**
 * Each installment's interest, principal and penalty, in installment order. The amounts are split
 * in proportion to the installment (running points rounded to the unit's 4 decimals, see
 * `shareByPoints`): first principal against the rest, then the rest into carried penalty and
 * interest. So Σ principal = the state's principal and Σ interest = Σ amounts − principal −
 * carried penalty exactly, every part between 0 and its installment.
 */
export function installmentParts(state: BooksLoanState): InstallmentParts[] {
  const sorted = [...state.installments].sort((a, b) => a.number - b.number);
  const amounts = sorted.map((i) => new Decimal(i.amount));
  const total = amounts.reduce((s, a) => s.plus(a), new Decimal(0));
  const rest = total.minus(state.principal);
  const carriedPenalty = new Decimal(state.carriedPenalty ?? 0);
  if (rest.lt(0) || carriedPenalty.lt(0) || carriedPenalty.gt(rest))
    throw new RangeError('principal and carried penalty exceed the schedule');
  const restParts = shareByPoints(amounts, rest, PETRO_DECIMALS);
  const carried = shareByPoints(restParts, carriedPenalty, PETRO_DECIMALS);
  return sorted.map((inst, k) => ({
    number: inst.number,
    interest: restParts[k]!.minus(carried[k]!),
    principal: amounts[k]!.minus(restParts[k]!),
    penalty: carried[k]!.plus(inst.penalty ?? 0),
  }));
}
