import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../money/decimal';
import { loanStanding, type ScheduledInstallment } from '../loans/repayment';
import { rescheduledInstallments } from '../loans/restructuring';
import { addDays, loanTerms } from '../loans/schedule';
import { installmentParts, type BooksLoanState } from './installment-parts';
import {
  booksAmountPay,
  coveredParts,
  principalOutstanding,
  rescheduleCarry,
  splitRepayment,
  splitRepayments,
  type RepaymentParts,
} from './repayment-split';

const d = (v: string | number) => new Decimal(v);
const total = (p: RepaymentParts) =>
  p.penalty.plus(p.interest).plus(p.principal).plus(p.overpayment).plus(p.recovery);
const str = (p: RepaymentParts) => ({
  penalty: p.penalty.toFixed(),
  interest: p.interest.toFixed(),
  principal: p.principal.toFixed(),
  overpayment: p.overpayment.toFixed(),
  recovery: p.recovery.toFixed(),
});

const loan = (awarded: string, amounts: string[]): BooksLoanState => ({
  installments: amounts.map((amount, i) => ({ number: i + 1, dueDate: `2026-0${i + 2}-01`, amount })),
  paidBefore: 0,
  principal: awarded,
});

describe('installment parts', () => {
  it('gives each installment its share of the interest, the rounding on running points', () => {
    const parts = installmentParts(loan('100', ['40', '40', '40']));
    expect(parts.map((p) => [p.interest.toFixed(), p.principal.toFixed()])).toEqual([
      ['6.6667', '33.3333'],
      ['6.6666', '33.3334'],
      ['6.6667', '33.3333'],
    ]);
  });

  it('never makes a part negative where rounding each installment would', () => {
    // Twenty installments of 5 sharing 0,001 of interest: 0,00005 each rounds up to 0,0001.
    const parts = installmentParts(loan('99.999', Array<string>(20).fill('5')));
    expect(parts.every((p) => p.interest.gte(0) && p.principal.gte(0))).toBe(true);
    expect(parts.reduce((s, p) => s.plus(p.interest), d(0)).toFixed()).toBe('0.001');
  });
});

describe('splitting a repayment', () => {
  const state = loan('100', ['40', '40', '40']);

  it('covers the oldest installment first: interest, principal, then its penalty', () => {
    expect(str(splitRepayment(state, 0, 10))).toMatchObject({ interest: '6.6667', principal: '3.3333' });
    const late = {
      ...state,
      installments: state.installments.map((i) => (i.number === 1 ? { ...i, penalty: '3' } : i)),
    };
    // Installment 1 is 40 + 3: after 10 paid, 30 of principal, then the 3 of penalty, then installment 2.
    expect(str(splitRepayment(late, 10, 33))).toEqual({
      penalty: '3',
      interest: '0',
      principal: '30',
      overpayment: '0',
      recovery: '0',
    });
    expect(str(splitRepayment(late, 10, 34)).interest).toBe('1');
  });

  it('books what goes beyond amountPay as an overpayment', () => {
    expect(str(splitRepayment(state, 110, 15))).toEqual({
      penalty: '0',
      interest: '0',
      principal: '10',
      overpayment: '5',
      recovery: '0',
    });
  });

  it('books money for a written-off loan as recovery up to its balance', () => {
    const off = { ...state, writtenOff: true };
    expect(str(splitRepayment(off, 100, 25))).toMatchObject({
      recovery: '20',
      overpayment: '5',
      principal: '0',
    });
    expect(principalOutstanding(off, 100).toFixed()).toBe('0');
  });

  it('carries the unpaid parts into a reschedule and keeps the principal outstanding', () => {
    const carry = rescheduleCarry(state, 50);
    expect([carry.interest.toFixed(), carry.principal.toFixed(), carry.penalty.toFixed()]).toEqual([
      '6.6667',
      '63.3333',
      '0',
    ]);
    expect(principalOutstanding(state, 50).toFixed()).toBe('63.3333');
  });
});

type Step =
  { pay: number; pieces: number } | { penalty: number } | { reschedule: number } | { writeOff: true };

