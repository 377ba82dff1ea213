import { Decimal, type DecimalInput } from '../money/decimal';
import { addDays, dueDates, splitInstallments } from './schedule';
import { defaulterPenalty, loanStanding, type ScheduledInstallment, type StoredLoan } from './repayment';
import { owedNow } from './owed-now';

/** What a loan still owes on its current schedule: amountPay − paidTotal, never below 0. */
export function loanBalance(schedule: ScheduledInstallment[], loan: StoredLoan, today: string): Decimal {
  const standing = loanStanding(schedule, loan.paidTotal, today, loan.paidBefore);
  return Decimal.max(standing.amountPay.minus(loan.paidTotal), 0);
}

/**
 * A reschedule's new installments: the balance still owed (penalties already charged included)
 * split and dated exactly as an approval would from `startsOn`; null when the split leaves an
 * installment empty. They add up exactly to the balance.
 */
export function rescheduledInstallments(
  balance: DecimalInput,
  feeNumbers: number,
  creditDays: number,
  startsOn: string,
): ScheduledInstallment[] | null {
  const split = splitInstallments(balance, feeNumbers);
  if (!split) return null;
  const due = dueDates(startsOn, creditDays, feeNumbers);
  return split.installments.map((amount, i) => ({
    number: i + 1,
    dueDate: due[i]!,
    amount: amount.toFixed(),
  }));
}

/**
 * The ₽ that settles a loan on `date` if nothing more is paid before: today's balance plus the
 * defaulter penalties that will have been charged by then (one per installment still uncovered
 * and due before `date` − grace days, not yet penalized), at the newest defaulter rate.
 */
export function payoffPetro(
  schedule: ScheduledInstallment[],
  loan: StoredLoan,
  date: string,
  penaltyRatePercent: DecimalInput | null,
  graceDays = 0,
): Decimal {
  const standing = loanStanding(schedule, loan.paidTotal, date, loan.paidBefore);
  const cutoff = addDays(date, -graceDays);
  // What is owed on that day by the one rule the screens read, plus the penalties still to come.
  let owed = owedNow({ installments: standing.installments, today: date }).balance.petro;
  if (penaltyRatePercent == null || owed.eq(0)) return owed;
  for (const inst of standing.installments) {
    const stored = schedule.find((s) => s.number === inst.number)!;
    if (stored.penalty == null && !inst.fullyPaid && inst.dueDate < cutoff)
      owed = owed.plus(defaulterPenalty(inst, penaltyRatePercent));
  }
  return owed;
}
