import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Decimal, addDays, businessDate, dueDates, type Loan, type PortfolioReport } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import {
  bearer,
  createAdministrator,
  createAffiliate,
  createOrganization,
  createPrice,
  login,
} from '../../../test/factories';
import { carrierWithLoan, payLoan } from '../../../test/loan-fixture';
import { installments, loans } from '../../db/schema';
import type { Rows } from '../../db/client';

let h: Harness;
let admin: Record<string, string>;
const today = businessDate();
// The report's day: the 20th of last month, so that every movement below is dated before today.
const D = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 8) + '20';
const noon = (day: string) => new Date(`${day}T12:00:00-04:00`);

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  // 20 Bs per ₽ for months, 25 from the 15th of D's month: a rate change mid-month.
  await createPrice(h.db, '20', noon(addDays(D, -200)));
  await createPrice(h.db, '25', noon(addDays(D, -5)));
});
afterAll(() => h.close());

const get = (url: string, headers = admin) => h.app.inject({ url, headers });

/** A loan approved through the routes, then moved to have been approved on `approved`. */
async function loanOn(
  organizationId: number,
  approved: string,
  terms: { amountBs: number; feeNumbers: number; creditDays: number },
) {
  const c = await carrierWithLoan(h, admin, { ...terms, organizationId });
  await h.db.update(loans).set({ date: approved }).where(eq(loans.id, c.loanId));
  const dues = dueDates(approved, terms.creditDays, terms.feeNumbers);
  for (const [k, due] of dues.entries()) {
    await h.db
      .update(installments)
      .set({ dueDate: due })
      .where(sql`${installments.loanId} = ${c.loanId} and ${installments.number} = ${k + 1}`);
  }
  return c;
}

const pay = (c: { auth: Record<string, string> }, amount: number, date: string, approve = true) =>
  payLoan(h, admin, c, amount, date, approve);

