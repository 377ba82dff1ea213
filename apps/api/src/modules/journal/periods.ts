import { isNotNull, max, sql } from 'drizzle-orm';
import { booksMessages, monthOf } from '@app/domain';
import type { Db, Rows, Tx } from '../../db/client';
import { periods } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

/**
 * Advisory lock of the books: every posting holds it shared, a closing exclusive. One key for all
 * months: a closing then waits for postings in flight into any earlier month too (closed through,
 * below), and they are milliseconds long, so nothing waits for long.
 */
const PERIOD_LOCK = 32032;

/** The closing's side of `holdBooks`: no posting runs while it is held. */
export const lockMonthForClosing = (tx: Tx, _month: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${PERIOD_LOCK}, 0)`);

/**
 * The books held shared until the caller's transaction ends (a posting or a dated movement waits
 * for a closing in progress, and a closing waits for them), then the latest closed month, or null,
 * read after the lock is granted: one statement (hold_books, migration 0039). Months close in order
 * (the periods service refuses otherwise), so the books are closed through it.
 */
export const holdBooks = sql`hold_books(${PERIOD_LOCK})`;

/** The latest closed month, or null, without holding the books (one read of the periods' primary key). */
export async function closedThrough(db: Db | Tx): Promise<string | null> {
  const [row] = await db
    .select({ month: max(periods.month) })
    .from(periods)
    .where(isNotNull(periods.closedAt));
  return row?.month ?? null;
}

/**
 * A movement an administrator dates (income, expense, fund…) is refused in a closed month: 409
 * naming it. Holds the books, so a closing cannot slip in before the caller's transaction commits.
 */
export async function assertOpenDate(tx: Tx, day: string): Promise<void> {
  const month = monthOf(day);
  const { rows } = (await tx.execute(sql`select ${holdBooks} as month`)) as unknown as Rows<{
    month: string | null;
  }>;
  const closed = rows[0]?.month ?? null;
  if (closed !== null && month <= closed) throw new HttpError(409, booksMessages.closedMonth(month));
}

/**
 * The day an entry for a movement of `day` is booked, as a one-row query of (date, moved): that day
 * while its month is open, else the first day after the books' last closed month (a carrier's late
 * payment, a job's catch-up). Part of the posting's own statement; it holds the books (`holdBooks`).
 */
export const bookedOn = (day: string) => sql`
  select case when closed.month is null or ${monthOf(day)} > closed.month then ${day}::date
              else (to_date(closed.month, 'YYYY-MM') + interval '1 month')::date end as date,
         closed.month is not null and ${monthOf(day)} <= closed.month as moved
    from (select ${holdBooks} as month) closed`;
