import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../money/decimal';
import { principalCostBs } from './principal-cost';

describe('principalCostBs (property)', () => {
  it('takes out exactly the Bs disbursed once the principal is repaid, never a negative piece', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 100_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 10 }),
        (awardedTicks, bsCents, weights) => {
          const awarded = new Decimal(awardedTicks).div(10_000);
          const bs = new Decimal(bsCents).div(100);
          // Pieces of principal on the unit's grid that add up to the amount awarded.
          const all = weights.reduce((s, w) => s + w, 0);
          let given = new Decimal(0);
          let cost = new Decimal(0);
          weights.forEach((w, i) => {
            const point =
              i === weights.length - 1
                ? awarded
                : awarded
                    .mul(weights.slice(0, i + 1).reduce((s, x) => s + x, 0))
                    .div(all)
                    .toDecimalPlaces(4, Decimal.ROUND_DOWN);
            const piece = principalCostBs(awarded, bs, given, point.minus(given));
            expect(piece.gte(0)).toBe(true);
            cost = cost.plus(piece);
            given = point;
          });
          expect(cost.eq(bs)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
