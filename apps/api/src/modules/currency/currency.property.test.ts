import { expect, it } from 'vitest';
import fc from 'fast-check';
import { asc, desc, eq } from 'drizzle-orm';
import {
  Decimal,
  UNIT_CODES,
  addDays,
  businessDate,
  enteredBsAt,
  loanStandingOn,
  storedLoanStanding,
  type PortfolioReport,
  type UnitCode,
} from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createOrganization, createPrice, login } from '../../../test/factories';
import { loanArb, seedRandomLoans, type Drawn } from '../../../test/random-portfolio';
import {
  creditRequests,
  expenses,
  incomes,
  installments,
  loans,
  payments,
  prices,
  replacedInstallments,
  rules,
} from '../../db/schema';

let h: Harness;
let admin: Record<string, string>;
const today = businessDate();
const days = [0, 7, 30, 95, 200].map((d) => addDays(today, -d));

/** Each run on its own database: factors do not compound from one run to the next. */
async function fresh() {
  h = await build();
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '7.5', new Date(Date.now() - 400 * 86_400_000));
  await createPrice(h.db, '9.1234');
  // A rule typed in Bs at an older rate: its Bs at today's rate is priced between two rates.
  await h.db.insert(rules).values({ amountInPetro: '13.3333', amountBs: '100.00', rate: '7.5' });
}

const post = (url: string, payload: object, key = `k-${Math.random().toString(36).slice(2, 12)}`) =>
  h.app.inject({ method: 'POST', url, headers: { ...admin, 'idempotency-key': key }, payload });

/** Reschedules, write-offs, funds, expenses and a payment under review, through the routes, on some of the line's loans. */
async function moreMovements(organizationId: number, pick: number[]) {
  const open = await h.db.select().from(loans).where(eq(loans.status, 'Por pagar')).orderBy(asc(loans.id));
  // Loan k of the line: rescheduled when k is even, written off when odd, if drawn.
  for (const [k, l] of open.entries()) {
    if (!pick.includes(k)) continue;
    const res =
      k % 2 === 0
        ? await post(`/api/loan/${l.id}/reschedule`, { feeNumbers: 3, creditDays: 60, reason: 'Prueba' })
        : await post(`/api/loan/${l.id}/write-off`, { reason: 'Incobrable' });
    expect(res.statusCode, res.body).toBe(200);
  }
  const expense = await post('/api/expenses', {
    date: today,
    reasonForAdmission: 'Papelería',
    incomeAmount: 123.45,
  });
  expect(expense.statusCode, expense.body).toBe(201);
  const fund = await post('/api/ingress', {
    date: today,
    reasonForAdmission: 'Aporte',
    incomeAmountBs: 1000.01,
    isFund: true,
    responsible: { firstNames: 'Ana', lastNames: 'Rojas' },
    origin: 'Socios',
  });
  expect(fund.statusCode, fund.body).toBe(201);
  const [someLoan] = open;
  if (someLoan)
    await h.db.insert(payments).values({
      carrierId: someLoan.carrierId,
      loanId: someLoan.id,
      amountBs: '77.77',
      amountPetro: new Decimal('77.77').div('9.1234').toDecimalPlaces(4).toFixed(),
      rate: '9.1234',
      voucherCode: String(organizationId * 1000 + Math.floor(Math.random() * 999)),
      date: today,
    });
}

