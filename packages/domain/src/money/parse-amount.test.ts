import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BS_DECIMALS, MAX_AMOUNT, RATE_DECIMALS, UNIT_FACTOR_DECIMALS } from '../constants';
import { amountMessages } from '../amount-messages';
import { amountDecimals, formatAmount, type AmountKind } from './amount-kinds';
import { formatAmountText } from './amount-text';
import { readableAmounts, unreadableAmounts } from './amount-examples';
import { parseAmount, readDecimal } from './parse-amount';

const bs = (text: string) => parseAmount(text, BS_DECIMALS);

describe('parseAmount', () => {
  it.each(readableAmounts)('%s → %s', (text, value) => expect(bs(text)).toEqual({ ok: true, value }));

  it.each(unreadableAmounts)('%s is refused as unreadable', (text) =>
    expect(bs(text)).toEqual({ ok: false, error: amountMessages.unreadable }),
  );

  it('reads blank text as no value yet, so the form says the field is required', () => {
    expect(bs('')).toEqual({ ok: true, value: undefined });
    expect(bs('   ')).toEqual({ ok: true, value: undefined });
  });

  it("refuses more decimals than the field takes with the schema's message, never rounding", () => {
    expect(bs('95,555')).toEqual({ ok: false, error: 'Máximo 2 decimales.' });
    expect(bs('1,00000000000000000001')).toEqual({ ok: false, error: 'Máximo 2 decimales.' });
    expect(parseAmount('36,1234', RATE_DECIMALS)).toEqual({ ok: true, value: 36.1234 });
    expect(parseAmount('36,12345', RATE_DECIMALS)).toEqual({ ok: false, error: 'Máximo 4 decimales.' });
    expect(parseAmount('3,5', 0)).toEqual({ ok: false, error: 'No se permiten decimales.' });
    expect(parseAmount('3.5', 0)).toEqual({ ok: false, error: 'No se permiten decimales.' });
    expect(parseAmount('3', 0)).toEqual({ ok: true, value: 3 });
  });

  it('reads a dot before three digits as thousands in every field, a rate too', () => {
    expect(parseAmount('1.234', RATE_DECIMALS)).toEqual({ ok: true, value: 1234 });
    expect(parseAmount('36.5', RATE_DECIMALS)).toEqual({ ok: true, value: 36.5 });
  });

  it('refuses an amount over the largest one accepted anywhere', () => {
    expect(bs('1.000.000.000.000,01')).toEqual({ ok: false, error: amountMessages.tooLarge });
    expect(bs('9'.repeat(400))).toEqual({ ok: false, error: amountMessages.tooLarge });
    expect(amountMessages.tooLarge).toContain(formatAmount(MAX_AMOUNT, 'count'));
  });

  const kinds: AmountKind[] = ['bs', 'rate', 'percent', 'count', 'year', 'measure'];

  it.each(kinds)('reads back every %s amount its field writes', (kind) => {
    const decimals = amountDecimals(kind);
    const scale = 10 ** decimals;
    const units = BigInt(MAX_AMOUNT * scale);
    fc.assert(
      fc.property(fc.bigInt({ min: -units, max: units }), (n) => {
        const value = Number(n) / scale;
        expect(parseAmount(formatAmount(value, kind), decimals)).toEqual({ ok: true, value });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('readDecimal', () => {
  const factor = (text: string) => readDecimal(text, UNIT_FACTOR_DECIMALS);

  it('says the decimal typed digit for digit, with a point, where a float would round it', () => {
    expect(factor('60,5')).toEqual({ ok: true, decimal: '60.5' });
    expect(factor('60.5')).toEqual({ ok: true, decimal: '60.5' });
    expect(factor('1.000')).toEqual({ ok: true, decimal: '1000' });
    expect(factor('007,50')).toEqual({ ok: true, decimal: '7.50' });
    expect(factor('-2,5')).toEqual({ ok: true, decimal: '-2.5' });
    expect(factor('999.999.999,1234567891')).toEqual({ ok: true, decimal: '999999999.1234567891' });
    expect(factor('  ')).toEqual({ ok: true, decimal: undefined });
  });

  it('refuses what parseAmount refuses, with the same message', () => {
    expect(factor('1.23.4')).toEqual({ ok: false, error: amountMessages.unreadable });
    expect(factor('0,12345678901')).toEqual({ ok: false, error: 'Máximo 10 decimales.' });
  });

  it('reads back every factor its field writes, exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 19n }), (n) => {
        const digits = n.toString().padStart(11, '0');
        const decimal = `${digits.slice(0, -10).replace(/^0+(?=\d)/, '')}.${digits.slice(-10)}`;
        expect(factor(formatAmountText(decimal, 'factor'))).toEqual({ ok: true, decimal });
      }),
      { numRuns: 500 },
    );
  });
});
