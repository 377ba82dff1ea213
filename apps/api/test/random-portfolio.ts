import { afterAll, beforeAll, expect } from 'vitest';
import fc from 'fast-check';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  Decimal,
  addDays,
  businessDate,
  loanStandingOn,
  storedLoanStanding,
  type PortfolioReport,
} from '@app/domain';
import { affiliates, carriers, creditRequests, incomes, installments, loans } from '../src/db/schema';
import { nextDueOn } from '../src/modules/loans/repayment';
import { bearer, createAdministrator, createAffiliate, createPrice, login } from './factories';
import { build, type Harness } from './helper';

const today = businessDate();

/**
 * The portfolio report's tests' setting, built before and closed after the file's tests: the app,
 * an administrator's bearer headers, a rate since 400 days ago (read `h` and `admin` inside a test).
 */
export function portfolioReportSetting() {
  const setting = {} as { h: Harness; admin: Record<string, string> };
  beforeAll(async () => {
    setting.h = await build();
    const { email } = await createAdministrator(setting.h.db);
    setting.admin = bearer((await login(setting.h.app, email, 'Administrator')).access_token);
    await createPrice(setting.h.db, '7.5', new Date(Date.now() - 400 * 86_400_000));
  });
  afterAll(() => setting.h.close());
  return setting;
}

const petro = fc.integer({ min: 10_000, max: 2_000_000 }).map((n) => new Decimal(n).div(10_000).toFixed(4));
/** A loan drawn at random: when approved, its installments and penalties, its repayments. */
export const loanArb = fc.record({
  approvedDaysAgo: fc.integer({ min: 0, max: 300 }),
  creditDays: fc.integer({ min: 1, max: 120 }),
  installments: fc.array(
    fc.record({ amount: petro, penalty: fc.option(petro), appliedAfterDue: fc.nat(40) }),
    {
      minLength: 1,
      maxLength: 4,
    },
  ),
  // Some repayments pay exactly an installment (with its penalty): boundaries where a loan is just covered.
  repayments: fc.array(
    fc.record({
      afterApproval: fc.nat(200),
      amount: fc.oneof(
        petro,
        fc.nat(3).map((k) => ({ installment: k })),
      ),
    }),
    { maxLength: 5 },
  ),
});

export type Drawn = typeof loanArb extends fc.Arbitrary<infer T> ? T : never;
/** A repayment's ₽: as drawn, or exactly installment k's amount and penalty. */
const repaid = (l: Drawn, amount: Drawn['repayments'][number]['amount']) => {
  if (typeof amount === 'string') return amount;
  const i = l.installments[amount.installment % l.installments.length]!;
  return new Decimal(i.amount).plus(i.penalty ?? 0).toFixed(4);
};

/** Day k of a loan's life, never after today (no movement is dated in the future). */
export const dayOf = (start: string, k: number) => {
  const d = addDays(start, k);
  return d > today ? today : d;
};

/**
 * Writes a random line's loans straight into the tables, as the routes would have left them (the
 * next due date too, as applyRepayment keeps it); returns the days something happened.
 */
export async function seedRandomLoans(h: Harness, organizationId: number, drawn: Drawn[]): Promise<string[]> {
  const events: string[] = [];
  for (const l of drawn) {
    const { affiliate } = await createAffiliate(h.db, { organizationId });
    const [carrier] = await h.db
      .insert(carriers)
      .values({ affiliateId: affiliate.id, passwordHash: 'x' })
      .returning();
    const approved = addDays(today, -l.approvedDaysAgo);
    const amountPay = l.installments.reduce((s, i) => s.plus(i.amount).plus(i.penalty ?? 0), new Decimal(0));
    const paid = l.repayments.reduce((s, r) => s.plus(repaid(l, r.amount)), new Decimal(0));
    const awarded = l.installments.reduce((s, i) => s.plus(i.amount), new Decimal(0));
    const [request] = await h.db
      .insert(creditRequests)
      .values({
        affiliateId: affiliate.id,
        amountPetro: awarded.toFixed(4),
        amountBs: awarded.mul(7.5).toFixed(2),
        rate: '7.5',
        status: 'Aprobado',
        channel: 'web',
      })
      .returning();
    const [loan] = await h.db
      .insert(loans)
      .values({
        requestId: request!.id,
        carrierId: carrier!.id,
        date: approved,
        reasonForAdmission: 'Prueba',
        rate: '7.5',
        interestRate: '0',
        amountAwarded: awarded.toFixed(4),
        amountAwardedInBs: awarded.mul(7.5).toFixed(2),
        amountPay: amountPay.toFixed(4),
        totalPayFees: l.installments[0]!.amount,
        feeNumbers: l.installments.length,
        creditDays: l.creditDays,
        paidTotal: paid.toFixed(4),
        // As applyRepayment keeps it: the latest repayment's date.
        lastRepaidOn:
          l.repayments
            .map((r) => dayOf(approved, r.afterApproval))
            .sort()
            .at(-1) ?? null,
        status: paid.gte(amountPay) ? 'Pagado' : 'Por pagar',
      })
      .returning();
    await h.db.insert(installments).values(
      l.installments.map((i, k) => {
        const due = addDays(approved, Math.round(((k + 1) * l.creditDays) / l.installments.length));
        const applied = i.penalty && dayOf(due, 1 + i.appliedAfterDue);
        events.push(due, ...(applied ? [applied] : []));
        return {
          loanId: loan!.id,
          number: k + 1,
          dueDate: due,
          amount: i.amount,
          penalty: applied ? i.penalty : null,
          penaltyAppliedAt: applied ? new Date(`${applied}T12:00:00-04:00`) : null,
        };
      }),
    );
    // As applyRepayment leaves it: installments covered in order and the first one still open.
    const stored = await h.db.select().from(installments).where(eq(installments.loanId, loan!.id));
    const standing = storedLoanStanding(stored, loan!, today);
    await h.db
      .update(loans)
      .set({ feePaid: standing.feePaid, nextDueOn: nextDueOn(standing) })
      .where(eq(loans.id, loan!.id));
    if (l.repayments.length) {
      await h.db.insert(incomes).values(
        l.repayments.map((r) => ({
          date: dayOf(approved, r.afterApproval),
          reasonForAdmission: 'Abono',
          amountPetro: repaid(l, r.amount),
          amountBs: new Decimal(repaid(l, r.amount)).mul(7.5).toFixed(2),
          rate: '7.5',
          isCredit: true,
          carrierId: carrier!.id,
          loanId: loan!.id,
        })),
      );
      events.push(...l.repayments.map((r) => dayOf(approved, r.afterApproval)));
    }
    events.push(approved);
  }
  return events;
}

