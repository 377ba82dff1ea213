import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { Decimal, addDays, businessDate, storedLoanStanding } from '@app/domain';
import { carriers, creditRequests, incomes, installments, loans } from '../src/db/schema';
import { nextDueOn } from '../src/modules/loans/repayment';
import { createAffiliate } from './factories';
import type { Harness } from './helper';

const today = businessDate();

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