/** Everything the change must keep or scale, read straight from the tables. */
async function snapshot() {
  const all = await h.db.select().from(loans).orderBy(asc(loans.id));
  const schedule = await h.db.select().from(installments);
  const credit = await h.db.select().from(incomes).where(eq(incomes.isCredit, true));
  const [rate] = await h.db.select().from(prices).orderBy(desc(prices.createdAt), desc(prices.id)).limit(1);
  const current = rate!.amount;
  const perLoan = all.map((l) => {
    const own = schedule.filter((i) => i.loanId === l.id);
    const repayments = credit.filter((r) => r.loanId === l.id);
    const s = storedLoanStanding(own, l, today);
    const onDays = l.rescheduledOn
      ? []
      : days.map((d) => {
          const o = loanStandingOn(
            own.map((i) => ({
              ...i,
              penaltyAppliedOn: i.penaltyAppliedAt && businessDate(i.penaltyAppliedAt),
            })),
            repayments.map((r) => ({ date: r.date, amount: r.amountPetro })),
            d,
          );
          return [o.status, o.isMora, o.daysPastDue];
        });
    return {
      id: l.id,
      standing: [
        s.status,
        s.feePaid,
        s.isMora,
        s.installments.filter((i) => i.overdue).length,
        s.credit.gt(0),
      ],
      onDays,
      sumInstallments: own.reduce((a, i) => a.plus(i.amount).plus(i.penalty ?? 0), new Decimal(0)),
      amountPay: new Decimal(l.amountPay),
      paidBefore: new Decimal(l.paidBefore),
      paidTotal: new Decimal(l.paidTotal),
      repaid: repayments.reduce((a, r) => a.plus(r.amountPetro), new Decimal(0)),
      awardedBs: l.amountAwardedInBs,
      paidBs: l.paidBs,
      owed: new Decimal(l.amountPay).minus(l.paidTotal),
    };
  });
  const bs = async (
    t: typeof payments | typeof incomes | typeof expenses | typeof creditRequests | typeof rules,
  ) => (await h.db.select().from(t).orderBy(asc(t.id))).map((r) => [r.id, r.amountBs]);
  const units = async (t: typeof payments | typeof incomes | typeof expenses | typeof creditRequests) =>
    new Map((await h.db.select().from(t)).map((r) => [r.id, new Decimal(r.amountPetro)]));
  const ruleRows = await h.db.select().from(rules).orderBy(asc(rules.id));
  const requestRows = await h.db.select().from(creditRequests).orderBy(asc(creditRequests.id));
  return {
    current,
    perLoan,
    bs: {
      payments: await bs(payments),
      incomes: await bs(incomes),
      expenses: await bs(expenses),
      requests: await bs(creditRequests),
      rules: await bs(rules),
    },
    units: {
      payments: await units(payments),
      incomes: await units(incomes),
      expenses: await units(expenses),
      requests: await units(creditRequests),
    },
    // Bs priced between two rates: a rule's and a request's at today's rate.
    ratioBs: [
      ...ruleRows.map((r) => enteredBsAt({ bs: r.amountBs, rate: r.rate }, current).toFixed(2)),
      ...requestRows.map((r) => enteredBsAt({ bs: r.amountBs, rate: r.rate }, current).toFixed(2)),
    ],
    replaced: (await h.db.select().from(replacedInstallments)).length,
    installments: schedule.length,
  };
}

async function reports(): Promise<PortfolioReport[]> {
  return Promise.all(
    days.map(async (d) => {
      const res = await h.app.inject({ url: `/api/reports/portfolio?date=${d}`, headers: admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as PortfolioReport;
    }),
  );
}

const near = (after: Decimal, before: Decimal, f: string, slack: string) =>
  after.minus(before.mul(f)).abs().lte(slack);

const factorArb = fc.oneof(
  fc.constantFrom('60', '0.37', '1.0833', '0.9', '55.25', '0.0167'),
  fc
    .tuple(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 0, max: 4 }))
    .map(([n, k]) => new Decimal(n).div(10 ** k).toFixed())
    .filter((f) => new Decimal(f).gte('0.01')),
);

it('a change of unit keeps every Bs, every standing and every sum, on random portfolios and factors', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(loanArb, { minLength: 1, maxLength: 5 }),
      fc.subarray([0, 1, 2, 3, 4]),
      factorArb,
      fc.nat(1),
      async (drawn, pick, factor, which) => {
        await fresh();
        try {
          await oneChange(drawn, pick, factor, which);
        } finally {
          await h.close();
        }
      },
    ),
    { numRuns: Number(process.env.PROPERTY_RUNS) || (process.env.CI ? 20 : 10), endOnFailure: true },
  );
}, 600_000);

