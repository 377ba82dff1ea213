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
 * The month's provision entry from the change in the required allowance, in Bs and in the unit:
 * an increase debits provision expense and credits the allowance, a decrease (a release) the
 * reverse. Bs and unit normally move together; when they do not (the mix of loans changed cost),
 * the Bs lines carry no unit and two unit-only lines move the unit the other way, so the
 * allowance's balance is the required allowance in both columns.
 */
export function provisionLines(changeUnit: DecimalInput, changeBs: DecimalInput): PostingLineSpec[] {
  const unit = new Decimal(changeUnit);
  const bs = new Decimal(changeBs);
  const zero = new Decimal(0);
  const pair = (increase: boolean, amountBs: Decimal, amountUnit: Decimal): PostingLineSpec[] =>
    increase
      ? [
          { kind: 'provisionExpense', debitBs: amountBs, unitAmount: amountUnit },
          { kind: 'provisionAllowance', creditBs: amountBs, unitAmount: amountUnit },
        ]
      : [
          { kind: 'provisionAllowance', debitBs: amountBs, unitAmount: amountUnit },
          { kind: 'provisionExpense', creditBs: amountBs, unitAmount: amountUnit },
        ];
  const together = unit.isZero() || bs.isZero() || unit.isNeg() === bs.isNeg();
  if (together) return pair(!(bs.isNeg() || (bs.isZero() && unit.isNeg())), bs.abs(), unit.abs());
  return [...pair(!bs.isNeg(), bs.abs(), zero), ...pair(!unit.isNeg(), zero, unit.abs())];
}
