import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { Decimal, businessDate, installmentParts } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, login } from '../../../test/factories';
import { backdateLoan, carrierWithLoan, cashIn, reportedPayment } from '../../../test/loan-fixture';
import { entriesOf, postedLines, type EntryLine } from '../../../test/books-fixture';
import {
  incomes,
  installments,
  interests,
  journalEntries,
  loanReschedules,
  loans,
  payments,
  replacedInstallments,
} from '../../db/schema';
import { applyDefaulterPenalties } from '../loans';

let h: Harness;
let admin: Record<string, string>;
let voucher = 700_000;

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
});
afterAll(() => h.close());

const post = async (url: string, payload: object, headers = admin) => {
  const res = await h.app.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};
/** A rate registered the way an administrator does it. */
const rate = (amount: number) => post('/api/prices', { amount });
const approve = (id: number, key?: string) =>
  h.app.inject({
    method: 'PATCH',
    url: '/api/payment',
    headers: { ...admin, ...(key && { 'idempotency-key': key }) },
    payload: { id, status: 'Aprobado' },
  });
async function pay(c: { auth: Record<string, string>; today: string }, bs: number) {
  const id = await reportedPayment(h, c, bs, String(voucher++));
  expect((await approve(id)).statusCode).toBe(200);
  return id;
}

type Line = EntryLine;
const entry = (source: string, sourceId: number) => entriesOf(h, source, sourceId);
const line = (code: string, debitBs: string, creditBs: string, unitAmount: string): Line => ({
  code,
  debitBs,
  creditBs,
  unitAmount,
});

/** Every entry of a loan's events: the disbursement, write-off, its payments' and incomes' entries. */
async function loanLines(loanId: number) {
  const paymentIds = h.db.select({ id: payments.id }).from(payments).where(eq(payments.loanId, loanId));
  const incomeIds = h.db.select({ id: incomes.id }).from(incomes).where(eq(incomes.loanId, loanId));
  return postedLines(
    h,
    or(
      and(
        inArray(journalEntries.source, ['loan', 'writeoff', 'reclassification']),
        eq(journalEntries.sourceId, loanId),
      ),
      and(eq(journalEntries.source, 'payment'), inArray(journalEntries.sourceId, paymentIds)),
      and(
        inArray(journalEntries.source, ['income', 'recovery']),
        inArray(journalEntries.sourceId, incomeIds),
      ),
    ),
  );
}

/** Each entry balances; the loan's balance in the portfolio accounts (1.1.02 + 1.1.03), Bs and unit. */
async function books(loanId: number) {
  const lines = await loanLines(loanId);
  const byEntry = new Map<number, Decimal>();
  for (const l of lines)
    byEntry.set(l.entryId, (byEntry.get(l.entryId) ?? new Decimal(0)).plus(l.debitBs).minus(l.creditBs));
  for (const sum of byEntry.values()) expect(sum.toFixed(2)).toBe('0.00');
  const portfolio = lines.filter((l) => l.code === '1.1.02' || l.code === '1.1.03');
  const sum = (f: (l: (typeof lines)[number]) => Decimal) =>
    portfolio.reduce((s, l) => s.plus(f(l)), new Decimal(0)).toFixed();
  return {
    entries: byEntry.size,
    portfolioBs: sum((l) => new Decimal(l.debitBs).minus(l.creditBs)),
    // Repaid: what repayments credited (a reclassification credits one portfolio account and debits the other).
    principalCredited: sum((l) =>
      new Decimal(l.creditBs).gt(0) && l.source !== 'reclassification'
        ? new Decimal(l.unitAmount)
        : new Decimal(0),
    ),
    portfolioUnit: sum((l) =>
      new Decimal(l.creditBs).gt(0) ? new Decimal(l.unitAmount).neg() : new Decimal(l.unitAmount),
    ),
  };
}

