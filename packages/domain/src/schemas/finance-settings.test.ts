import { describe, expect, it } from 'vitest';
import { createInterestBody } from './finance-settings';
import { affiliateBody } from './affiliates';

const interest = (amount: number) => createInterestBody.safeParse({ amount, applyOnLyMDefaulters: false });

describe('two-decimal fields', () => {
  it('accept every value written with two decimals, whatever its binary form (0.29 * 100 ≠ 29)', () => {
    for (const amount of [0.29, 0.57, 1.1, 4.35, 99.99])
      expect(interest(amount).success, String(amount)).toBe(true);
  });

  it('refuse a third decimal instead of letting the database round it away', () => {
    expect(interest(0.291).error?.issues[0]?.message).toBe('Máximo 2 decimales.');
    const oil = affiliateBody.shape.vehicleLtsOil;
    expect(oil.safeParse(3.75).success).toBe(true);
    expect(oil.safeParse(0.001).error?.issues[0]?.message).toBe('Máximo 2 decimales.');
    expect(oil.safeParse(1e-7).success).toBe(false);
  });
});
