import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../money/decimal';
import { bsToPetro } from '../money/amounts';
import { owedNow, reviewNote, settlingBs } from './owed-now';
import { loanStanding, storedLoanStanding } from './repayment';
import { loanStandingOn } from './standing-on';
import { addDays } from './schedule';
import { rescheduledInstallments } from './restructuring';

const today = '2026-11-25';
const grant = { amountAwarded: '100', amountAwardedInBs: '500000', rate: '5000' };

/** The 122-days-late loan of issue 27: four installments and their penalties overdue, one to come. */
const late = ['2026-07-26', '2026-08-25', '2026-09-24', '2026-10-24', '2026-11-30'].map((dueDate, k) => ({
  number: k + 1,
  dueDate,
  amount: '17.0357',
  penalty: k < 4 ? '0.6814' : null,
}));

const viewOf = (schedule: typeof late, paid: string) =>
  loanStanding(schedule, paid, today).installments.map((i) => ({
    number: i.number,
    dueDate: i.dueDate,
    owed: i.owed,
    paid: i.paid,
  }));

describe('what is owed now', () => {
  it('tells a late carrier every overdue installment with its penalty, and the next one apart', () => {
    const owed = owedNow({ installments: viewOf(late, '0'), today, loan: grant, rate: '5000' });
    expect(owed.installmentsOverdue).toBe(4);
    expect(owed.overdue.petro.toFixed(4)).toBe('70.8684'); // 4 × (17,0357 + 0,6814)
    expect(owed.overdueSince).toBe('2026-07-26');
    expect(owed.daysPastDue).toBe(122);
    expect(owed.next).toMatchObject({ number: 5, dueDate: '2026-11-30', daysToDue: 5 });
    expect(owed.next?.amount.petro.toFixed(4)).toBe('17.0357');
    expect(owed.balance.petro.toFixed(4)).toBe('87.9041');
    // The Bs that settle it at today's rate: paid at that rate, they cover the whole figure.
    expect(bsToPetro(owed.overdue.bs!, '5000').gte(owed.overdue.petro)).toBe(true);
    expect(owed.overdue.bs!.toFixed(2)).toBe(settlingBs(grant, owed.overdue.petro, '5000').toFixed(2));
  });

  it('counts a payment under review the way its approval would, oldest installment first', () => {
    const owed = owedNow({
      installments: viewOf(late, '0'),
      today,
      underReview: [
        { amountInBs: '88603.88', amountInPetro: '17.7171', date: '2026-11-24' },
        { amountInBs: '300000', amountInPetro: '60', date: '2026-11-25' },
      ],
    });
    expect(owed.underReview.bs.toFixed(2)).toBe('388603.88');
    expect(owed.underReview.payments.map((p) => p.date)).toEqual(['2026-11-25', '2026-11-24']);
    expect(owed.afterReview.overdue.petro.toFixed(4)).toBe('0.0000'); // 70,8684 covered
    expect(owed.afterReview.installmentsOverdue).toBe(0);
    expect(owed.afterReview.balance.petro.toFixed(4)).toBe('10.1870');
    expect(owed.afterReview.next?.amount.petro.toFixed(4)).toBe('10.1870');
    // Without a rate nothing is guessed in Bs.
    expect(owed.overdue.bs).toBeNull();
  });

  it('owes nothing on a loan paid in full or over-paid', () => {
    const owed = owedNow({ installments: viewOf(late, '100'), today, loan: grant, rate: '5000' });
    expect(owed.balance.petro.toString()).toBe('0');
    expect(owed.next).toBeNull();
    expect(owed.balance.bs?.toString()).toBe('0');
  });

  const amount = fc.integer({ min: 1, max: 5_000_000 }).map((n) => new Decimal(n).div(10_000).toFixed(4));
  const loanArb = fc.record({
    startDaysAgo: fc.integer({ min: -30, max: 400 }),
    installments: fc.array(
      fc.record({ amount, penalty: fc.option(amount), gap: fc.integer({ min: 1, max: 60 }) }),
      { minLength: 1, maxLength: 8 },
    ),
    paidShare: fc.integer({ min: 0, max: 130 }),
    pending: fc.array(amount, { maxLength: 3 }),
    rescheduledBefore: fc.option(amount),
  });

  it('agrees with the standing the report and the desk compute, for any loan, to the last decimal', () => {
    fc.assert(
      fc.property(loanArb, (l) => {
        let due = addDays(today, -l.startDaysAgo);
        const schedule = l.installments.map((i, k) => {
          due = addDays(due, i.gap);
          // A penalty exists only on an installment that fell overdue (the job charges it the day after).
          const penalty = due < today ? i.penalty : null;
          return {
            number: k + 1,
            dueDate: due,
            amount: i.amount,
            penalty,
            penaltyAppliedOn: addDays(due, 1),
          };
        });
        const paidBefore = l.rescheduledBefore ?? '0';
        // What replaced schedules absorbed is always paid: the current schedule gets the rest.
        const asks = schedule.reduce((s, i) => s.plus(i.amount).plus(i.penalty ?? 0), new Decimal(0));
        const paidTotal = asks.mul(l.paidShare).div(100).toDecimalPlaces(4).plus(paidBefore);
        const loan = { paidTotal, paidBefore, status: 'Por pagar' };
        const standing = storedLoanStanding(schedule, loan, today);
        const underReview = l.pending.map((p, k) => ({
          amountInBs: p,
          amountInPetro: p,
          date: addDays(today, -k),
        }));
        const owed = owedNow({ installments: standing.installments, today, underReview });

        // The report's reading of the same loan on the same day (repayments dated by then).
        const report = loanStandingOn(schedule, [{ date: today, amount: paidTotal }], today, paidBefore);
        expect(owed.overdue.petro.toFixed(4)).toBe(report.overdue.toFixed(4));
        expect(owed.balance.petro.toFixed(4)).toBe(report.outstanding.toFixed(4));
        expect(owed.daysPastDue).toBe(report.daysPastDue);
        expect(owed.installmentsOverdue > 0).toBe(report.isMora);
        // The desk's SQL: what is due before today, less what the current schedule received.
        const dueBefore = schedule
          .filter((i) => i.dueDate < today)
          .reduce((s, i) => s.plus(i.amount).plus(i.penalty ?? 0), new Decimal(0));
        const desk = Decimal.max(dueBefore.minus(paidTotal.minus(paidBefore)), 0);
        expect(owed.overdue.petro.toFixed(4)).toBe(desk.toFixed(4));

        // After review: as if the pending payments had been approved.
        const approved = loanStandingOn(
          schedule,
          [{ date: today, amount: paidTotal.plus(owed.underReview.petro) }],
          today,
          paidBefore,
        );
        expect(owed.afterReview.overdue.petro.toFixed(4)).toBe(approved.overdue.toFixed(4));
        expect(owed.afterReview.balance.petro.toFixed(4)).toBe(approved.outstanding.toFixed(4));
        // The overdue part and the next installment are within the balance, never beyond it.
        expect(owed.overdue.petro.plus(owed.next?.amount.petro ?? 0).lte(owed.balance.petro)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a rescheduled loan on its new schedule only', () => {
    const fresh = rescheduledInstallments('30', 3, 90, '2026-10-01')!;
    const standing = storedLoanStanding(
      fresh,
      { paidTotal: '55', paidBefore: '50', status: 'Por pagar' },
      today,
    );
    const owed = owedNow({ installments: standing.installments, today });
    expect(owed.overdue.petro.toFixed(4)).toBe('5.0000'); // 10 due on 31/10, 5 paid on the new schedule
    expect(owed.balance.petro.toFixed(4)).toBe('25.0000');
  });
});

describe('what a payment under review would do', () => {
  const installments = viewOf(late, '0');
  const review = (petro: string) =>
    reviewNote(
      owedNow({ installments, today, underReview: [{ amountInBs: '1', amountInPetro: petro, date: today }] }),
    );
  it('says it in one sentence, for the carrier who reported it', () => {
    expect(reviewNote(owedNow({ installments, today }))).toBeNull();
    expect(review('100')).toBe('Al aprobarse, cubre todo lo que debes.');
    expect(review('70.8684')).toBe('Al aprobarse, cubre lo vencido.');
    expect(review('70')).toBe('Al aprobarse, aún quedarán 0,8684 ₽ vencidos.');
    const current = viewOf(late, '70.8684');
    const onNext = (petro: string) =>
      reviewNote(
        owedNow({
          installments: current,
          today,
          underReview: [{ amountInBs: '1', amountInPetro: petro, date: today }],
        }),
      );
    expect(onNext('17.0357')).toBe('Al aprobarse, cubre todo lo que debes.');
    expect(onNext('10')).toBe('Al aprobarse, de la próxima cuota quedarán 7,0357 ₽.');
  });
});