describe('splitting repayments (property)', () => {
  const step: fc.Arbitrary<Step> = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        pay: fc.integer({ min: 1, max: 3_000_000 }),
        pieces: fc.integer({ min: 1, max: 3 }),
      }),
    },
    { weight: 2, arbitrary: fc.record({ penalty: fc.integer({ min: 1, max: 30 }) }) },
    { weight: 1, arbitrary: fc.record({ reschedule: fc.integer({ min: 1, max: 12 }) }) },
    { weight: 1, arbitrary: fc.constant({ writeOff: true as const }) },
  );

  it('books every unit paid once, in order, and keeps the principal outstanding a function of the state', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 50_000_000 }),
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 24 }),
        fc.array(step, { maxLength: 25 }),
        (cents, rate, interest, n, steps) => {
          const terms = loanTerms(d(cents).div(100), d(rate).div(100), interest, n);
          if (!terms) return;
          const day = '2026-01-01';
          let state: BooksLoanState = {
            installments: terms.installments.map((amount, i) => ({
              number: i + 1,
              dueDate: addDays(day, 30 * (i + 1)),
              amount,
            })),
            paidBefore: 0,
            principal: terms.amountAwarded,
          };
          const parts0 = installmentParts(state);
          const sumOf = (k: 'interest' | 'principal') => parts0.reduce((s, p) => s.plus(p[k]), d(0));
          expect(sumOf('principal').eq(terms.amountAwarded)).toBe(true);
          expect(sumOf('interest').eq(terms.amountPay.minus(terms.amountAwarded))).toBe(true);
          expect(parts0.every((p) => p.interest.gte(0) && p.principal.gte(0))).toBe(true);

          let paid = d(0);
          let paidIn = d(0);
          let penaltiesCharged = d(0);
          let writtenOff = d(0);
          const booked = {
            penalty: d(0),
            interest: d(0),
            principal: d(0),
            overpayment: d(0),
            recovery: d(0),
          };
          for (const s of steps) {
            if ('pay' in s) {
              const amount = d(s.pay).div(10_000);
              const whole = splitRepayment(state, paid, amount);
              // The same money in pieces books the same parts.
              const piece = amount.div(s.pieces).toDecimalPlaces(4, Decimal.ROUND_DOWN);
              const acc = {
                penalty: d(0),
                interest: d(0),
                principal: d(0),
                overpayment: d(0),
                recovery: d(0),
              };
              let p = paid;
              const pieceAmounts: Decimal[] = [];
              const pieceSplits: RepaymentParts[] = [];
              for (let i = 0; i < s.pieces; i++) {
                const m = i === s.pieces - 1 ? amount.minus(piece.mul(s.pieces - 1)) : piece;
                const part = splitRepayment(state, p, m);
                pieceAmounts.push(m);
                pieceSplits.push(part);
                for (const k of Object.keys(acc) as (keyof RepaymentParts)[]) acc[k] = acc[k].plus(part[k]);
                p = p.plus(m);
              }
              expect(str(acc)).toEqual(str(whole));
              const walked = splitRepayments(state, paid, pieceAmounts);
              walked.forEach((w, i) => expect(str(w)).toEqual(str(pieceSplits[i]!)));
              expect(total(whole).eq(amount)).toBe(true);
              for (const k of Object.keys(booked) as (keyof RepaymentParts)[]) {
                expect(whole[k].gte(0)).toBe(true);
                booked[k] = booked[k].plus(whole[k]);
              }
              paid = paid.plus(amount);
              paidIn = paidIn.plus(amount);
            } else if ('penalty' in s) {
              if (state.writtenOff) continue;
              // The job charges the first uncovered installment on its unpaid part.
              const standing = loanStanding(
                state.installments as ScheduledInstallment[],
                paid,
                '2100-01-01',
                state.paidBefore,
              );
              const open = standing.installments.find(
                (i) => !i.fullyPaid && state.installments.find((x) => x.number === i.number)!.penalty == null,
              );
              if (!open) continue;
              const pen = open.owed.minus(open.paid).mul(s.penalty).div(100).toDecimalPlaces(4);
              if (pen.isZero()) continue;
              state = {
                ...state,
                installments: state.installments.map((i) =>
                  i.number === open.number ? { ...i, penalty: pen } : i,
                ),
              };
              penaltiesCharged = penaltiesCharged.plus(pen);
            } else if ('reschedule' in s) {
              const balance = booksAmountPay(state).minus(paid);
              if (state.writtenOff || balance.lte(0)) continue;
              const installments = rescheduledInstallments(balance, s.reschedule, 30 * s.reschedule, day);
              if (!installments) continue;
              const before = principalOutstanding(state, paid);
              const carry = rescheduleCarry(state, paid);
              expect(carry.principal.plus(carry.interest).plus(carry.penalty).eq(balance)).toBe(true);
              state = {
                installments,
                paidBefore: paid,
                principal: carry.principal,
                carriedPenalty: carry.penalty,
              };
              expect(principalOutstanding(state, paid).eq(before)).toBe(true);
            } else {
              if (state.writtenOff || booksAmountPay(state).lte(paid)) continue;
              writtenOff = principalOutstanding(state, paid);
              state = { ...state, writtenOff: true };
            }
            // What the books hold equals the function of the loan's state, whatever the path.
            const outstanding = principalOutstanding(state, paid);
            expect(outstanding.eq(terms.amountAwarded.minus(booked.principal).minus(writtenOff))).toBe(true);
            expect(outstanding.gte(0) && booked.principal.lte(terms.amountAwarded)).toBe(true);
            expect(booked.interest.lte(terms.amountPay.minus(terms.amountAwarded))).toBe(true);
            expect(booked.penalty.lte(penaltiesCharged)).toBe(true);
            // Order: within each installment the loan's own coverage goes to interest, principal, penalty.
            if (!state.writtenOff) {
              const standing = loanStanding(
                state.installments as ScheduledInstallment[],
                paid,
                day,
                state.paidBefore,
              );
              const parts = installmentParts(state);
              const ref = { interest: d(0), principal: d(0), penalty: d(0) };
              standing.installments.forEach((inst, k) => {
                const i = Decimal.min(inst.paid, parts[k]!.interest);
                const pr = Decimal.min(inst.paid.minus(i), parts[k]!.principal);
                ref.interest = ref.interest.plus(i);
                ref.principal = ref.principal.plus(pr);
                ref.penalty = ref.penalty.plus(inst.paid.minus(i).minus(pr));
              });
              // The report's window form: max(0, min(principal k, end of principal k − paid)).
              let end = new Decimal(state.paidBefore);
              let windowed = d(0);
              state.installments.forEach((inst, k) => {
                const pk = parts[k]!.principal;
                const principalEnd = end.plus(parts[k]!.interest).plus(pk);
                windowed = windowed.plus(Decimal.max(0, Decimal.min(pk, principalEnd.minus(paid))));
                end = end.plus(inst.amount).plus(inst.penalty ?? 0);
              });
              expect(windowed.toFixed()).toBe(principalOutstanding(state, paid).toFixed());
              const covered = coveredParts(state, paid);
              expect([covered.interest, covered.principal, covered.penalty].map((x) => x.toFixed())).toEqual(
                [ref.interest, ref.principal, ref.penalty].map((x) => x.toFixed()),
              );
            }
          }
          const all = Object.values(booked).reduce((s, x) => s.plus(x), d(0));
          expect(all.eq(paidIn)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
