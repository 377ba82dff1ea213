import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { booksMessages, firstDayAfter, monthOf } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { periods } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

/** Advisory lock class of accounting months: posting holds a month shared, closing it exclusive. */
const PERIOD_LOCK = 32032;
const monthKey = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));

/** Posting into `month` waits for a closing of it in progress, and a closing waits for postings in flight. */
export const holdMonth = (tx: Tx, month: string) =>
  tx.execute(sql`select pg_advisory_xact_lock_shared(${PERIOD_LOCK}, ${monthKey(month)})`);

/** The closing's side of `holdMonth`: no posting into `month` runs while it is held. */
export const lockMonthForClosing = (tx: Tx, month: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${PERIOD_LOCK}, ${monthKey(month)})`);

/** The closed months from `month` on, in order. */
async function closedFrom(db: Db | Tx, month: string): Promise<Set<string>> {
  const rows = await db
    .select({ month: periods.month })
    .from(periods)
    .where(and(gte(periods.month, month), isNotNull(periods.closedAt)));
  return new Set(rows.map((r) => r.month));
}

/**
 * A movement an administrator dates (income, expense, fund…) is refused in a closed month: 409
 * naming it. Holds the month, so a closing cannot slip in before the caller's transaction commits.
 */
export async function assertOpenDate(tx: Tx, day: string): Promise<void> {
  const month = monthOf(day);
  await holdMonth(tx, month);
  const [row] = await tx
    .select({ closedAt: periods.closedAt })
    .from(periods)
    .where(and(eq(periods.month, month), isNotNull(periods.closedAt)));
  if (row) throw new HttpError(409, booksMessages.closedMonth(month));
}

/**
 * The day an entry for a movement of `day` is booked: that day while its month is open, else the
 * first day of the first open month after it (a carrier's late payment, a job's catch-up). The
 * month booked into is held until the caller's transaction ends.
 */
export async function bookingDate(tx: Tx, day: string): Promise<{ date: string; moved: boolean }> {
  let date = day;
  await holdMonth(tx, monthOf(date));
  const closed = await closedFrom(tx, monthOf(day));
  while (closed.has(monthOf(date))) {
    date = firstDayAfter(monthOf(date));
    await holdMonth(tx, monthOf(date));
  }
  return { date, moved: date !== day };
}