/** The obvious way: every loan of the line, one by one, through the domain's standing as of the day. */
async function portfolioReference(h: Harness, organizationId: number, day: string) {
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

/** A change drawn at random to a loan already written: a repayment dated some day of its life, a penalty applied, or a repayment undone. */
export const lateChangeArb = fc.record({
  loan: fc.nat(),
  kind: fc.constantFrom('repayment', 'penalty', 'undo'),
  daysAgo: fc.nat(300),
  // Dated the day the test looks at: where a change's first day is the boundary.
  onTheDay: fc.boolean(),
  amount: petro,
});
export type LateChange = typeof lateChangeArb extends fc.Arbitrary<infer T> ? T : never;

/**
 * Applies late changes to a line's loans straight in the tables, then leaves each loan's columns
 * as the routes would (what is owed and paid, status, latest repayment): a back-dated repayment
 * approved today, the penalties job, a repayment deleted.
 */
export async function applyLateChanges(
  h: Harness,
  organizationId: number,
  changes: LateChange[],
  theDay: string,
) {
  const own = await h.db.select().from(loans).where(eq(loans.organizationId, organizationId));
  if (!own.length) return;
  for (const c of changes) {
    const loan = own[c.loan % own.length]!;
    const drawn = c.onTheDay ? theDay : addDays(today, -c.daysAgo);
    const day = drawn < loan.date ? loan.date : drawn;
    if (c.kind === 'repayment')
      await h.db.insert(incomes).values({
        date: day,
        reasonForAdmission: 'Abono',
        amountPetro: c.amount,
        amountBs: new Decimal(c.amount).mul(7.5).toFixed(2),
        rate: '7.5',
        isCredit: true,
        carrierId: loan.carrierId,
        loanId: loan.id,
      });
    else if (c.kind === 'undo') {
      const [one] = await h.db.select().from(incomes).where(eq(incomes.loanId, loan.id)).limit(1);
      if (one) await h.db.delete(incomes).where(eq(incomes.id, one.id));
    } else {
      const [open] = await h.db
        .select()
        .from(installments)
        .where(and(eq(installments.loanId, loan.id), isNull(installments.penalty)))
        .limit(1);
      if (open)
        await h.db
          .update(installments)
          .set({ penalty: c.amount, penaltyAppliedAt: new Date(`${day}T12:00:00-04:00`) })
          .where(eq(installments.id, open.id));
    }
  }
  // Each loan's own columns again from its rows, as applyRepayment and the penalties job leave them.
  await h.db.execute(sql`
    update loans l set
      amount_pay = s.owed, paid_total = s.paid, last_repaid_on = s.last,
      status = case when s.paid >= s.owed then 'Pagado' else 'Por pagar' end
    from (
      select l2.id,
        (select sum(i.amount + coalesce(i.penalty, 0)) from installments i where i.loan_id = l2.id) as owed,
        coalesce((select sum(r.amount_petro) from incomes r where r.loan_id = l2.id and r.is_credit), 0) as paid,
        (select max(r.date) from incomes r where r.loan_id = l2.id and r.is_credit) as last
      from loans l2 where l2.organization_id = ${organizationId}
    ) s
    where s.id = l.id
  `);
}

/** The report's figures the loan-by-loan reference computes, in its shape. */
const reportFigures = (r: PortfolioReport) => ({
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
});

/** Asks the report for one line on `day`, and expects the figures the loan-by-loan reference computes. */
export async function expectReportAsReference(
  { h, admin }: { h: Harness; admin: Record<string, string> },
  organizationId: number,
  day: string,
) {
  const res = await h.app.inject({
    url: `/api/reports/portfolio?date=${day}&organization=${organizationId}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(reportFigures(res.json())).toEqual(await portfolioReference(h, organizationId, day));
}
