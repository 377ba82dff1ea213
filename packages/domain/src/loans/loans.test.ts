import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../money/decimal';
import { installmentsFor, proposeLoan } from './proposal';
import { addDays, dueDates, loanTerms } from './schedule';

describe('the approval proposal', () => {
  it('proposes the Bs requested, and installments by the newest rule, 30 days each', () => {
    // 3650 Bs at 36.5; a rule of 1095 Bs (30 ₽) per installment → ceil(3.33) = 4.
    expect(proposeLoan({ bs: 3650, rate: 36.5 }, 36.5, { bs: 1095, rate: 36.5 })).toEqual({
      amountBs: 3650,
      feeNumbers: 4,
      creditDays: 120,
    });
  });

  it('takes one installment when there is no rule', () => {
    expect(proposeLoan({ bs: 3650, rate: 36.5 }, 36.5, null)).toEqual({
      amountBs: 3650,
      feeNumbers: 1,
      creditDays: 30,
    });
    expect(proposeLoan({ bs: 3650, rate: 36.5 }, 36.5)).toEqual({
      amountBs: 3650,
      feeNumbers: 1,
      creditDays: 30,
    });
  });

  it('proposes exactly the Bs typed at the same rate, where ₽ × rate would not give it back', () => {
    // 250 000 Bs at 1 234.5678 is 202.5000… ₽, stored as 202.5000; × the rate = 249 999.98 Bs.
    const request = { bs: 250_000, rate: '1234.5678' };
    expect(proposeLoan(request, '1234.5678').amountBs).toBe(250_000);
  });

  it('follows the rate: a higher rate means proportionally more Bs and the same installments', () => {
    const rule = { bs: 100, rate: 10 };
    const low = proposeLoan({ bs: 500, rate: 10 }, 10, rule);
    const high = proposeLoan({ bs: 500, rate: 10 }, 40, rule);
    expect(high.amountBs).toBe(2000);
    expect(low.amountBs).toBe(500);
    expect(high.feeNumbers).toBe(low.feeNumbers);
  });

  it('rounds a rate-scaled Bs amount half-up to cents, and an exact multiple takes no extra installment', () => {
    // 1.01 Bs typed at 2 is 1.515 Bs at 3: half-up to 1.52.
    expect(proposeLoan({ bs: '1.01', rate: 2 }, 3, null).amountBs).toBe(1.52);
    expect(installmentsFor(1000, { bs: 100, rate: 10 }, 10)).toBe(10);
    expect(installmentsFor(1000.01, { bs: 100, rate: 10 }, 10)).toBe(11);
  });

  it('counts installments against the rule as typed, not its rounded ₽', () => {
    // A rule of 100 000 Bs at 1 234.5678 is 81.0000 ₽; × the rate = 99 999.99 Bs, so 300 000 Bs
    // would have taken a fourth installment of one cent.
    const rule = { bs: 100_000, rate: '1234.5678' };
    expect(installmentsFor(300_000, rule, '1234.5678')).toBe(3);
    expect(proposeLoan({ bs: 300_000, rate: '1234.5678' }, '1234.5678', rule).feeNumbers).toBe(3);
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
