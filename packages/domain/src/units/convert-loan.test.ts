import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal';
import { loanStanding } from '../loans/repayment';
import { convertLoan, convertRate, FactorTooSmall, type ConvertibleLoan } from './convert-loan';

const loan = (over: Partial<ConvertibleLoan> = {}): ConvertibleLoan => ({
  id: 1,
  amountAwarded: '100.0000',
  amountPay: '110.0001',
  totalPayFees: '36.6667',
  paidTotal: '36.6667',
  paidBefore: '0',
  writtenOffBalance: null,
  current: {
    paidBefore: '0',
    installments: [
      { id: 11, amount: '36.6667', penalty: null },
      { id: 12, amount: '36.6667', penalty: null },
      { id: 13, amount: '36.6667', penalty: null },
    ],
  },
  replaced: [],
  reschedules: [],
  repayments: [{ id: 21, amount: '36.6667' }],
  ...over,
});

const sum = (xs: Decimal[]) => xs.reduce((a, b) => a.plus(b), new Decimal(0));

describe('convertLoan', () => {
  it('keeps installments adding up to the amount to pay and repayments to the paid total', () => {
    for (const factor of ['60', '0.37', '1.0833', '0.0167']) {
      const c = convertLoan(loan(), factor);
      const inst = [...c.installments.values()].map((i) => i.amount);
      expect(sum(inst).eq(c.amountPay), factor).toBe(true);
      expect(sum([...c.repayments.values()]).eq(c.paidTotal), factor).toBe(true);
    }
  });

  it('keeps a payment one ten-thousandth short of an installment short, even at a factor below 1', () => {
    const short = loan({ paidTotal: '36.6666', repayments: [{ id: 21, amount: '36.6666' }] });
    const c = convertLoan(short, '0.37');
    const schedule = [11, 12, 13].map((id, k) => ({
      number: k + 1,
      dueDate: `2026-0${k + 1}-01`,
      amount: c.installments.get(id)!.amount,
    }));
    expect(loanStanding(schedule, c.paidTotal, '2026-12-01').feePaid).toBe(0);
    expect(c.paidTotal.lt(c.installments.get(11)!.amount)).toBe(true);
  });

  it('multiplies an amount exactly when the factor keeps it at 4 decimals', () => {
    const c = convertLoan(loan(), '60');
    expect(c.amountPay.toString()).toBe('6600.006');
    expect(c.installments.get(11)!.amount.toString()).toBe('2200.002');
  });

  it('refuses a factor that squeezes distinct figures together', () => {
    expect(() => convertLoan(loan(), '0.0000001')).toThrow(FactorTooSmall);
  });

  it('divides a rate keeping 30 decimals', () => {
    expect(convertRate('36.5', '0.37').toString()).toBe('98.648648648648648648648648648649');
  });
});
