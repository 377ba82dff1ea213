import { Decimal, type DecimalInput } from '../money/decimal';

/** Aging buckets by days past due of the oldest uncovered installment; every report lists all four. */
export const AGING_BUCKETS = [
  { bucket: '1-30', from: 1, to: 30 },
  { bucket: '31-60', from: 31, to: 60 },
  { bucket: '61-90', from: 61, to: 90 },
  { bucket: '90+', from: 91, to: Infinity },
] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number]['bucket'];

/** The bucket of a loan `days` past due; null when it is not late. */
export const agingBucket = (days: number): AgingBucket | null =>
  AGING_BUCKETS.find((b) => days >= b.from && days <= b.to)?.bucket ?? null;

/** PAR N: the outstanding of loans more than N days past due, over all that is outstanding. */
export const PAR_DAYS = [1, 30, 90] as const;

/** A share between 0 and 1, half-up to 4 decimals; 0 when there is nothing to share. */
export function ratio(part: DecimalInput, whole: DecimalInput): number {
  const w = new Decimal(whole);
  return w.isZero() ? 0 : new Decimal(part).div(w).toDecimalPlaces(4).toNumber();
}