/** Pays what the loan still owes at today's rate: it must end Pagado; its books after. */
async function payOff(c: { loanId: number; auth: Record<string, string>; today: string }) {
  const { payoffBs } = (await h.app.inject({ url: `/api/loan/${c.loanId}/payoff`, headers: c.auth })).json();
  await pay(c, payoffBs);
  const [loan] = await h.db.select().from(loans).where(eq(loans.id, c.loanId));
  expect(loan!.status).toBe('Pagado');
  return books(c.loanId);
}

describe('loan events post their entries', () => {
  it('reproduces decision 37 worked example through the API: rates 100, 110, 120', async () => {
    await rate(100);
    await post('/api/interests', { amount: 20, applyOnLyMDefaulters: false });
    const c = await carrierWithLoan(h, admin, { amountBs: 10_000, feeNumbers: 3, creditDays: 90 });
    expect(await entry('loan', c.loanId)).toEqual([
      {
        date: businessDate(),
        lines: [
          line('1.1.02', '10000.00', '0.00', '100.0000'),
          line('1.1.01', '0.00', '10000.00', '100.0000'),
        ],
      },
    ]);
    const stored = await h.db
      .select()
      .from(installments)
      .where(eq(installments.loanId, c.loanId))
      .orderBy(asc(installments.number));
    expect(stored.map((i) => [i.amount, i.interestPart, i.principalPart])).toEqual([
      ['40.0000', '6.6667', '33.3333'],
      ['40.0000', '6.6666', '33.3334'],
      ['40.0000', '6.6667', '33.3333'],
    ]);

    const p1 = await pay(c, 3000);
    expect((await entry('payment', p1))[0]!.lines).toEqual([
      line('1.1.01', '3000.00', '0.00', '30.0000'),
      line('4.1.01', '0.00', '666.67', '6.6667'),
      line('1.1.02', '0.00', '2333.33', '23.3333'),
    ]);

    // Installment 1 falls overdue with 10 unpaid: 5 % of it is a penalty of 0,5.
    await backdateLoan(h, c.loanId, 35);
    await post('/api/interests', { amount: 5, applyOnLyMDefaulters: true });
    expect(await applyDefaulterPenalties(h.db)).toBe(1);
    await h.db.delete(interests).where(eq(interests.applyOnLyMDefaulters, true));

    await rate(110);
    const p2 = await pay(c, 5555);
    expect((await entry('payment', p2))[0]!.lines).toEqual([
      line('1.1.01', '5555.00', '0.00', '50.5000'),
      line('4.1.02', '0.00', '55.00', '0.5000'),
      line('4.1.01', '0.00', '733.33', '6.6666'),
      line('1.1.02', '0.00', '4333.34', '43.3334'),
      line('4.1.05', '0.00', '433.33', '0.0000'),
    ]);

    await rate(120);
    const p3 = await pay(c, 5400);
    expect((await entry('payment', p3))[0]!.lines).toEqual([
      line('1.1.01', '5400.00', '0.00', '45.0000'),
      line('4.1.01', '0.00', '800.00', '6.6667'),
      line('1.1.02', '0.00', '3333.33', '33.3333'),
      line('4.1.05', '0.00', '666.67', '0.0000'),
      line('2.1.01', '0.00', '600.00', '5.0000'),
    ]);
    const [loan] = await h.db.select().from(loans).where(eq(loans.id, c.loanId));
    expect(loan!.status).toBe('Pagado');
    expect(await books(c.loanId)).toEqual({
      entries: 4,
      portfolioBs: '0',
      principalCredited: '100',
      portfolioUnit: '0',
    });
  });

  it('posts one entry per payment, however often or at once it is approved', async () => {
    await rate(10);
    const c = await carrierWithLoan(h, admin, { amountBs: 900, feeNumbers: 3, creditDays: 90 });
    const raced = await reportedPayment(h, c, 300, String(voucher++));
    const answers = await Promise.all([approve(raced), approve(raced), approve(raced)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await entry('payment', raced)).toHaveLength(1);

    const retried = await reportedPayment(h, c, 100, String(voucher++));
    const first = await approve(retried, 'approve-retry-0001');
    const again = await approve(retried, 'approve-retry-0001');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(await entry('payment', retried)).toHaveLength(1);

    // A manual credit income posts under its own id, as an income.
    await cashIn(h, admin, c.carrier.id, 50);
    const [income] = await h.db
      .select({ id: incomes.id })
      .from(incomes)
      .where(and(eq(incomes.loanId, c.loanId), sql`${incomes.paymentId} is null`));
    const [cash] = await entry('income', income!.id);
    expect(cash!.lines[0]).toEqual(line('1.1.01', '50.00', '0.00', '5.0000'));
    expect((await books(c.loanId)).entries).toBe(4);
  });

  it('writes off the principal outstanding at its remaining cost, then books money as a recovery', async () => {
    await rate(10);
    const c = await carrierWithLoan(h, admin, { amountBs: 3000, feeNumbers: 3, creditDays: 90 });
    // 300 of principal, 60 of interest (20 %), installments of 120.
    await pay(c, 400);
    await rate(12.5);
    await pay(c, 500);
    // 40 + 40 ₽ paid: installment 1's interest 20, then 60 of its principal: 240 left, 2 400 Bs at cost.
    expect(await books(c.loanId)).toMatchObject({ portfolioBs: '2400', portfolioUnit: '240' });

    const done = await post(`/api/loan/${c.loanId}/write-off`, { reason: 'Inubicable' });
    expect(done.json()).toEqual({ message: 'Préstamo castigado.' });
    const [writeOff] = await entry('writeoff', c.loanId);
    const [loan] = await h.db.select().from(loans).where(eq(loans.id, c.loanId));
    expect(loan!.booksPastDue).toBe(false);
    expect(writeOff!.lines).toEqual([
      line('1.1.04', '2400.00', '0.00', '240.0000'),
      line('1.1.02', '0.00', '2400.00', '240.0000'),
    ]);
    expect(await books(c.loanId)).toMatchObject({ portfolioBs: '0', portfolioUnit: '0' });

    // The balance is 360 − 80 = 280 ₽ at 12,5: 3 500 Bs recover it, 100 Bs more are the carrier's.
    const p = await pay(c, 3600);
    expect(await entry('payment', p)).toEqual([]);
    const [income] = await h.db.select({ id: incomes.id }).from(incomes).where(eq(incomes.paymentId, p));
    expect((await entry('recovery', income!.id))[0]!.lines).toEqual([
      line('1.1.01', '3600.00', '0.00', '288.0000'),
      line('2.1.01', '0.00', '100.00', '8.0000'),
      line('4.1.03', '0.00', '3500.00', '280.0000'),
    ]);
  });

  it('stores what a reschedule carries, posts no entry of its own, and pays off to a portfolio of 0', async () => {
    await rate(10);
    const c = await carrierWithLoan(h, admin, { amountBs: 3000, feeNumbers: 3, creditDays: 90 });
    await backdateLoan(h, c.loanId, 100);
    await post('/api/interests', { amount: 10, applyOnLyMDefaulters: true });
    expect(await applyDefaulterPenalties(h.db)).toBe(3);
    await h.db.delete(interests).where(eq(interests.applyOnLyMDefaulters, true));
    await pay(c, 1500);
    const entriesBefore = (await books(c.loanId)).entries;
    await post(`/api/loan/${c.loanId}/reschedule`, { feeNumbers: 4, creditDays: 120, reason: 'Accidente' });
    // Only the move back: the rescheduled loan is current, its 200 of principal at cost leave past due.
    expect((await books(c.loanId)).entries).toBe(entriesBefore + 1);
    expect((await entry('reclassification', c.loanId)).at(-1)!.lines).toEqual([
      line('1.1.02', '2000.00', '0.00', '200.0000'),
      line('1.1.03', '0.00', '2000.00', '200.0000'),
    ]);

    const [carry] = await h.db.select().from(loanReschedules).where(eq(loanReschedules.loanId, c.loanId));
    // 150 paid covered installment 1 (interest 20, principal 100, penalty 12) and 18 of installment 2's interest.
    expect([carry!.carriedPrincipal, carry!.carriedPenalty, carry!.balance]).toEqual([
      '200.0000',
      '24.0000',
      '246.0000',
    ]);
    const fresh = await h.db
      .select()
      .from(installments)
      .where(eq(installments.loanId, c.loanId))
      .orderBy(asc(installments.number));
    const parts = installmentParts({
      installments: fresh,
      paidBefore: carry!.paidBefore,
      principal: carry!.carriedPrincipal!,
      carriedPenalty: carry!.carriedPenalty!,
    });
    expect(fresh.map((i) => [i.interestPart, i.principalPart])).toEqual(
      parts.map((p) => [p.interest.toFixed(4), p.principal.toFixed(4)]),
    );
    expect(fresh.reduce((s, i) => s.plus(i.principalPart!), new Decimal(0)).toFixed()).toBe('200');
    const replaced = await h.db
      .select()
      .from(replacedInstallments)
      .where(eq(replacedInstallments.loanId, c.loanId));
    expect(replaced.every((r) => r.interestPart === '20.0000' && r.principalPart === '100.0000')).toBe(true);

    // Paid off at a higher rate: the principal still leaves the portfolio at its cost.
    await rate(11);
    expect(await payOff(c)).toMatchObject({
      portfolioBs: '0',
      principalCredited: '300',
      portfolioUnit: '0',
    });
  });

  it('credits the past-due portfolio of a loan past PAST_DUE_DAYS, and moves it back once caught up', async () => {
    await rate(10);
    const c = await carrierWithLoan(h, admin, { amountBs: 3000, feeNumbers: 3, creditDays: 90 });
    // Installment 1 is 35 days overdue, installment 2 five: the hourly sweep has not run yet.
    await backdateLoan(h, c.loanId, 65);
    const p = await pay(c, 2400);
    const moves = await entry('reclassification', c.loanId);
    expect(moves.map((m) => m.lines)).toEqual([
      [line('1.1.03', '3000.00', '0.00', '300.0000'), line('1.1.02', '0.00', '3000.00', '300.0000')],
      [line('1.1.02', '1000.00', '0.00', '100.0000'), line('1.1.03', '0.00', '1000.00', '100.0000')],
    ]);
    expect((await entry('payment', p))[0]!.lines).toEqual([
      line('1.1.01', '2400.00', '0.00', '240.0000'),
      line('4.1.01', '0.00', '400.00', '40.0000'),
      line('1.1.03', '0.00', '2000.00', '200.0000'),
    ]);
    const [loan] = await h.db.select().from(loans).where(eq(loans.id, c.loanId));
    expect(loan!.booksPastDue).toBe(false);
    expect(await books(c.loanId)).toMatchObject({ portfolioBs: '1000', portfolioUnit: '100' });
  });

  // Last: the unit stays changed for the rest of the file.
  it('a unit change converts the parts and the carry; a later pay-off still empties the portfolio in Bs', async () => {
    await rate(36.4567);
    const c = await carrierWithLoan(h, admin, { amountBs: 7777.77, feeNumbers: 3, creditDays: 90 });
    await pay(c, 1234.56);
    await post(`/api/loan/${c.loanId}/reschedule`, { feeNumbers: 5, creditDays: 150, reason: 'Enfermedad' });
    const [before] = await h.db.select().from(loanReschedules).where(eq(loanReschedules.loanId, c.loanId));
    const changed = await h.app.inject({
      method: 'POST',
      url: '/api/settings/currency',
      headers: { ...admin, 'idempotency-key': 'books-unit-change-1' },
      payload: { code: 'USD', factor: 60, reason: 'El petro dejó de existir' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [after] = await h.db.select().from(loanReschedules).where(eq(loanReschedules.loanId, c.loanId));
    expect(after!.carriedPrincipal).toBe(new Decimal(before!.carriedPrincipal!).mul(60).toFixed(4));
    const fresh = await h.db.select().from(installments).where(eq(installments.loanId, c.loanId));
    expect(fresh.reduce((s, i) => s.plus(i.principalPart!), new Decimal(0)).toFixed(4)).toBe(
      after!.carriedPrincipal,
    );

    await rate(0.7);
    expect((await payOff(c)).portfolioBs).toBe('0');
  });
});
