import { Decimal, type DecimalInput } from '../money/decimal';
import { BS_DECIMALS } from '../constants';

/**
 * The bolívares a repaid principal leaves the portfolio at: its share of the Bs disbursed, by
 * running points (disbursedBs × principal repaid so far ÷ amountAwarded, to the cent), so the
 * portfolio's Bs reaches exactly 0 when its principal does, whatever the pieces. The difference
 * from the principal's Bs at the payment's own rate (`splitInBs`) is the exchange difference.
 */
export function principalCostBs(
  amountAwarded: DecimalInput,
  disbursedBs: DecimalInput,
  principalRepaidBefore: DecimalInput,
  principal: DecimalInput,
): Decimal {
  const awarded = new Decimal(amountAwarded);
  const point = (repaid: Decimal) =>
    new Decimal(disbursedBs).mul(repaid).div(awarded).toDecimalPlaces(BS_DECIMALS);
  const before = new Decimal(principalRepaidBefore);
  return point(before.plus(principal)).minus(point(before));
}
