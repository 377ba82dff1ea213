import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../money/decimal';
import { installmentsFor, proposeLoan } from './proposal';
import { addDays, dueDates, loanTerms } from './schedule';

describe('the approval proposal', () => {
  it('proposes requested ₽ × rate, installments by the newest rule, 30 days each', () => {
    // 100 ₽ at 36.5 Bs = 3650 Bs; a rule of 30 ₽ is 1095 Bs per installment → ceil(3.33) = 4.
    expect(proposeLoan(100, 36.5, 30)).toEqual({ amountBs: 3650, feeNumbers: 4, creditDays: 120 });
  });

  it('takes one installment when there is no rule', () => {
    expect(proposeLoan(100, 36.5, null)).toEqual({ amountBs: 3650, feeNumbers: 1, creditDays: 30 });
    expect(proposeLoan(100, 36.5)).toEqual({ amountBs: 3650, feeNumbers: 1, creditDays: 30 });
  });

  it('follows the rate: a higher rate means more Bs and the same installments', () => {
    const low = proposeLoan(50, 10, 10);
    const high = proposeLoan(50, 40, 10);
    expect(high.amountBs).toBe(2000);
    expect(low.amountBs).toBe(500);
    expect(high.feeNumbers).toBe(low.feeNumbers);
  });

  it('rounds the Bs amount half-up to cents, and an exact multiple takes no extra installment', () => {
    expect(proposeLoan('1.005', 1, null).amountBs).toBe(1.01);
    expect(installmentsFor(1000, 10, 10)).toBe(10);
    expect(installmentsFor(1000.01, 10, 10)).toBe(11);
  });
});

describe('loan terms', () => {
  it('adds regular interest and splits into installments, the last absorbing the rounding', () => {
    const t = loanTerms(1000, 3, 10, 3)!;
    expect(t.amountAwarded.toString()).toBe('333.3333');
    expect(t.amountPay.toString()).toBe('366.6666');
    expect(t.totalPayFees.toString()).toBe('122.2222');
    expect(t.installments.map(String)).toEqual(['122.2222', '122.2222', '122.2222']);
    const u = loanTerms(100, 1, 0, 3)!;
    expect(u.installments.map(String)).toEqual(['33.3333', '33.3333', '33.3334']);
  });

  it('refuses a split that would leave an empty installment', () => {
    expect(loanTerms('0.01', 100, 0, 3)).toBeNull();
  });

  it('installments always add up exactly to amountPay (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 120 }),
        (cents, rateHundredths, interest, n) => {
          const t = loanTerms(new Decimal(cents).div(100), new Decimal(rateHundredths).div(100), interest, n);
          if (!t) return;
          const sum = t.installments.reduce((a, b) => a.plus(b), new Decimal(0));
          expect(sum.eq(t.amountPay)).toBe(true);
          expect(t.installments).toHaveLength(n);
          for (const i of t.installments) {
            expect(i.gt(0)).toBe(true);
            expect(i.decimalPlaces()).toBeLessThanOrEqual(4);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('due dates', () => {
  it('spreads the credit days over the installments from the approval date', () => {
    expect(dueDates('2026-01-31', 90, 3)).toEqual(['2026-03-02', '2026-04-01', '2026-05-01']);
    // 100 days over 3: 33.3 → 33, 66.7 → 67, 100.
    expect(dueDates('2026-11-22', 100, 3)).toEqual([
      addDays('2026-11-22', 33),
      addDays('2026-11-22', 67),
      addDays('2026-11-22', 100),
    ]);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('the last installment is due after exactly creditDays, and dates never go back (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 3600 }), (n, days) => {
        const dates = dueDates('2026-01-01', days, n);
        expect(dates.at(-1)).toBe(addDays('2026-01-01', days));
        for (let i = 1; i < dates.length; i++) expect(dates[i]! >= dates[i - 1]!).toBe(true);
      }),
    );
  });
});
