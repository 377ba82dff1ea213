import { and, asc, eq, gt, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { PAST_DUE_DAYS, addDays, businessDate } from '@app/domain';
import type { Db } from '../../db/client';
import { loans } from '../../db/schema';
import { holdUnit } from '../currency';
import { reclassifyLoan } from './reclassify';

/** Loans reclassified per transaction: short locks, progress kept if the job stops. */
const BATCH = 200;

/**
 * The daily sweep of the books' portfolio accounts: the unpaid loans whose oldest unpaid
 * installment crossed PAST_DUE_DAYS and are still current in the books (`loans_next_due_idx`), and
 * the loans held as past due that caught up, were paid or written off (`loans_books_past_due_idx`,
 * a few thousand rows). Batches in index order, each in its own transaction with the loans locked
 * (SKIP LOCKED: a repayment in flight or another server has them, and reclassifies them itself).
 * Returns how many loans moved.
 */
export async function reclassifyLoans(db: Db, today = businessDate()): Promise<number> {
  const lastCurrentDue = addDays(today, -(PAST_DUE_DAYS + 1));
  const crossed = and(
    eq(loans.status, 'Por pagar'),
    lte(loans.nextDueOn, lastCurrentDue),
    not(loans.booksPastDue),
  )!;
  const caughtUp = and(
    sql`${loans.booksPastDue}`,
    or(isNull(loans.nextDueOn), gt(loans.nextDueOn, lastCurrentDue), sql`${loans.status} <> 'Por pagar'`),
  )!;
  return (await sweep(db, crossed, today)) + (await sweep(db, caughtUp, today));
}

async function sweep(db: Db, which: SQL, today: string): Promise<number> {
  let moved = 0;
  for (let after = 0; ;) {
    const batch = await db.transaction(async (tx) => {
      await holdUnit(tx);
      const rows = await tx
        .select({ id: loans.id })
        .from(loans)
        .where(and(which, gt(loans.id, after)))
        .orderBy(asc(loans.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const { id } of rows) if ((await reclassifyLoan(tx, id, today)) !== null) moved++;
      return rows;
    });
    if (batch.length < BATCH) return moved;
    after = batch.at(-1)!.id;
  }
}
