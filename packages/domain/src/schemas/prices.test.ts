import { describe, expect, it } from 'vitest';
import { amountMessages } from '../amount-messages';
import { createPriceBody, createPriceModalForm, pricesQuery } from './prices';

const msg = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('rate amount', () => {
  it('accepts positive amounts with up to 4 decimals', () => {
    expect(createPriceBody.safeParse({ amount: 36.5 }).success).toBe(true);
    expect(createPriceBody.safeParse({ amount: 36.1234 }).success).toBe(true);
  });

  it.each([0, -1, Number.POSITIVE_INFINITY, '10', null, undefined])(
    'the form says Solo cifras positivas. for %s',
    (amount) => {
      expect(msg(createPriceBody.safeParse({ amount }))).toBe('Solo cifras positivas.');
    },
  );

  it('tells text the field could not read (NaN) apart from a missing amount', () => {
    expect(msg(createPriceBody.safeParse({ amount: Number.NaN }))).toBe(amountMessages.unreadable);
    expect(msg(createPriceModalForm.safeParse({ amount: Number.NaN }))).toBe(amountMessages.unreadable);
  });

  it.each([0, -5, undefined])('the modal says Formato incorrecto. for %s', (amount) => {
    expect(msg(createPriceModalForm.safeParse({ amount }))).toBe('Formato incorrecto.');
  });

  it('refuses more decimals than the stored precision instead of rounding them away', () => {
    expect(msg(createPriceBody.safeParse({ amount: 1.23456 }))).toBe('Máximo 4 decimales.');
  });

  it('refuses absurdly large amounts', () => {
    expect(createPriceBody.safeParse({ amount: 1e13 }).success).toBe(false);
  });
});

describe('prices query', () => {
  it('defaults the page and the order (newest first), and reads getLast', () => {
    const newestFirst = { sort: 'created', order: 'desc' };
    expect(pricesQuery.parse({})).toEqual({ limit: 20, offset: 0, ...newestFirst });
    expect(pricesQuery.parse({ getLast: 'true', limit: '5' })).toEqual({
      getLast: 'true',
      limit: 5,
      offset: 0,
      ...newestFirst,
    });
    expect(pricesQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(pricesQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(pricesQuery.safeParse({ offset: '-1' }).success).toBe(false);
  });
});
