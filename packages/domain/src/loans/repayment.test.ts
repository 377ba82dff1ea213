import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../money/decimal';
import { loanStanding, quotaReached, defaulterPenalty } from './repayment';
import { dueDates, loanTerms } from './schedule';

const schedule = (amounts: string[], dates: string[]) =>
  amounts.map((amount, i) => ({ number: i + 1, dueDate: dates[i]!, amount }));

describe('loan standing', () => {
  const s = schedule(['10', '10', '10'], ['2026-01-31', '2026-03-02', '2026-04-01']);

  it('covers the oldest installment first and counts fully paid ones', () => {
    const st = loanStanding(s, '15', '2026-01-15');
    expect(st.feePaid).toBe(1);
    expect(st.installments.map((i) => i.paid.toString())).toEqual(['10', '5', '0']);
    expect(st.status).toBe('Por pagar');
    expect(quotaReached(st)).toBe(2);
  });

  it('is Pagado exactly when the paid total reaches amountPay, keeping any overpayment', () => {
    expect(loanStanding(s, '29.9999', '2026-01-15').status).toBe('Por pagar');
    const paid = loanStanding(s, '30', '2026-01-15');
    expect(paid.status).toBe('Pagado');
    expect(paid.feePaid).toBe(3);
    expect(paid.credit.toString()).toBe('0');
    const over = loanStanding(s, '32.5', '2026-01-15');
    expect(over.credit.toString()).toBe('2.5');
    expect(quotaReached(over)).toBe(3);
  });

  it('pays a penalty before the installment amount', () => {
    const withPenalty = [{ ...s[0]!, penalty: '1' }, s[1]!, s[2]!];
    const st = loanStanding(withPenalty, '5', '2026-02-10');
    expect(st.amountPay.toString()).toBe('31');
    expect(st.installments[0]!.paidPenalty.toString()).toBe('1');
    expect(st.installments[0]!.paidAmount.toString()).toBe('4');
  });

  it('is in mora when an installment is past due and not covered; the due day itself is not late', () => {
    expect(loanStanding(s, '0', '2026-01-31').isMora).toBe(false);
    expect(loanStanding(s, '0', '2026-02-01').isMora).toBe(true);
    expect(loanStanding(s, '10', '2026-02-01').isMora).toBe(false);
    expect(loanStanding(s, '10', '2026-03-03').isMora).toBe(true);
    expect(loanStanding(s, '30', '2027-01-01').isMora).toBe(false);
  });

  it('computes the defaulter penalty on the unpaid part', () => {
    const st = loanStanding(s, '4', '2026-02-01');
    expect(defaulterPenalty(st.installments[0]!, '5').toString()).toBe('0.3');
  });
});

describe('loan standing (properties)', () => {
  const arbLoan = fc.record({
    cents: fc.integer({ min: 100, max: 50_000_000 }),
    rate: fc.integer({ min: 100, max: 1_000_000 }),
    interest: fc.integer({ min: 0, max: 50 }),
    n: fc.integer({ min: 1, max: 24 }),
    payments: fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 30 }),
    dayOffset: fc.integer({ min: 0, max: 800 }),
  });

  it('never creates or loses money, feePaid only grows and Pagado exactly at amountPay', () => {
    fc.assert(
      fc.property(arbLoan, ({ cents, rate, interest, n, payments, dayOffset }) => {
        const terms = loanTerms(new Decimal(cents).div(100), new Decimal(rate).div(100), interest, n);
        if (!terms) return;
        const dates = dueDates('2026-01-01', n * 30, n);
        const s = terms.installments.map((amount, i) => ({ number: i + 1, dueDate: dates[i]!, amount }));
        const today = dueDates('2026-01-01', dayOffset, 1)[0]!;
        let paid = new Decimal(0);
        let lastFeePaid = 0;
        for (const p of payments) {
          paid = paid.plus(new Decimal(p).div(10000));
          const st = loanStanding(s, paid, today);
          const covered = st.installments.reduce((sum, i) => sum.plus(i.paid), new Decimal(0));
          // Everything paid is either on an installment or kept as credit.
          expect(covered.plus(st.credit).eq(paid)).toBe(true);
          expect(st.amountPay.eq(terms.amountPay)).toBe(true);
          expect(st.feePaid).toBeGreaterThanOrEqual(lastFeePaid);
          expect(st.feePaid).toBeLessThanOrEqual(n);
          expect(st.status === 'Pagado').toBe(paid.gte(terms.amountPay));
          lastFeePaid = st.feePaid;
          // Mora as of today matches a direct recomputation from the definition.
          let cumulative = new Decimal(0);
          let late = false;
          for (const i of s) {
            cumulative = cumulative.plus(i.amount);
            if (i.dueDate < today && paid.lt(cumulative)) late = true;
          }
          expect(st.isMora).toBe(late && st.status === 'Por pagar');
        }
      }),
      { numRuns: 300 },
    );
  });
});
