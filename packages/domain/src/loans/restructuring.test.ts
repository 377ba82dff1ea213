import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../money/decimal';
import { bsToPetro } from '../money/amounts';
import { loanStanding, type ScheduledInstallment } from './repayment';
import { loanBalance, payoffPetro, rescheduledInstallments } from './restructuring';
import { settlingBs } from './owed-now';
import { addDays, loanTerms } from './schedule';

const sum = (xs: ScheduledInstallment[]) => xs.reduce((s, i) => s.plus(i.amount), new Decimal(0));

describe('reschedule (property)', () => {
  const step = fc.oneof(
    fc.record({ pay: fc.integer({ min: 1, max: 3_000_000 }) }),
    fc.record({ reschedule: fc.integer({ min: 1, max: 36 }), days: fc.integer({ min: 1, max: 1080 }) }),
  );

  it('keeps sum(installments) = balance exactly, amountPay whole, and every ₽ paid accounted for', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 50_000_000 }),
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 24 }),
        fc.array(step, { maxLength: 25 }),
        (cents, rate, interest, n, steps) => {
          const terms = loanTerms(new Decimal(cents).div(100), new Decimal(rate).div(100), interest, n);
          if (!terms) return;
          let day = '2026-01-01';
          let schedule: ScheduledInstallment[] = terms.installments.map((amount, i) => ({
            number: i + 1,
            dueDate: addDays(day, 30 * (i + 1)),
            amount,
          }));
          const loan = { paidTotal: new Decimal(0), paidBefore: new Decimal(0), status: 'Por pagar' };
          for (const s of steps) {
            day = addDays(day, 7);
            const standing = loanStanding(schedule, loan.paidTotal, day, loan.paidBefore);
            if ('pay' in s) {
              loan.paidTotal = loan.paidTotal.plus(new Decimal(s.pay).div(10_000));
            } else if (standing.status === 'Por pagar') {
              const balance = loanBalance(schedule, loan, day);
              const fresh = rescheduledInstallments(balance, s.reschedule, s.days, day);
              if (!fresh) continue;
              expect(sum(fresh).eq(balance)).toBe(true);
              for (const i of fresh) expect(new Decimal(i.amount).gt(0)).toBe(true);
              schedule = fresh;
              loan.paidBefore = loan.paidTotal;
            }
            const now = loanStanding(schedule, loan.paidTotal, day, loan.paidBefore);
            // amountPay never moves with a reschedule: what was paid plus what is still owed.
            expect(now.amountPay.eq(terms.amountPay)).toBe(true);
            const covered = now.installments.reduce((t, i) => t.plus(i.paid), new Decimal(0));
            expect(loan.paidBefore.plus(covered).plus(now.credit).eq(loan.paidTotal)).toBe(true);
            expect(now.status === 'Pagado').toBe(loan.paidTotal.gte(terms.amountPay));
            // The repayment rule: covered installments form a prefix, the oldest first.
            const open = now.installments.findIndex((i) => !i.fullyPaid);
            if (open >= 0) for (const i of now.installments.slice(open + 1)) expect(i.paid.eq(0)).toBe(true);
            expect(
              loanBalance(schedule, loan, day).eq(Decimal.max(terms.amountPay.minus(loan.paidTotal), 0)),
            ).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('payoff', () => {
  const schedule = [
    { number: 1, dueDate: '2026-02-01', amount: '100' },
    { number: 2, dueDate: '2026-03-01', amount: '100', penalty: '5' },
  ];
  const loan = { paidTotal: '30', paidBefore: '0', status: 'Por pagar' };

  it('adds the penalties that will be charged by the date on what is still uncovered', () => {
    expect(payoffPetro(schedule, loan, '2026-01-15', '10').toString()).toBe('175');
    // Installment 1 is past due on Feb 2: 10 % of its uncovered 70.
    expect(payoffPetro(schedule, loan, '2026-02-02', '10').toString()).toBe('182');
    expect(payoffPetro(schedule, loan, '2026-02-02', '10', 1).toString()).toBe('175');
    expect(payoffPetro(schedule, loan, '2026-02-02', null).toString()).toBe('175');
  });

  it('gives Bs that, converted back at the rate, settle the ₽', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (petro, awarded, rate) => {
          const p = new Decimal(petro).div(10_000);
          const r = new Decimal(rate).div(10_000);
          const grant = {
            amountAwarded: new Decimal(awarded).div(10_000),
            amountAwardedInBs: '1234.56',
            rate: '3.5',
          };
          const bs = settlingBs(grant, p, r);
          expect(bsToPetro(bs, r).gte(p)).toBe(true);
        },
      ),
    );
  });
});
