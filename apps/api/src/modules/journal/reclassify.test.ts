import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, businessDate, type PortfolioReport } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, login } from '../../../test/factories';
import { accountBalance, entriesOf, loanApprovedOn } from '../../../test/books-fixture';
import { payLoan } from '../../../test/loan-fixture';
import { loans } from '../../db/schema';
import { reclassifyLoans } from './reclassify-job';

let h: Harness;
let admin: Record<string, string>;
const today = businessDate();

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await post('/api/prices', { amount: 100 });
  await post('/api/interests', { amount: 20, applyOnLyMDefaulters: false });
});
afterAll(() => h.close());

async function post(url: string, payload: object) {
  const res = await h.app.inject({ method: 'POST', url, headers: admin, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

/** The reclassification entries of a loan: date, and the lines as [code, debit, credit, unit]. */
const moves = async (loanId: number) =>
  (await entriesOf(h, 'reclassification', loanId)).flatMap((e) =>
    e.lines.map((l) => [e.date, l.code, l.debitBs, l.creditBs, l.unitAmount]),
  );

const report = async (): Promise<PortfolioReport> =>
  (await h.app.inject({ url: `/api/reports/portfolio?date=${today}`, headers: admin })).json();

describe('reclassification between current and past-due portfolio', () => {
  it('moves a loan past due on the day it crossed, and back at cost once it caught up', async () => {
    // 3 000 Bs at 100 = 30 of principal, 36 to pay in 3 × 12 (interest 2, principal 10 each), due
    // today −40, −10 and +20: past due from today −9.
    const c = await loanApprovedOn(h, admin, addDays(today, -70), {
      amountBs: 3000,
      feeNumbers: 3,
      creditDays: 90,
    });
    // A loan late by 20 days only stays current.
    const late = await loanApprovedOn(h, admin, addDays(today, -50), {
      amountBs: 1000,
      feeNumbers: 1,
      creditDays: 30,
    });
    expect(await reclassifyLoans(h.db, today)).toBe(1);
    expect(await moves(c.loanId)).toEqual([
      [addDays(today, -9), '1.1.03', '3000.00', '0.00', '30.0000'],
      [addDays(today, -9), '1.1.02', '0.00', '3000.00', '30.0000'],
    ]);
    expect(await moves(late.loanId)).toEqual([]);
    // Once: a second sweep finds nothing to move.
    expect(await reclassifyLoans(h.db, today)).toBe(0);

    // At 120 Bs per unit, 1 440 Bs pay installment 1 (12): 10 of principal leave the past-due account at
    // cost (1 000 Bs); the loan is 10 days late now, so its 20 left (2 000 Bs) go back to current today.
    await post('/api/prices', { amount: 120 });
    await payLoan(h, admin, c, 1440, today);
    await reclassifyLoans(h.db, today);
    expect((await moves(c.loanId)).slice(2)).toEqual([
      [today, '1.1.02', '2000.00', '0.00', '20.0000'],
      [today, '1.1.03', '0.00', '2000.00', '20.0000'],
    ]);
    const [loan] = await h.db.select().from(loans).where(eq(loans.id, c.loanId));
    expect(loan!.booksPastDue).toBe(false);
    expect(await accountBalance(h, '1.1.03')).toEqual({ bs: '0.00', unit: '0' });
    // 20 of this loan and 10 of the other, at their disbursement's Bs.
    expect(await accountBalance(h, '1.1.02')).toEqual({ bs: '3000.00', unit: '30' });
  });

  it("leaves the portfolio accounts equal to the report's principal by bucket", async () => {
    // Late 45 days (31–60), and 100 days (90+), with a partial payment.
    await loanApprovedOn(h, admin, addDays(today, -75), { amountBs: 2000, feeNumbers: 2, creditDays: 60 });
    const old = await loanApprovedOn(h, admin, addDays(today, -160), {
      amountBs: 4000,
      feeNumbers: 2,
      creditDays: 60,
    });
    await payLoan(h, admin, old, 1000, today);
    await reclassifyLoans(h.db, today);
    const r = await report();
    const inBucket = (b: string) => r.aging.find((a) => a.bucket === b)!.principalOutstanding;
    const current = r.principalCurrent + inBucket('1-30');
    const pastDue = inBucket('31-60') + inBucket('61-90') + inBucket('90+');
    expect(r.principalPastDue).toBeCloseTo(pastDue, 4);
    expect(current + pastDue).toBeCloseTo(r.principalOutstanding, 4);
    expect(Number((await accountBalance(h, '1.1.02')).unit)).toBeCloseTo(current, 4);
    expect(Number((await accountBalance(h, '1.1.03')).unit)).toBeCloseTo(pastDue, 4);
    expect(pastDue).toBeGreaterThan(0);
  });
});
