import { Decimal, type DecimalInput } from '../money/decimal';
import { PETRO_DECIMALS } from '../constants';
import { AGING_BUCKETS } from '../reports/portfolio-terms';

const [to30, to60, to90, over90] = AGING_BUCKETS;

/**
 * Provision buckets by days past due of the oldest unpaid installment: 'current', then the
 * portfolio report's buckets with its last one cut at 180 days, so each provision bucket lies in
 * exactly one report bucket and the books reconcile with the report bucket by bucket.
 */
export const PROVISION_BUCKETS = [
  { bucket: 'current', from: -Infinity, to: 0 },
  to30,
  to60,
  to90,
  { bucket: '91-180', from: over90.from, to: 180 },
  { bucket: '180+', from: 181, to: over90.to },
] as const;
export type ProvisionBucket = (typeof PROVISION_BUCKETS)[number]['bucket'];

/** The default percentages of the principal outstanding to hold as provision, per bucket. */
export const DEFAULT_PROVISION_PERCENTAGES: Readonly<Record<ProvisionBucket, number>> = {
  current: 1,
  '1-30': 5,
  '31-60': 10,
  '61-90': 25,
  '91-180': 50,
  '180+': 100,
};

/** The provision bucket of a loan `days` past due (0 or less: not late). */
export const provisionBucket = (days: number): ProvisionBucket =>
  PROVISION_BUCKETS.find((b) => days >= b.from && days <= b.to)!.bucket;

/** The provision each bucket requires and their total, in the unit at 4 decimals. */
export interface RequiredProvision {
  byBucket: Record<ProvisionBucket, Decimal>;
  total: Decimal;
}

/**
 * Principal outstanding per bucket × its percentage ÷ 100, half-up to the unit's 4 decimals per
 * bucket (the total is their sum, so the posting's lines add up to it).
 */
export function requiredProvision(
  principalByBucket: Partial<Readonly<Record<ProvisionBucket, DecimalInput>>>,
  percentages: Readonly<Record<ProvisionBucket, DecimalInput>> = DEFAULT_PROVISION_PERCENTAGES,
): RequiredProvision {
  const byBucket = {} as Record<ProvisionBucket, Decimal>;
  let total = new Decimal(0);
  for (const { bucket } of PROVISION_BUCKETS) {
    const part = new Decimal(principalByBucket[bucket] ?? 0)
      .mul(percentages[bucket])
      .div(100)
      .toDecimalPlaces(PETRO_DECIMALS);
    byBucket[bucket] = part;
    total = total.plus(part);
  }
  return { byBucket, total };
}

/**
 * The month's provision entry: what is required now less what the previous month required
 * (the allowance's balance). Positive: an expense; negative: a release of the allowance.
 */
export const provisionPosting = (required: DecimalInput, previousRequired: DecimalInput): Decimal =>
  new Decimal(required).minus(previousRequired);
