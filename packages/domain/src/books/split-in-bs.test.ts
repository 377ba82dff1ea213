import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../money/decimal';
import { splitInBs } from './split-in-bs';

describe('splitInBs', () => {
  it('shares the bolívares in proportion, the cents left to the largest remainders', () => {
    const bs = splitInBs({ penalty: '0', interest: '6.6667', principal: '3.3333' }, '1000.01');
    expect(Object.values(bs).map((x) => x.toFixed(2))).toEqual(['0.00', '666.68', '333.33']);
  });

  it('shares a negative total (a release) as its opposite', () => {
    const bs = splitInBs({ a: '1', b: '2' }, '-10');
    expect([bs.a.toFixed(2), bs.b.toFixed(2)]).toEqual(['-3.33', '-6.67']);
  });

  it('refuses bolívares with no part to carry them', () => {
    expect(() => splitInBs({ a: '0' }, '1')).toThrow(RangeError);
  });

  it('adds up to the total exactly, each part less than a cent from its share (property)', () => {
    const unit = fc.integer({ min: 0, max: 5_000_000_000 }).map((n) => new Decimal(n).div(10_000));
    fc.assert(
      fc.property(
        fc.array(unit, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        (units, cents) => {
          const whole = units.reduce((s, u) => s.plus(u), new Decimal(0));
          if (whole.isZero()) return;
          const total = new Decimal(cents).div(100);
          const parts = Object.fromEntries(units.map((u, i) => [`p${i}`, u]));
          const bs = splitInBs(parts, total);
          const got = units.map((_, i) => bs[`p${i}`]!);
          expect(got.reduce((s, x) => s.plus(x), new Decimal(0)).eq(total)).toBe(true);
          units.forEach((u, i) => {
            expect(got[i]!.decimalPlaces()).toBeLessThanOrEqual(2);
            expect(got[i]!.minus(total.mul(u).div(whole)).abs().lt('0.01')).toBe(true);
            if (u.isZero()) expect(got[i]!.isZero()).toBe(true);
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});
