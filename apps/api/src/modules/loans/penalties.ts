import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { Decimal, addDays, businessDate, defaulterPenalty, storedLoanStanding } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { installments, loans } from '../../db/schema';
import { defaulterRatePercent } from '../interests';
import { scheduleOf } from './repayment';
import { holdUnit } from '../currency';

/** Loans decided per transaction: a short lock on each batch, and progress kept if the job stops. */
const BATCH = 200;

/**
 * Interest for defaulters: once per overdue installment, the newest defaulter rate × its unpaid
 * part, added to the loan's amountPay. Only loans that owe one are read: unpaid, with an
 * installment past the grace, not yet penalized and not covered (its number is past `fee_paid`,
 * the installments the repayments cover in order). Batches of loans in id order, each in its own
 * transaction with the loans locked (SKIP LOCKED: another server takes the next ones); a penalty
 * is only written where none is yet, so a rerun, a restart midway or two servers add each once.
 */
export async function applyDefaulterPenalties(
  db: Db,
  today = businessDate(),
  graceDays = 0,
): Promise<number> {
  const rate = await defaulterRatePercent(db);
  if (rate === null) return 0;
  // Overdue means past its due date by more than the grace days.
  const cutoff = addDays(today, -graceDays);
  const owesPenalty = sql`exists (
    select 1 from ${installments}
    where ${installments.loanId} = ${loans.id} and ${installments.penalty} is null
      and ${installments.dueDate} < ${cutoff} and ${installments.number} > ${loans.feePaid})`;

  let applied = 0;
  for (let after = 0; ;) {
    const batch = await db.transaction(async (tx) => {
      await holdUnit(tx);
      const due = await tx
        .select()
        .from(loans)
        .where(and(eq(loans.status, 'Por pagar'), gt(loans.id, after), owesPenalty))
        .orderBy(asc(loans.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const loan of due) applied += await penalize(tx, loan, rate, cutoff, today);
      return due;
    });
    if (batch.length < BATCH) return applied;
    after = batch.at(-1)!.id;
  }
}

/** One locked loan's new penalties, written with its amountPay; the number written. */
async function penalize(
  tx: Tx,
  loan: typeof loans.$inferSelect,
  ratePercent: string,
  cutoff: string,
  today: string,
): Promise<number> {
  const schedule = await scheduleOf(tx, loan.id);
  const standing = storedLoanStanding(schedule, loan, today);
  let added = new Decimal(0);
  let count = 0;
  for (const inst of standing.installments) {
    const stored = schedule.find((s) => s.number === inst.number)!;
    if (stored.penalty !== null || inst.fullyPaid || !(inst.dueDate < cutoff)) continue;
    const penalty = defaulterPenalty(inst, ratePercent);
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
      .where(eq(loans.id, loan.id));
  }
  return count;
}
