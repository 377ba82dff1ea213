import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { Decimal, addDays, businessDate, loanStandingOn, type PortfolioReport } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createOrganization, createPrice, login } from '../../../test/factories';
import { dayOf, loanArb, seedRandomLoans } from '../../../test/random-portfolio';
import { affiliates, carriers, incomes, installments, loans } from '../../db/schema';

let h: Harness;
let admin: Record<string, string>;
const today = businessDate();

beforeAll(async () => {
  h = await build();
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '7.5', new Date(Date.now() - 400 * 86_400_000));
});
afterAll(() => h.close());

/** The obvious way: every loan of the line, one by one, through the domain's standing as of the day. */
async function reference(organizationId: number, day: string) {
  const own = await h.db
    .select({ loan: loans })
    .from(loans)
    .innerJoin(carriers, eq(carriers.id, loans.carrierId))
    .innerJoin(affiliates, eq(affiliates.id, carriers.affiliateId))
    .where(eq(affiliates.organizationId, organizationId));
  let active = 0;
  let lateLoans = 0;
  let outstanding = new Decimal(0);
  let overdue = new Decimal(0);
  const par = { 1: new Decimal(0), 30: new Decimal(0), 90: new Decimal(0) };
  const aging = [0, 0, 0, 0].map(() => ({ loans: 0, out: new Decimal(0) }));
  let disbursed = new Decimal(0);
  let collected = new Decimal(0);
  const month = day.slice(0, 7);
  for (const { loan } of own) {
    const repayments = await h.db
      .select()
      .from(incomes)
      .where(and(eq(incomes.loanId, loan.id), eq(incomes.isCredit, true)));
    for (const r of repayments)
      if (r.date.slice(0, 7) === month && r.date <= day) collected = collected.plus(r.amountPetro);
    if (loan.date > day) continue;
    if (loan.date.slice(0, 7) === month) disbursed = disbursed.plus(loan.amountAwarded);
    const schedule = await h.db.select().from(installments).where(eq(installments.loanId, loan.id));
    const s = loanStandingOn(
      schedule.map((i) => ({
        ...i,
        penaltyAppliedOn: i.penaltyAppliedAt && businessDate(i.penaltyAppliedAt),
      })),
      repayments.map((r) => ({ date: r.date, amount: r.amountPetro })),
      day,
    );
    if (s.status !== 'Por pagar') continue;
    active++;
    outstanding = outstanding.plus(s.outstanding);
    if (s.isMora) {
      lateLoans++;
      overdue = overdue.plus(s.overdue);
      const d = s.daysPastDue;
      const bucket = d <= 30 ? 0 : d <= 60 ? 1 : d <= 90 ? 2 : 3;
      aging[bucket]!.loans++;
      aging[bucket]!.out = aging[bucket]!.out.plus(s.outstanding);
      for (const n of [1, 30, 90] as const) if (d > n) par[n] = par[n].plus(s.outstanding);
    }
  }
  const share = (x: Decimal) => (outstanding.isZero() ? 0 : x.div(outstanding).toDecimalPlaces(4).toNumber());
  return {
    activeLoans: active,
    outstandingPetro: outstanding.toNumber(),
    overdueLoans: lateLoans,
    overduePetro: overdue.toNumber(),
    par1: share(par[1]),
    par30: share(par[30]),
    par90: share(par[90]),
    disbursedPetro: disbursed.toNumber(),
    collectedPetro: collected.toNumber(),
    aging: aging.map((a) => [a.loans, a.out.toNumber()]),
  };
}

it('agrees with the loan-by-loan standing on random portfolios and days', async () => {
  await fc.assert(
    // The day: any of the last 320, or one next to a due date, a repayment, a penalty or an approval.
    fc.asyncProperty(
      fc.array(loanArb, { minLength: 1, maxLength: 5 }),
      fc.oneof(fc.nat(320), fc.record({ event: fc.nat(), shift: fc.integer({ min: -1, max: 1 }) })),
      async (drawn, when) => {
        const organizationId = (await createOrganization(h.db)).id;
        const events = await seedRandomLoans(h, organizationId, drawn);
        const day =
          typeof when === 'number'
            ? addDays(today, -when)
            : dayOf(events[when.event % events.length]!, when.shift);
        const res = await h.app.inject({
          url: `/api/reports/portfolio?date=${day}&organization=${organizationId}`,
          headers: admin,
        });
        expect(res.statusCode, res.body).toBe(200);
        const r: PortfolioReport = res.json();
        expect({
          activeLoans: r.activeLoans,
          outstandingPetro: r.outstandingPetro,
          overdueLoans: r.overdueLoans,
          overduePetro: r.overduePetro,
          par1: r.par1,
          par30: r.par30,
          par90: r.par90,
          disbursedPetro: r.disbursedPetro,
          collectedPetro: r.collectedPetro,
          aging: r.aging.map((a) => [a.loans, a.outstandingPetro]),
        }).toEqual(await reference(organizationId, day));
      },
    ),
    { numRuns: 150 },
  );
});
