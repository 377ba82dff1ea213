import { describe, expect, it } from 'vitest';
import { amountDecimals, amountEcho, formatAmount } from './amount-kinds';
import { formatAmountText } from './amount-text';

describe('amount kinds', () => {
  it('take the decimals their schemas take', () => {
    expect([amountDecimals('bs'), amountDecimals('rate'), amountDecimals('percent')]).toEqual([2, 4, 2]);
    expect([amountDecimals('count'), amountDecimals('year'), amountDecimals('measure')]).toEqual([0, 0, 2]);
    expect(amountDecimals('factor')).toBe(10);
  });

  it('write a value es-VE, as its field shows it', () => {
    expect(formatAmount(180000.41, 'bs')).toBe('180.000,41');
    expect(formatAmount(95000, 'bs')).toBe('95.000,00');
    expect(formatAmount(36.5, 'rate')).toBe('36,50');
    expect(formatAmount(36.1234, 'rate')).toBe('36,1234');
    expect(formatAmount(12.5, 'percent')).toBe('12,50');
    expect(formatAmount(10800, 'count')).toBe('10.800');
    expect(formatAmount(2015, 'year')).toBe('2015');
    expect(formatAmount(3.75, 'measure')).toBe('3,75');
    expect(formatAmount(4, 'measure')).toBe('4');
  });

  it('show a value set from outside whole, even with more decimals than the field takes', () => {
    expect(formatAmount(1370.416, 'bs')).toBe('1.370,416');
    expect(formatAmount(2.5, 'count')).toBe('2,5');
  });

  it('echo the value read, in the unit it is registered in', () => {
    expect(amountEcho(95000, 'bs')).toBe('Se registrará: 95.000,00 Bs');
    expect(amountEcho(36.5, 'rate')).toBe('Se registrará: 1 ₽ = 36,50 Bs');
    expect(amountEcho(12.5, 'percent')).toBe('Se registrará: 12,50 %');
    expect(amountEcho(6, 'count')).toBeUndefined();
  });

  it('write a decimal text es-VE digit for digit, where a float would round it', () => {
    expect(formatAmountText('60.5', 'factor')).toBe('60,5');
    expect(formatAmountText('1234567.0123456789', 'factor')).toBe('1.234.567,0123456789');
    expect(formatAmountText('95000', 'bs')).toBe('95.000,00');
    expect(formatAmountText('2015', 'year')).toBe('2015');
  });
});
