import { Decimal, type DecimalInput } from '../money/decimal';
import { installmentParts } from '../books/installment-parts';
import type { ScheduledInstallment } from '../loans/repayment';

/** One schedule of a loan in the new unit, as the books split it: installments already converted. */
export interface ConvertibleBooksSchedule<Id> {
  installments: (ScheduledInstallment & { id: Id })[];
  /** Its principal and carried penalty in the new unit (the converted amountAwarded, or its reschedule's carry × factor). */
  principal: DecimalInput;
  carriedPenalty: DecimalInput;
}

/**
 * The books' parts of a schedule after a unit change (decision 37 on decision 33): the converted
 * principal and carried penalty kept inside the converted installments (a difference of converted
 * points may be 0,0001 short of the converted whole), then the installments split anew by
 * `installmentParts`, so Σ principal parts = the schedule's principal exactly.
 */
export function convertedBooksSchedule<Id>(schedule: ConvertibleBooksSchedule<Id>) {
  const total = schedule.installments.reduce((s, i) => s.plus(i.amount), new Decimal(0));
  const carriedPenalty = Decimal.min(schedule.carriedPenalty, total);
  const principal = Decimal.min(schedule.principal, total.minus(carriedPenalty));
  const parts = installmentParts({
    installments: schedule.installments,
    paidBefore: 0,
    principal,
    carriedPenalty,
  });
  const byNumber = new Map(parts.map((p) => [p.number, p]));
  return {
    principal,
    carriedPenalty,
    parts: new Map(
      schedule.installments.map((i) => {
        const p = byNumber.get(i.number)!;
        return [i.id, { interest: p.interest, principal: p.principal }] as const;
      }),
    ),
  };
}
