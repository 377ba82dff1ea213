import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import {
  Decimal,
  bsToPetro,
  businessDate,
  owedNow,
  storedLoanStanding,
  type CollectionRow,
  type PortfolioReport,
} from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createOrganization, createPrice, login } from '../../../test/factories';
import { loanArb, seedRandomLoans } from '../../../test/random-portfolio';
import { affiliates, carriers, installments, loans, payments } from '../../db/schema';

let h: Harness;
let admin: Record<string, string>;
const today = businessDate();
const RATE = '7.5';
let voucher = 1_000_000;

beforeAll(async () => {
  h = await build();
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, RATE, new Date(Date.now() - 400 * 86_400_000));
});
afterAll(() => h.close());

const get = async <T>(url: string): Promise<T> => {
  const res = await h.app.inject({ url, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A payment reported today for some loan of the line and not decided yet: its Bs, and its ₽ at the rate. */
const pendingArb = fc.record({
  loan: fc.nat(),
  bs: fc.integer({ min: 100, max: 1_500_000 }).map((n) => new Decimal(n).div(100)),
});

it('what is owed now agrees with the desk and the portfolio report, loan by loan, to the last stored decimal', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(loanArb, { minLength: 1, maxLength: 4 }),
      fc.array(pendingArb, { maxLength: 3 }),
      async (drawn, pending) => {
        const organizationId = (await createOrganization(h.db)).id;
        await seedRandomLoans(h, organizationId, drawn);
        const own = (
          await h.db
            .select({ loan: loans })
            .from(loans)
            .innerJoin(carriers, eq(carriers.id, loans.carrierId))
            .innerJoin(affiliates, eq(affiliates.id, carriers.affiliateId))
            .where(eq(affiliates.organizationId, organizationId))
        ).map((r) => r.loan);
        for (const p of pending) {
          const loan = own[p.loan % own.length]!;
          await h.db.insert(payments).values({
            carrierId: loan.carrierId,
            loanId: loan.id,
            amountPetro: bsToPetro(p.bs, RATE).toFixed(4),
            amountBs: p.bs.toFixed(2),
            rate: RATE,
            voucherCode: String(voucher++),
            date: today,
          });
        }

        // The rule, from the stored rows as a screen would read them.
        const expected = new Map<number, ReturnType<typeof owedNow>>();
        for (const loan of own) {
          const schedule = await h.db.select().from(installments).where(eq(installments.loanId, loan.id));
          const underReview = (await h.db.select().from(payments).where(eq(payments.loanId, loan.id))).map(
            (p) => ({ amountInBs: p.amountBs, amountInPetro: p.amountPetro, date: p.date }),
          );
          const standing = storedLoanStanding(schedule, loan, today);
          expected.set(
            loan.id,
            owedNow({ installments: standing.installments, today, loan, rate: RATE, underReview }),
          );
        }

        // The desk: exactly the loans with something overdue, each with the rule's figures.
        const desk = await get<CollectionRow[]>(`/api/collections?organization=${organizationId}&limit=100`);
        const late = own.filter(
          (l) => l.status === 'Por pagar' && expected.get(l.id)!.installmentsOverdue > 0,
        );
        expect(desk.map((r) => r.loan).sort()).toEqual(late.map((l) => l.id).sort());
        for (const row of desk) {
          const owed = expected.get(row.loan)!;
          expect(row).toMatchObject({
            overduePetro: owed.overdue.petro.toNumber(),
            overdueBs: owed.overdue.bs!.toNumber(),
            balancePetro: owed.balance.petro.toNumber(),
            daysPastDue: owed.daysPastDue,
            installmentsOverdue: owed.installmentsOverdue,
            overdueAfterReview: {
              petro: owed.afterReview.overdue.petro.toNumber(),
              bs: owed.afterReview.overdue.bs!.toNumber(),
              daysPastDue: owed.afterReview.daysPastDue,
            },
          });
          expect(row.underReview).toHaveLength(owed.underReview.payments.length);
        }

        // The portfolio report at the end of today: its overdue and outstanding are the rule's, summed.
        const report = await get<PortfolioReport>(
          `/api/reports/portfolio?date=${today}&organization=${organizationId}`,
        );
        const open = own.filter((l) => l.status === 'Por pagar').map((l) => expected.get(l.id)!);
        const sum = (pick: (o: ReturnType<typeof owedNow>) => Decimal) =>
          open.reduce((s, o) => s.plus(pick(o)), new Decimal(0)).toNumber();
        expect(report.overduePetro).toBe(sum((o) => o.overdue.petro));
        expect(report.outstandingPetro).toBe(sum((o) => o.balance.petro));
        expect(report.overdueLoans).toBe(late.length);
      },
    ),
    { numRuns: 60 },
  );
});
