import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { Decimal, addDays, businessDate, defaulterPenalty, loanStanding } from '@app/domain';
import type { Db } from '../../db/client';
import { installments, interests, loans } from '../../db/schema';
import { scheduleOf } from './repayment';

/**
 * Interest for defaulters: once per overdue installment, the newest defaulter rate × its unpaid
 * part, added to the loan's amountPay. Idempotent and safe on several servers at once: each loan
 * is locked while its penalties are decided, and a penalty is only written where none is yet.
 */
export async function applyDefaulterPenalties(
  db: Db,
  today = businessDate(),
  graceDays = 0,
): Promise<number> {
  const [rate] = await db
    .select({ amount: interests.amount })
    .from(interests)
    .where(eq(interests.applyOnLyMDefaulters, true))
    .orderBy(desc(interests.createdAt), desc(interests.id))
    .limit(1);
  if (!rate) return 0;
  // Overdue means past its due date by more than the grace days.
  const cutoff = addDays(today, -graceDays);
  const candidates = await db
    .selectDistinct({ loanId: installments.loanId })
    .from(installments)
    .innerJoin(loans, eq(loans.id, installments.loanId))
    .where(
      and(isNull(installments.penalty), lt(installments.dueDate, cutoff), eq(loans.status, 'Por pagar')),
    );

  let applied = 0;
  for (const { loanId } of candidates) {
    applied += await db.transaction(async (tx) => {
      const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
      if (!loan || loan.status !== 'Por pagar') return 0;
      const schedule = await scheduleOf(tx, loanId);
      const standing = loanStanding(schedule, loan.paidTotal, today);
      let added = new Decimal(0);
      let count = 0;
      for (const inst of standing.installments) {
        const stored = schedule.find((s) => s.number === inst.number)!;
        if (stored.penalty !== null || inst.fullyPaid || !(inst.dueDate < cutoff)) continue;
        const penalty = defaulterPenalty(inst, rate.amount);
        const written = await tx
          .update(installments)
          .set({ penalty: penalty.toFixed(), penaltyAppliedAt: sql`now()` })
          .where(and(eq(installments.id, stored.id), isNull(installments.penalty)))
          .returning({ id: installments.id });
        if (written.length) {
          added = added.plus(penalty);
          count++;
        }
      }
      if (count) {
        await tx
          .update(loans)
          .set({ amountPay: new Decimal(loan.amountPay).plus(added).toFixed() })
          .where(eq(loans.id, loanId));
      }
      return count;
    });
  }
  return applied;
}
