import { Decimal, type DecimalInput } from '../money/decimal';
import { loanStanding, type LoanStanding, type ScheduledInstallment } from './repayment';

/** An installment with the business day its penalty was applied (none before that day). */
export interface DatedInstallment extends ScheduledInstallment {
  penaltyAppliedOn?: string | null;
}

/** Money that reached the loan on a business day: an approved payment by its date, a credit income. */
export interface DatedRepayment {
  date: string;
  amount: DecimalInput;
}

export interface LoanStandingOn extends LoanStanding {
  /** What the repayments dated on or before the day add up to. */
  paid: Decimal;
  /** amountPay − paid, never below 0. */
  outstanding: Decimal;
  /** The uncovered part (penalty included) of the installments past due on that day. */
  overdue: Decimal;
  /** Days from the oldest uncovered past-due installment's due date to the day; 0 when none. */
  daysPastDue: number;
}

const DAY_MS = 86_400_000;
/** Whole days from one 'YYYY-MM-DD' to another. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * A loan as it stood at the end of `day`: the repayments dated on or before it, the penalties
 * applied on or before it, and `loanStanding`'s one rule for what they cover. For today it is what
 * the loans list and the carrier's screen show, since no movement is dated after today.
 */
export function loanStandingOn(
  schedule: DatedInstallment[],
  repayments: DatedRepayment[],
  day: string,
  paidBefore: DecimalInput = 0,
): LoanStandingOn {
  const asOf = schedule.map((i) => ({
    ...i,
    penalty: i.penalty != null && i.penaltyAppliedOn != null && i.penaltyAppliedOn <= day ? i.penalty : null,
  }));
  const paid = repayments.filter((r) => r.date <= day).reduce((sum, r) => sum.plus(r.amount), new Decimal(0));
  const standing = loanStanding(asOf, paid, day, paidBefore);
  const late = standing.installments.filter((i) => i.overdue);
  return {
    ...standing,
    paid,
    outstanding: Decimal.max(standing.amountPay.minus(paid), 0),
    overdue: late.reduce((sum, i) => sum.plus(i.owed.minus(i.paid)), new Decimal(0)),
    daysPastDue: late.length ? daysBetween(late[0]!.dueDate, day) : 0,
  };
}
