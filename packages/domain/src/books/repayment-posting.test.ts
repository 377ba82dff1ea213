import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal';
import { repaymentPostingLines } from './repayment-posting';

const d = (v: string) => new Decimal(v);
const parts = (
  p: Partial<Record<'penalty' | 'interest' | 'principal' | 'overpayment' | 'recovery', string>>,
) => ({
  penalty: d(p.penalty ?? '0'),
  interest: d(p.interest ?? '0'),
  principal: d(p.principal ?? '0'),
  overpayment: d(p.overpayment ?? '0'),
  recovery: d(p.recovery ?? '0'),
});
const sides = (lines: ReturnType<typeof repaymentPostingLines>) =>
  lines
    .filter((l) => !(l.debitBs ?? d('0')).isZero() || !(l.creditBs ?? d('0')).isZero())
    .map((l) => [
      l.kind,
      l.debitBs?.toFixed(2) ?? null,
      l.creditBs?.toFixed(2) ?? null,
      l.unitAmount.toFixed(4),
    ]);

describe('repaymentPostingLines (decision 37, worked example)', () => {
  it('payment 2: penalty, interest, principal at cost and the exchange gain, balanced in Bs', () => {
    const lines = repaymentPostingLines({
      parts: parts({ penalty: '0.5', interest: '6.6666', principal: '43.3334' }),
      bs: '5555.00',
      amountAwarded: '100',
      disbursedBs: '10000.00',
      principalRepaidBefore: '23.3333',
      pastDue: false,
    });
    expect(sides(lines)).toEqual([
      ['cash', '5555.00', null, '50.5000'],
      ['penalty', null, '55.00', '0.5000'],
      ['interest', null, '733.33', '6.6666'],
      ['portfolioCurrent', null, '4333.34', '43.3334'],
      ['exchangeDifference', null, '433.33', '0.0000'],
    ]);
    const debit = lines.reduce((s, l) => s.plus(l.debitBs ?? 0), d('0'));
    const credit = lines.reduce((s, l) => s.plus(l.creditBs ?? 0), d('0'));
    expect(debit.eq(credit)).toBe(true);
  });

  it('a principal repaid below its cost debits the exchange difference; a past-due loan credits the past-due portfolio', () => {
    const lines = repaymentPostingLines({
      parts: parts({ principal: '10' }),
      bs: '900.00',
      amountAwarded: '100',
      disbursedBs: '10000.00',
      principalRepaidBefore: '0',
      pastDue: true,
    });
    expect(sides(lines)).toEqual([
      ['cash', '900.00', null, '10.0000'],
      ['portfolioPastDue', null, '1000.00', '10.0000'],
      ['exchangeDifference', '100.00', null, '0.0000'],
    ]);
  });
});
