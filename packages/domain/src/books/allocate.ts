import { Decimal, type DecimalInput } from '../money/decimal';

/**
 * Shares `share` of `whole` across consecutive pieces (on a grid of `decimals` places), by rounding
 * the running points: the piece ending at running total C gets share × C ÷ whole, half-up, minus
 * what the pieces before it got. Rounding points instead of pieces keeps every share between 0 and
 * its piece (when 0 ≤ share ≤ whole) and makes them add up to `share` exactly; rounding each piece
 * and letting the last absorb the rest can drive the last one negative (twenty pieces of 5 sharing
 * 0,001 at 4 decimals: each rounds 0,00005 up to 0,0001).
 */
export function shareByPoints(
  pieces: readonly DecimalInput[],
  share: DecimalInput,
  decimals: number,
): Decimal[] {
  const whole = pieces.reduce<Decimal>((s, p) => s.plus(p), new Decimal(0));
  const part = new Decimal(share);
  if (whole.isZero()) return pieces.map(() => new Decimal(0));
  let running = new Decimal(0);
  let given = new Decimal(0);
  return pieces.map((p, i) => {
    running = running.plus(p);
    const point = i === pieces.length - 1 ? part : part.mul(running).div(whole).toDecimalPlaces(decimals);
    const piece = point.minus(given);
    given = point;
    return piece;
  });
}
