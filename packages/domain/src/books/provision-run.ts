import { Decimal, type DecimalInput } from '../money/decimal';
import { addDays } from '../loans/schedule';
import { firstDayAfter, monthLabel } from './journal';
import type { PostingLineSpec } from './repayment-posting';

/** The last day of 'yyyy-mm': the provision's date. */
export const lastDayOf = (month: string): string => addDays(firstDayAfter(month), -1);

/** The month before 'yyyy-mm' ('2027-01' → '2026-12'): the month a run on the 1st provisions. */
export function monthBefore(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

export const provisionDescription = (month: string) => `Provisión de cartera de ${monthLabel(month)}`;

/**
 * The month's provision entry from what the allowance lacks (required − its balance), in Bs and in
 * the unit: more debits provision expense and credits the allowance, less (a release) the reverse.
 * The Bs decide the side; the unit amount rides beside them when it moves the same way, else it is
 * left for the next month's entry (a line's side is read from its Bs, so a unit-only line would
 * have none).
 */
export function provisionLines(changeUnit: DecimalInput, changeBs: DecimalInput): PostingLineSpec[] {
  const unit = new Decimal(changeUnit);
  const bs = new Decimal(changeBs);
  if (bs.isZero()) return [];
  const unitAmount = unit.isNeg() === bs.isNeg() ? unit.abs() : new Decimal(0);
  const [debit, credit] = bs.isNeg()
    ? (['provisionAllowance', 'provisionExpense'] as const)
    : (['provisionExpense', 'provisionAllowance'] as const);
  return [
    { kind: debit, debitBs: bs.abs(), unitAmount },
    { kind: credit, creditBs: bs.abs(), unitAmount },
  ];
}
