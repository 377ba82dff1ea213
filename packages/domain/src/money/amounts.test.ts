import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bsToPetro, petroToBs, roundBs, roundPetro } from './amounts';
import { decimalPlaces } from './decimal-places';

describe('money rounding', () => {
  it('rounds half-up at the stored precision', () => {
    expect(roundBs('1.005').toString()).toBe('1.01');
    expect(roundBs('1.004').toString()).toBe('1');
    expect(roundPetro('0.00005').toString()).toBe('0.0001');
    expect(roundPetro('-0.00005').toString()).toBe('-0.0001');
  });

  it('converts without binary floating point error', () => {
    // 0.1 + 0.2 style errors would show here with floats.
    expect(petroToBs('0.1', '3').toString()).toBe('0.3');
    expect(bsToPetro('100', '3').toString()).toBe('33.3333');
    expect(bsToPetro('200', '3').toString()).toBe('66.6667');
  });

  it('refuses a zero or negative rate instead of dividing by zero', () => {
    expect(() => bsToPetro('10', '0')).toThrow(RangeError);
    expect(() => bsToPetro('10', '-1')).toThrow(RangeError);
  });

  it('counts the decimals a number carries', () => {
    expect(decimalPlaces(1.1)).toBe(1);
    expect(decimalPlaces(10)).toBe(0);
    expect(decimalPlaces(12.3456)).toBe(4);
    expect(decimalPlaces(Number.NaN)).toBe(Infinity);
  });

  it('a Bs amount converted to ₽ and back stays within half a cent per ₽ of rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.integer({ min: 1, max: 1_000_000_0000 }),
        (cents, rateTenThousandths) => {
          const bs = (cents / 100).toFixed(2);
          const rate = (rateTenThousandths / 10000).toFixed(4);
          const back = petroToBs(bsToPetro(bs, rate), rate);
          // ₽ is rounded to 0.00005 at most, so Bs can move by at most rate × 0.00005 plus a half cent.
          const bound = Number(rate) * 0.00005 + 0.005 + 1e-9;
          expect(Math.abs(back.minus(bs).toNumber())).toBeLessThanOrEqual(bound);
        },
      ),
    );
  });
});
