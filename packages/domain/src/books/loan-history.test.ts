import { describe, expect, it } from 'vitest';
import { loanHistory, type LoanRecord } from './loan-history';

const installments = [1, 2, 3].map((number) => ({
  id: 10 + number,
  number,
  dueDate: `2026-0${number + 1}-01`,
  amount: '40',
  penalty: number === 1 ? '0.5' : null,
}));
const money = (incomeId: number, petro: string, bs: string, recovery = false) => ({
  incomeId,
  paymentId: recovery ? null : incomeId + 100,
  date: '2026-06-01',
  petro,
  bs,
  recovery,
  reason: 'Pago',
});
const loan = (over: Partial<LoanRecord> = {}): LoanRecord => ({
  id: 7,
  amountAwarded: '100',
  amountAwardedInBs: '10000.00',
  status: 'Pagado',
  writtenOffOn: null,
  nextDueOn: null,
  schedules: [{ rescheduleId: null, paidBefore: '0', installments, replaced: false }],
  money: [money(1, '30', '3000.00'), money(2, '50.5', '5555.00'), money(3, '45', '5400.00')],
  ...over,
});
const sides = (h: ReturnType<typeof loanHistory>) =>
  h.postings.map((p) => [
    p.source,
    p.lines
      .filter((l) => !(l.debitBs ?? l.creditBs)!.isZero())
      .map(
        (l) =>
          `${l.kind} ${l.debitBs ? 'D' : 'C'} ${(l.debitBs ?? l.creditBs)!.toFixed(2)} ${l.unitAmount.toFixed(4)}`,
      ),
  ]);

describe('loanHistory (decision 37, History)', () => {
  it('posts the worked example from the loan’s final rows: penalty, interest, principal at cost, exchange difference', () => {
    const h = loanHistory(loan(), '2026-11-27');
    expect(h.parts.map((p) => [p.interest.toFixed(4), p.principal.toFixed(4)])).toEqual([
      ['6.6667', '33.3333'],
      ['6.6666', '33.3334'],
      ['6.6667', '33.3333'],
    ]);
    expect(sides(h)).toEqual([
      [
        'payment',
        ['cash D 3000.00 30.0000', 'interest C 666.67 6.6667', 'portfolioCurrent C 2333.33 23.3333'],
      ],
      [
        'payment',
        [
          'cash D 5555.00 50.5000',
          'penalty C 55.00 0.5000',
          'interest C 733.33 6.6666',
          'portfolioCurrent C 4333.34 43.3334',
          'exchangeDifference C 433.33 0.0000',
        ],
      ],
      [
        'payment',
        [
          'cash D 5400.00 45.0000',
          'interest C 800.00 6.6667',
          'portfolioCurrent C 3333.33 33.3333',
          'exchangeDifference C 666.67 0.0000',
          'overpayment C 600.00 5.0000',
        ],
      ],
    ]);
  });

  it('a loan past due on the migration day: reclassified the day it crossed, later money credits past due', () => {
    const late = loan({
      status: 'Por pagar',
      nextDueOn: '2026-05-01',
      money: [
        { ...money(1, '30', '3000.00'), date: '2026-05-20' },
        { ...money(2, '10', '1000.00'), date: '2026-06-01' },
      ],
    });
    const h = loanHistory(late, '2026-11-27');
    expect(h.pastDueSince).toBe('2026-06-01');
    expect(sides(h).at(-1)).toEqual([
      'reclassification',
      ['portfolioPastDue D 7666.67 76.6667', 'portfolioCurrent C 7666.67 76.6667'],
    ]);
    expect(sides(h)[1]![1]).toContain('portfolioPastDue C 1000.00 10.0000');
  });

  it('a write-off takes the principal left at its remaining cost; money after it is a recovery', () => {
    const lost = loan({
      status: 'Castigado',
      writtenOffOn: '2026-07-01',
      money: [money(1, '30', '3000.00'), money(2, '20', '2000.00', true)],
    });
    expect(sides(loanHistory(lost, '2026-11-27')).slice(1)).toEqual([
      ['writeoff', ['writeOff D 7666.67 76.6667', 'portfolioCurrent C 7666.67 76.6667']],
      ['recovery', ['cash D 2000.00 20.0000', 'recovery C 2000.00 20.0000']],
    ]);
  });
});
