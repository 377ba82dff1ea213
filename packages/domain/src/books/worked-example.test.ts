import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal';
import type { BooksLoanState } from './installment-parts';
import { principalOutstanding, splitRepayment } from './repayment-split';
import { splitInBs } from './split-in-bs';
import { principalCostBs } from './principal-cost';

// The table of docs/decisions/0037-books.md, so the record and the code cannot drift apart.
describe('decision 37 worked example', () => {
  it('books the three payments as the table shows', () => {
    let state: BooksLoanState = {
      installments: [1, 2, 3].map((n) => ({ number: n, dueDate: `2026-0${n + 1}-01`, amount: '40' })),
      paidBefore: 0,
      principal: '100',
    };
    let paid = new Decimal(0);
    let principalRepaid = new Decimal(0);
    const rows: string[][] = [];
    const pay = (unit: string, bs: string) => {
      const p = splitRepayment(state, paid, unit);
      const { penalty, interest, principal, overpayment } = p;
      const inBs = splitInBs({ penalty, interest, principal, overpayment }, bs);
      const cost = principalCostBs(100, 10_000, principalRepaid, principal);
      paid = paid.plus(unit);
      principalRepaid = principalRepaid.plus(principal);
      rows.push([
        ...(['penalty', 'interest', 'principal', 'overpayment'] as const).map(
          (k) => `${p[k].toFixed()} / ${inBs[k].toFixed(2)}`,
        ),
        cost.toFixed(2),
        inBs.principal.minus(cost).toFixed(2),
        principalOutstanding(state, paid).toFixed(),
      ]);
    };
    pay('30', '3000');
    state = {
      ...state,
      installments: state.installments.map((i) => (i.number === 1 ? { ...i, penalty: '0.5' } : i)),
    };
    pay('50.5', '5555');
    pay('45', '5400');
    expect(rows).toEqual([
      ['0 / 0.00', '6.6667 / 666.67', '23.3333 / 2333.33', '0 / 0.00', '2333.33', '0.00', '76.6667'],
      ['0.5 / 55.00', '6.6666 / 733.33', '43.3334 / 4766.67', '0 / 0.00', '4333.34', '433.33', '33.3333'],
      ['0 / 0.00', '6.6667 / 800.00', '33.3333 / 4000.00', '5 / 600.00', '3333.33', '666.67', '0'],
    ]);
  });
});
