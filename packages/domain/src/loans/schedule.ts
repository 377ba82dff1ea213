import { Decimal, type DecimalInput } from '../money/decimal';
import { PETRO_DECIMALS } from '../constants';
import { bsToPetro, roundPetro } from '../money/amounts';

export interface LoanTerms {
  /** ₽ lent: amount Bs ÷ rate. */
  amountAwarded: Decimal;
  /** ₽ to repay: amountAwarded × (1 + interest/100). */
  amountPay: Decimal;
  /** ₽ per installment (the last one absorbs the rounding). */
  totalPayFees: Decimal;
  /** Each installment's ₽, in order; they add up exactly to amountPay. */
  installments: Decimal[];
}

/**
 * The money of a new loan, all in ₽ at the stored precision. Returns null when the amount is too
 * small to split into that many installments (some installment would be zero or negative).
 */
export function loanTerms(
  amountBs: DecimalInput,
  rate: DecimalInput,
  interestPercent: DecimalInput,
  feeNumbers: number,
): LoanTerms | null {
  const amountAwarded = bsToPetro(amountBs, rate);
  const amountPay = roundPetro(amountAwarded.mul(new Decimal(interestPercent).div(100).plus(1)));
  const split = splitInstallments(amountPay, feeNumbers);
  return split && { amountAwarded, amountPay, ...split };
}

/**
 * ₽ split into equal installments at the stored precision, the last absorbing the rounding, so
 * they add up exactly to it; null when some installment would be zero or negative.
 */
export function splitInstallments(
  total: DecimalInput,
  feeNumbers: number,
): { totalPayFees: Decimal; installments: Decimal[] } | null {
  if (!Number.isInteger(feeNumbers) || feeNumbers < 1)
    throw new RangeError('feeNumbers must be a positive integer');
  const amount = new Decimal(total);
  const totalPayFees = amount.div(feeNumbers).toDecimalPlaces(PETRO_DECIMALS);
  const last = amount.minus(totalPayFees.mul(feeNumbers - 1));
  if (totalPayFees.lte(0) || last.lte(0)) return null;
  const installments = Array.from({ length: feeNumbers }, (_, i) =>
    i === feeNumbers - 1 ? last : totalPayFees,
  );
  return { totalPayFees, installments };
}

/** Adds days to a calendar date 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Installment k (1..n) is due on the approval date + round(k × creditDays ÷ n) days (half-up). */
export function dueDates(approvalDate: string, creditDays: number, feeNumbers: number): string[] {
  return Array.from({ length: feeNumbers }, (_, i) => {
    const offset = new Decimal(i + 1).mul(creditDays).div(feeNumbers).toDecimalPlaces(0).toNumber();
    return addDays(approvalDate, offset);
  });
}
