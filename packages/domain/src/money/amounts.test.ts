import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bsToPetro, petroToBs, roundBs, roundPetro, toJsonNumber } from './amounts';
import { Decimal } from './decimal';
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

describe('toJsonNumber', () => {
  it('reads a numeric text as the number Decimal gives, plain or not', () => {
    for (const v of [
      '0',
      '0.00',
      '-0.00',
      '12.50',
      '-3.1415',
      '0.000000001',
      '123456789012345678901234.5',
      '1e3',
      '+7',
    ])
      expect(Object.is(toJsonNumber(v), new Decimal(v).toNumber())).toBe(true);
    fc.assert(
      fc.property(fc.bigInt(), fc.nat(30), (coef, places) => {
        const digits = (coef < 0n ? -coef : coef).toString().padStart(places + 1, '0');
        const text = `${coef < 0n ? '-' : ''}${places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits}`;
        expect(Object.is(toJsonNumber(text), new Decimal(text).toNumber())).toBe(true);
      }),
    );
  });
});
