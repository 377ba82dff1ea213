import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from './money/decimal';
import {
  bsText,
  formatBs,
  formatDate,
  formatDay,
  formatFixed,
  formatPetro,
  formatRate,
  unitText,
} from './format';

describe('formatting', () => {
  it('writes dates as dd/mm/yyyy in Caracas', () => {
    expect(formatDate('2026-03-01T02:30:00Z')).toBe('28/02/2026');
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDay('1990-05-01')).toBe('01/05/1990');
    expect(formatDate('nonsense')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('writes amounts the Venezuelan way, the unit always with four decimals and Bs with two', () => {
    expect(formatBs(1234.5)).toBe('1.234,50');
    expect(formatPetro(33.3333)).toBe('33,3333');
    expect(formatPetro(10)).toBe('10,0000');
    expect(formatPetro(35.43)).toBe('35,4300');
    expect(formatPetro(129661.073)).toBe('129.661,0730');
    expect(unitText('88.882')).toBe('88,8820 ₽');
    expect(bsText(new Decimal('1128325.7'))).toBe('1.128.325,70 Bs');
    expect(formatRate(36.5)).toBe('36,5');
  });

  it('writes stored decimals digit for digit, whatever their size', () => {
    expect(formatPetro('999999999999.9999')).toBe('999.999.999.999,9999');
    expect(formatBs('-0.00')).toBe('0,00');
    expect(formatBs('-12.5')).toBe('-12,50');
    expect(formatBs('007.1')).toBe('7,10');
    // More decimals than shown: rounded half-up, as the domain rules store them.
    expect(formatBs('2.345')).toBe('2,35');
    expect(formatPetro(-0.00001)).toBe('0,0000');
  });

  it('agrees with Intl for any amount the API sends as a number', () => {
    const intl = new Intl.NumberFormat('es-VE', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (n) => {
        const value = new Decimal(n).div(10_000);
        expect(formatPetro(value)).toBe(intl.format(value.toNumber()));
        expect(formatFixed(value.toNumber(), 4)).toBe(intl.format(value.toNumber()));
      }),
    );
  });
});
