import { describe, expect, it } from 'vitest';
import { agingBucket, ratio } from '../reports/portfolio-terms';
import { daysBetween, loanStandingOn } from './standing-on';

const schedule = [
  { number: 1, dueDate: '2026-01-31', amount: '10', penalty: '1', penaltyAppliedOn: '2026-02-01' },
  { number: 2, dueDate: '2026-03-02', amount: '10' },
];
const repayments = [
  { date: '2026-01-20', amount: '4' },
  { date: '2026-03-10', amount: '100' },
];

describe('a loan as it stood at the end of a day', () => {
  it('counts only the repayments and penalties dated by then', () => {
    const jan = loanStandingOn(schedule, repayments, '2026-01-31');
    expect(jan.paid.toString()).toBe('4');
    expect(jan.amountPay.toString()).toBe('20'); // the penalty came the next day
    expect(jan.outstanding.toString()).toBe('16');
    expect(jan.isMora).toBe(false); // the due day itself is not late
    const feb = loanStandingOn(schedule, repayments, '2026-02-15');
    expect(feb.amountPay.toString()).toBe('21');
    expect(feb.overdue.toString()).toBe('7'); // 11 owed on installment 1, 4 paid
    expect(feb.daysPastDue).toBe(15);
    expect(feb.isMora).toBe(true);
  });

  it('has nothing outstanding once paid, and keeps what was paid beyond', () => {
    const paid = loanStandingOn(schedule, repayments, '2026-03-10');
    expect(paid.status).toBe('Pagado');
    expect(paid.outstanding.toString()).toBe('0');
    expect(paid.credit.toString()).toBe('83');
    expect(paid.daysPastDue).toBe(0);
  });

  it('names buckets and shares as the report does', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91, 400].map(agingBucket)).toEqual([
      null,
      '1-30',
      '1-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '90+',
      '90+',
    ]);
    expect(ratio('1', '3')).toBe(0.3333);
    expect(ratio('2', '3')).toBe(0.6667);
    expect(ratio('0.00005', '1')).toBe(0.0001); // half-up
    expect(ratio('5', '0')).toBe(0);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
  });
});
