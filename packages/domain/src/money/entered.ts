import { Decimal, type DecimalInput } from './decimal';
import { roundBs } from './amounts';

/**
 * An amount a person typed in Bs and the rate it was converted at. The Bs is the truth; its ₽,
 * kept at 4 decimals for sums, is a rounding of it (decision 0014).
 */
export interface EnteredBs {
  bs: DecimalInput;
  rate: DecimalInput;
}

/**
 * What an entered amount is worth in Bs at `rate`: exactly what was typed when the rate is the
 * same; otherwise the typed Bs scaled by the two rates, never recomputed through the rounded ₽.
 */
export function enteredBsAt(entry: EnteredBs, rate: DecimalInput): Decimal {
  if (new Decimal(rate).eq(entry.rate)) return new Decimal(entry.bs);
  // Rates a change of unit divided keep 30 decimals: their quotient is off far below 10⁻¹², so the
  // cents are read after rounding there (decision 33); typed rates give the same Bs as before.
  return roundBs(new Decimal(entry.bs).mul(rate).div(entry.rate).toDecimalPlaces(12));
}

/** What a loan keeps of the amount it was granted in: the Bs typed, its ₽, and the rate between them. */
export interface LoanGrant {
  amountAwarded: DecimalInput;
  amountAwardedInBs: DecimalInput;
  rate: DecimalInput;
}

/**
 * A loan's ₽ figure (to pay, an installment, the balance) in Bs at `rate`, measured against the Bs
 * the loan was granted in: at the loan's own rate the amount granted is exactly the Bs typed, and
 * every other figure keeps its proportion to it.
 */
export function loanBsAt(loan: LoanGrant, petro: DecimalInput, rate: DecimalInput): Decimal {
  const awarded = new Decimal(loan.amountAwarded);
  if (awarded.lte(0)) return roundBs(new Decimal(petro).mul(rate));
  const grantedBs = new Decimal(petro).mul(loan.amountAwardedInBs).div(awarded);
  return enteredBsAt({ bs: grantedBs, rate: loan.rate }, rate).toDecimalPlaces(2);
}
