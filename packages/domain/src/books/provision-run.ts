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
 * The Bs decide the side and the unit rides beside them; a unit moving the other way (the rate
 * moved the cost and the principal apart) posts its own lines of 0,00 Bs, whose side is stored, so
 * the allowance's unit balance is the required unit every month too.
 */
export function provisionLines(changeUnit: DecimalInput, changeBs: DecimalInput): PostingLineSpec[] {
  const unit = new Decimal(changeUnit);
  const bs = new Decimal(changeBs);
  const zero = new Decimal(0);
  const sides = (increase: boolean) =>
    increase
      ? (['provisionExpense', 'provisionAllowance'] as const)
      : (['provisionAllowance', 'provisionExpense'] as const);
  const lines: PostingLineSpec[] = [];
  const unitRides = !bs.isZero() && !unit.isZero() && unit.isNeg() === bs.isNeg();
  if (!bs.isZero()) {
    const [debit, credit] = sides(!bs.isNeg());
    const unitAmount = unitRides ? unit.abs() : zero;
    lines.push(
      { kind: debit, debitBs: bs.abs(), unitAmount },
      { kind: credit, creditBs: bs.abs(), unitAmount },
    );
  }
  if (!unit.isZero() && !unitRides) {
    const [debit, credit] = sides(!unit.isNeg());
    lines.push(
      { kind: debit, debitBs: zero, unitAmount: unit.abs() },
      { kind: credit, creditBs: zero, unitAmount: unit.abs() },
    );
  }
  return lines;
}