describe('portfolio report', () => {
  let lineA: number;
  let lineB: number;

  beforeAll(async () => {
    lineA = (await createOrganization(h.db)).id;
    lineB = (await createOrganization(h.db)).id;
    // Loan 1 (A): 3 000 Bs at 25 = 120 ₽, 3 × 40 due D−45, D−15, D+15.
    const one = await loanOn(lineA, addDays(D, -75), { amountBs: 3000, feeNumbers: 3, creditDays: 90 });
    await pay(one, 800, addDays(D, -50)); // at 20: 40 ₽, covers installment 1
    await pay(one, 500, addDays(D, -3)); // at 25: 20 ₽, this month
    // The penalty job's 4 ₽ on installment 2, applied the day after it fell due.
    await h.db
      .update(installments)
      .set({ penalty: '4', penaltyAppliedAt: noon(addDays(D, -14)) })
      .where(sql`${installments.loanId} = ${one.loanId} and ${installments.number} = 2`);
    await h.db.update(loans).set({ amountPay: '124' }).where(eq(loans.id, one.loanId));
    // Loan 2 (A): 2 000 Bs = 80 ₽, 2 × 40 due D−100, D−70; nothing paid.
    await loanOn(lineA, addDays(D, -130), { amountBs: 2000, feeNumbers: 2, creditDays: 60 });
    // Loan 3 (B): 2 500 Bs = 100 ₽, due D+20, approved this month; a credit income of 1 000 Bs (40 ₽).
    const three = await loanOn(lineB, addDays(D, -10), { amountBs: 2500, feeNumbers: 1, creditDays: 30 });
    const income = await h.app.inject({
      method: 'POST',
      url: '/api/ingress',
      headers: admin,
      payload: {
        date: addDays(D, -2),
        reasonForAdmission: 'Abono en oficina',
        incomeAmountBs: 1000,
        isCredit: true,
        carrier: three.carrier.id,
      },
    });
    expect(income.statusCode, income.body).toBe(201);
    await pay(three, 100, today, false); // waits for review: counted now, whatever the day
    // Loan 4 (B): 1 250 Bs = 50 ₽, due D−10, paid whole on D−12 at 20 (1 000 Bs): not out on D.
    const four = await loanOn(lineB, addDays(D, -40), { amountBs: 1250, feeNumbers: 1, creditDays: 30 });
    await pay(four, 1000, addDays(D, -12));
    // Loan 5 (B): 2 500 Bs = 100 ₽, 2 × 50 due D−15, D+15; paid whole on D+1: 'Pagado' now, out on D.
    const five = await loanOn(lineB, addDays(D, -45), { amountBs: 2500, feeNumbers: 2, creditDays: 60 });
    await pay(five, 2500, addDays(D, 1));
    // A request waiting in line A.
    const { affiliate } = await createAffiliate(h.db, { organizationId: lineA });
    const request = await h.app.inject({
      method: 'POST',
      url: '/api/request-carrier',
      payload: { dni: affiliate.dni, amount: 1000 },
    });
    expect(request.statusCode, request.body).toBe(201);
  });

  it('answers the portfolio at the end of a day, worked out by hand', async () => {
    const res = await get(`/api/reports/portfolio?date=${D}`);
    expect(res.statusCode, res.body).toBe(200);
    const r: PortfolioReport = res.json();
    // Out on D: loan 1 (124 − 60 = 64), 2 (80), 3 (100 − 40 = 60), 5 (100, its money came on D+1).
    expect(r).toMatchObject({
      date: D,
      rate: 25,
      // Registered five days before D: the Resumen says which day's rate it is.
      rateCreated: noon(addDays(D, -5)).toISOString(),
      activeLoans: 4,
      outstandingPetro: 304,
      outstandingBs: 7600,
      // Late: loan 1's installment 2 (44 owed, 24 uncovered), loan 2 whole, loan 5's first 50.
      overdueLoans: 3,
      overduePetro: 154,
      par1: 0.8026, // (64 + 80 + 100) ÷ 304
      par30: 0.2632, // 80 ÷ 304, loan 2 is 100 days late
      par90: 0.2632,
      disbursedPetro: 100, // loan 3, the month's only
      disbursedBs: 2500,
      collectedPetro: 110, // 20 (D−3) + 40 (D−2) + 50 (D−12)
      collectedBs: 2500, // 500 + 1 000 + 1 000, as entered
      pendingRequests: 1,
      pendingPayments: 1,
      aging: [
        { bucket: '1-30', loans: 2, outstandingPetro: 164 },
        { bucket: '31-60', loans: 0, outstandingPetro: 0 },
        { bucket: '61-90', loans: 0, outstandingPetro: 0 },
        { bucket: '90+', loans: 1, outstandingPetro: 80 },
      ],
    });
    const lines = r.byOrganization.filter((o) => o.activeLoans > 0);
    expect(lines).toEqual([
      expect.objectContaining({
        id: lineA,
        activeLoans: 2,
        outstandingPetro: 144,
        overduePetro: 104,
        par30: 0.5556,
      }),
      expect.objectContaining({
        id: lineB,
        activeLoans: 2,
        outstandingPetro: 160,
        overduePetro: 50,
        par30: 0,
      }),
    ]);
    // Twelve months ending with D's, oldest first, empty ones included.
    const month = (day: string) => day.slice(0, 7);
    expect(r.monthly).toHaveLength(12);
    expect(r.monthly.at(-1)!.month).toBe(month(D));
    const expected = new Map<string, { dP: number; dB: number; cP: number; cB: number; n: number }>();
    const add = (day: string, f: Partial<{ dP: number; dB: number; cP: number; cB: number; n: number }>) => {
      const m = expected.get(month(day)) ?? { dP: 0, dB: 0, cP: 0, cB: 0, n: 0 };
      for (const [k, v] of Object.entries(f)) m[k as keyof typeof m] += v;
      expected.set(month(day), m);
    };
    add(addDays(D, -75), { dP: 120, dB: 3000, n: 1 });
    add(addDays(D, -130), { dP: 80, dB: 2000, n: 1 });
    add(addDays(D, -10), { dP: 100, dB: 2500, n: 1 });
    add(addDays(D, -40), { dP: 50, dB: 1250, n: 1 });
    add(addDays(D, -45), { dP: 100, dB: 2500, n: 1 });
    add(addDays(D, -50), { cP: 40, cB: 800 });
    add(addDays(D, -3), { cP: 20, cB: 500 });
    add(addDays(D, -2), { cP: 40, cB: 1000 });
    add(addDays(D, -12), { cP: 50, cB: 1000 });
    for (const m of r.monthly) {
      const e = expected.get(m.month) ?? { dP: 0, dB: 0, cP: 0, cB: 0, n: 0 };
      expect(m, m.month).toEqual({
        month: m.month,
        disbursedPetro: e.dP,
        disbursedBs: e.dB,
        collectedPetro: e.cP,
        collectedBs: e.cB,
        newLoans: e.n,
      });
    }
  });

  it('narrows to one line, and says so when the line does not exist', async () => {
    const r: PortfolioReport = (await get(`/api/reports/portfolio?date=${D}&organization=${lineA}`)).json();
    expect(r).toMatchObject({
      activeLoans: 2,
      outstandingPetro: 144,
      overdueLoans: 2,
      overduePetro: 104,
      par30: 0.5556,
      disbursedPetro: 0,
      collectedPetro: 20,
      collectedBs: 500,
      pendingRequests: 1,
      pendingPayments: 0,
    });
    expect(r.byOrganization.map((o) => o.id)).toEqual([lineA]);
    const missing = await get('/api/reports/portfolio?organization=2000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'La organización no existe.' });
    const bad = await get('/api/reports/portfolio?date=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Fecha inválida.');
  });

  it('keeps a day once asked, and answers it again the same from what it kept', async () => {
    await h.db.execute(sql`delete from portfolio_days where day = ${D}`);
    await h.db.execute(sql`delete from portfolio_standings where day = ${D}`);
    const first = await get(`/api/reports/portfolio?date=${D}`);
    expect(first.statusCode).toBe(200);
    // The route keeps the day after its answer, in the background.
    await vi.waitFor(
      async () => {
        const { rows } = (await h.db.execute(
          sql`select 1 from portfolio_days where day = ${D}`,
        )) as Rows<unknown>;
        expect(rows).toHaveLength(1);
      },
      { timeout: 20_000, interval: 100 },
    );
    const { rows } = (await h.db.execute(
      sql`select count(*)::int as n from portfolio_standings where day = ${D}`,
    )) as Rows<{ n: number }>;
    expect(rows[0]!.n).toBeGreaterThan(0);
    const again = await get(`/api/reports/portfolio?date=${D}`);
    expect(again.json()).toEqual(first.json());
  });

  it('agrees today with the loans list: what is out and which loans are in mora', async () => {
    const r: PortfolioReport = (await get('/api/reports/portfolio')).json();
    expect(r.date).toBe(today);
    const listed: Loan[] = (await get('/api/loan?status=Por pagar&size=100')).json();
    const out = listed
      .reduce((sum, l) => sum.plus(l.amountPay).minus(l.paidTotal), new Decimal(0))
      .toNumber();
    expect(r.activeLoans).toBe(listed.length);
    expect(r.outstandingPetro).toBe(out);
    expect(r.overdueLoans).toBe(listed.filter((l) => l.isMora).length);
  });

  it('is for administrators only', async () => {
    expect((await get('/api/reports/portfolio', {})).statusCode).toBe(401);
    const carrier = await carrierWithLoan(h, admin);
    const res = await get('/api/reports/portfolio', carrier.auth);
    expect(res.statusCode).toBe(403);
  });
});
