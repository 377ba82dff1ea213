import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loanSummaryByDecimal, storedLoanSummary } from './loan-summary';

/** A numeric(20,4) as PostgreSQL writes it (four places), or with fewer places as a literal might be. */
const amount = (max: number) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: BigInt(max) * 10_000n }), fc.constantFrom(4, 2, 0))
    .map(([n, places]) => {
      const s = (n / 10n ** BigInt(4 - places)).toString().padStart(places + 1, '0');
      return places ? `${s.slice(0, -places)}.${s.slice(-places)}` : s;
    });
const day = fc
  .integer({ min: 0, max: 60 })
  .map((d) => new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10));
const installment = fc.record({
  dueDate: day,
  amount: amount(500),
  penalty: fc.option(amount(50), { nil: null }),
});
const loan = fc.record({
  paidTotal: amount(4000),
  paidBefore: fc.oneof(fc.constant('0.0000'), amount(300)),
  status: fc.constantFrom('Por pagar', 'Pagado', 'Castigado'),
});

describe("a list's loan summary", () => {
  it('answers what the Decimal walk answers, to the same JSON number', () => {
    fc.assert(
      fc.property(
        fc.array(installment, { maxLength: 12 }),
        loan,
        day,
        fc.boolean(),
        (items, l, today, shuffle) => {
          const schedule = items.map((i, k) => ({ ...i, number: k + 1 }));
          if (shuffle) schedule.reverse(); // json_agg answers in no order
          const paid = { ...l, paidTotal: l.paidTotal };
          expect(storedLoanSummary(schedule, paid, today)).toEqual(
            loanSummaryByDecimal(schedule, paid, today),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('agrees where the paid total ends exactly on an installment', () => {
    fc.assert(
      fc.property(
        fc.array(installment, { minLength: 1, maxLength: 8 }),
        fc.nat(8),
        day,
        (items, k, today) => {
          const schedule = items.map((i, n) => ({ ...i, number: n + 1 }));
          const owed = (i: (typeof schedule)[number]) => Number(i.amount) + Number(i.penalty ?? 0);
          // Four places, exact as a double here (small sums), so the text is the exact total.
          const paidTotal = schedule
            .slice(0, k)
            .reduce((sum, i) => sum + owed(i), 0)
            .toFixed(4);
          const l = { paidTotal, paidBefore: '0', status: 'Por pagar' };
          expect(storedLoanSummary(schedule, l, today)).toEqual(loanSummaryByDecimal(schedule, l, today));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('covers a schedule exactly, penalties included, and keeps what was paid beyond', () => {
    const schedule = [
      { number: 2, dueDate: '2026-03-02', amount: '10.0000', penalty: null },
      { number: 1, dueDate: '2026-01-31', amount: '10.0000', penalty: '1.2500' },
    ];
    const open = storedLoanSummary(
      schedule,
      { paidTotal: '11.2500', paidBefore: '0.0000', status: 'Por pagar' },
      '2026-03-05',
    );
    expect(open).toEqual({ amountPay: 21.25, feePaid: 1, status: 'Por pagar', isMora: true, credit: 0 });
    const over = storedLoanSummary(
      schedule,
      { paidTotal: '25.1', paidBefore: '0', status: 'Por pagar' },
      '2026-03-05',
    );
    expect(over).toEqual({ amountPay: 21.25, feePaid: 2, status: 'Pagado', isMora: false, credit: 3.85 });
    const off = storedLoanSummary(
      schedule,
      { paidTotal: '0', paidBefore: '0', status: 'Castigado' },
      '2026-03-05',
    );
    expect(off).toEqual({ amountPay: 21.25, feePaid: 0, status: 'Castigado', isMora: false, credit: 0 });
  });

  it('takes the Decimal walk for inputs that are not plain decimal texts', () => {
    const schedule = [{ number: 1, dueDate: '2026-01-31', amount: 10, penalty: '1e1' }];
    const loan = { paidTotal: '5', paidBefore: 0, status: 'Por pagar' };
    expect(storedLoanSummary(schedule, loan, '2026-02-01')).toEqual(
      loanSummaryByDecimal(schedule, loan, '2026-02-01'),
    );
  });
});