async function oneChange(drawn: Drawn[], pick: number[], factor: string, which: number) {
  const organizationId = (await createOrganization(h.db)).id;
  await seedRandomLoans(h, organizationId, drawn);
  await moreMovements(organizationId, pick);
  const from = ((await h.app.inject({ url: '/api/settings/currency' })).json() as { code: UnitCode }).code;
  const to = UNIT_CODES.filter((c) => c !== from)[which]!;
  const before = await snapshot();
  const reportsBefore = await reports();

  const res = await post('/api/settings/currency', { code: to, factor, reason: 'Prueba', from });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ code: to, factor, loans: before.perLoan.length });

  const after = await snapshot();
  // Bs entered or recorded: exactly the same, every one.
  expect(after.bs).toEqual(before.bs);
  // Bs priced between two rates (a rule's, a request's at today's rate): the same to the cent.
  expect(after.ratioBs).toEqual(before.ratioBs);
  expect(after.replaced).toBe(before.replaced);
  for (const [k, b] of before.perLoan.entries()) {
    const a = after.perLoan[k]!;
    expect(a.id).toBe(b.id);
    expect(a.standing, `loan ${b.id}`).toEqual(b.standing);
    expect(a.onDays, `loan ${b.id}`).toEqual(b.onDays);
    expect([a.awardedBs, a.paidBs]).toEqual([b.awardedBs, b.paidBs]);
    // Σ installments = the amount to pay (less what replaced schedules absorbed), to the last decimal.
    expect(a.sumInstallments.toFixed(4)).toBe(a.amountPay.minus(a.paidBefore).toFixed(4));
    expect(a.paidTotal.toFixed(4)).toBe(a.repaid.toFixed(4));
    expect(near(a.amountPay, b.amountPay, factor, '0.0002'), `loan ${b.id}`).toBe(true);
    expect(near(a.owed, b.owed, factor, '0.0003'), `loan ${b.id}`).toBe(true);
  }
  for (const kind of ['payments', 'incomes', 'expenses', 'requests'] as const)
    for (const [id, v] of before.units[kind])
      expect(near(after.units[kind].get(id)!, v, factor, '0.0003'), `${kind} ${id}`).toBe(true);

  const reportsAfter = await reports();
  for (const [k, b] of reportsBefore.entries()) {
    const a = reportsAfter[k]!;
    // Today every figure is a difference of two converted points: one ten-thousandth per loan. A past
    // day leaves out penalties applied after it, so each installment's own rounding adds up (decision 33).
    const perLoan = new Decimal('0.0001').mul(
      Math.max(1, b.activeLoans + (k === 0 ? 0 : after.installments)),
    );
    expect([a.activeLoans, a.overdueLoans, a.aging.map((x) => x.loans)]).toEqual([
      b.activeLoans,
      b.overdueLoans,
      b.aging.map((x) => x.loans),
    ]);
    expect(
      near(new Decimal(a.outstandingPetro), new Decimal(b.outstandingPetro), factor, perLoan.toFixed()),
    ).toBe(true);
    expect(near(new Decimal(a.overduePetro), new Decimal(b.overduePetro), factor, perLoan.toFixed())).toBe(
      true,
    );
    // Bs recorded on the movements: the same; the outstanding's Bs within what one stored decimal per loan is worth.
    expect([a.disbursedBs, a.collectedBs, a.monthly.map((m) => [m.disbursedBs, m.collectedBs])]).toEqual([
      b.disbursedBs,
      b.collectedBs,
      b.monthly.map((m) => [m.disbursedBs, m.collectedBs]),
    ]);
    const worth = perLoan.mul(a.rate).plus('0.01');
    expect(
      new Decimal(a.outstandingBs).minus(b.outstandingBs).abs().lte(worth),
      `${a.outstandingBs} ${b.outstandingBs}`,
    ).toBe(true);
  }
}
