import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BS_DECIMALS, MAX_AMOUNT, RATE_DECIMALS } from '../constants';
import { loanTerms } from '../loans/schedule';
import { proposeLoan } from '../loans/proposal';
import { bsToPetro, petroToBs } from './amounts';
import { Decimal } from './decimal';
import { enteredBsAt, loanBsAt } from './entered';

// Any Bs amount a person can type (cents up to MAX_AMOUNT) and any rate up to 10⁹ Bs/₽ (4 decimals).
const anyBs = fc
  .bigInt({ min: 1n, max: BigInt(MAX_AMOUNT) * 100n })
  .map((cents) => new Decimal(cents.toString()).div(10 ** BS_DECIMALS));
const anyRate = fc
  .bigInt({ min: 1n, max: 1_000_000_000n * 10_000n })
  .map((units) => new Decimal(units.toString()).div(10 ** RATE_DECIMALS));

describe('the Bs a person entered', () => {
  it('is shown exactly at the same rate, though ₽ × rate often is not (property)', () => {
    let differs = 0;
    fc.assert(
      fc.property(anyBs, anyRate, (bs, rate) => {
        // Stored: the Bs as typed, its ₽ rounded to 4 decimals, the rate.
        const stored = { bs: bs.toFixed(2), petro: bsToPetro(bs, rate).toFixed(), rate: rate.toFixed() };
        expect(enteredBsAt({ bs: stored.bs, rate: stored.rate }, rate).eq(bs)).toBe(true);
        if (!petroToBs(stored.petro, rate).eq(bs)) differs++;
      }),
      { numRuns: 2000 },
    );
    // The round trip through ₽ is what used to lose cents: the property must have met it.
    expect(differs).toBeGreaterThan(0);
  });

  it('is what the approval modal proposes, and what the loan shows it was granted and owes at 0 % (property)', () => {
    fc.assert(
      fc.property(anyBs, anyRate, fc.integer({ min: 1, max: 24 }), (bs, rate, n) => {
        // The server refuses an amount whose ₽ rounds to nothing; nothing is stored to show.
        fc.pre(bsToPetro(bs, rate).gt(0));
        const proposed = proposeLoan({ bs, rate }, rate);
        expect(new Decimal(proposed.amountBs).eq(bs)).toBe(true);
        const terms = loanTerms(proposed.amountBs, rate, 0, 1);
        expect(terms).not.toBeNull();
        const loan = { amountAwarded: terms!.amountAwarded, amountAwardedInBs: proposed.amountBs, rate };
        expect(loanBsAt(loan, terms!.amountAwarded, rate).eq(bs)).toBe(true);
        expect(loanBsAt(loan, terms!.amountPay, rate).eq(bs)).toBe(true);
        // Split in n installments, each shown in Bs, they add up to the Bs granted within a cent each.
        const split = loanTerms(proposed.amountBs, rate, 0, n);
        if (!split) return;
        const sum = split.installments.reduce((s, i) => s.plus(loanBsAt(loan, i, rate)), new Decimal(0));
        expect(sum.minus(bs).abs().lte(new Decimal(n).mul('0.005'))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('follows a new rate in proportion, rounded half-up to the cent', () => {
    expect(enteredBsAt({ bs: 250_000, rate: '1234.5678' }, '2469.1356').toString()).toBe('500000');
    expect(enteredBsAt({ bs: '95000', rate: 40 }, 41).toString()).toBe('97375');
    expect(enteredBsAt({ bs: '0.01', rate: 3 }, 1).toString()).toBe('0');
    expect(enteredBsAt({ bs: '1.01', rate: 2 }, 3).toString()).toBe('1.52');
  });

  it('keeps a loan’s figures in proportion to the Bs it was granted in', () => {
    // 250 000 Bs at 1 234.5678 → 202.5000 ₽ awarded; 10 % interest → 222.7500 ₽ to pay.
    const terms = loanTerms(250_000, '1234.5678', 10, 3)!;
    const loan = { amountAwarded: terms.amountAwarded, amountAwardedInBs: 250_000, rate: '1234.5678' };
    expect(loanBsAt(loan, terms.amountAwarded, '1234.5678').toString()).toBe('250000');
    expect(loanBsAt(loan, terms.amountPay, '1234.5678').toString()).toBe('275000');
    // At twice the rate, twice the Bs.
    expect(loanBsAt(loan, terms.amountPay, '2469.1356').toString()).toBe('550000');
  });
});
