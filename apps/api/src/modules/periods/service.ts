import { and, asc, gte, isNull, lt, min } from 'drizzle-orm';
import { booksMessages, businessDate, firstDayAfter, monthOf, type Period } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { journalEntries, periods } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { recordAudit } from '../audit';
import { closedThrough, lockMonthForClosing, provisionMonth } from '../journal';

const nextMonth = (month: string) => monthOf(firstDayAfter(month));

/** The months from `first` to `last`, both included, oldest first. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let m = first; m <= last; m = nextMonth(m)) months.push(m);
  return months;
}

/** The month before today's: the last one that has ended (today's is still open to movements). */
const lastEndedMonth = () => {
  const today = businessDate();
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/**
 * `GET /api/periods`: every month from the first movement's (or, with none, the last closed one) to
 * the last that has ended, newest first, closedAt null while open. Months before the first movement
 * are closed through the last closing and not listed, so the list spans the books and no more. Two
 * reads: min(date) walks the journal's date index from its end; periods holds a row per closed month.
 */
export async function listPeriods(db: Db): Promise<Period[]> {
  const [first] = await db.select({ date: min(journalEntries.date) }).from(journalEntries);
  const start = first?.date ? monthOf(first.date) : await closedThrough(db);
  if (start === null) return [];
  const closed = await db.select().from(periods).where(gte(periods.month, start));
  const byMonth = new Map(closed.map((p) => [p.month, p]));
  return monthsBetween(start, lastEndedMonth())
    .reverse()
    .map((month) => {
      const row = byMonth.get(month);
      return {
        month,
        closedAt: row?.closedAt?.toISOString() ?? null,
        closedBy: row?.closedAt ? row.closedBy : null,
      };
    });
}

/**
 * The refusals of closing `month`, in the order the accountant meets them: it has not ended, it is
 * already closed (the books are closed through a later month too), or an earlier month with
 * movements is still open. Returns the months the closing closes: the empty ones skipped since the
 * last closing, then `month` itself.
 */
export async function closableMonths(db: Db | Tx, month: string): Promise<string[]> {
  if (month > lastEndedMonth()) throw new HttpError(409, booksMessages.monthNotEnded(month));
  const through = await closedThrough(db);
  if (through !== null && month <= through) throw new HttpError(409, booksMessages.monthAlreadyClosed(month));
  const from = through === null ? month : nextMonth(through);
  // Months close in order: the first movement after the books' last closing must be in `month`.
  const [earlier] = await db
    .select({ date: journalEntries.date })
    .from(journalEntries)
    .where(
      and(
        lt(journalEntries.date, `${month}-01`),
        through === null ? undefined : gte(journalEntries.date, `${from}-01`),
      ),
    )
    .orderBy(asc(journalEntries.date))
    .limit(1);
  if (earlier) throw new HttpError(409, booksMessages.earlierMonthOpen(monthOf(earlier.date)));
  return monthsBetween(from, month);
}

/**
 * Closes `month` (and the empty months since the last closing, which it closes through): under the
 * books' exclusive lock, so postings in flight commit first and none starts until this commits.
 * Audited; afterwards every movement dated in it is refused or moved to the first open day.
 */
export async function closeMonth(tx: Tx, actor: number, month: string): Promise<{ message: string }> {
  await lockMonthForClosing(tx, month);
  const months = await closableMonths(tx, month);
  // A closed month holds its provision: posted now, under the closing's lock, if its job has not run yet.
  for (const m of months) await provisionMonth(tx, m);
  const closedAt = new Date();
  const values = months.map((m) => ({ month: m, closedAt, closedBy: actor }));
  await tx
    .insert(periods)
    .values(values)
    .onConflictDoUpdate({
      target: periods.month,
      set: { closedAt, closedBy: actor },
      setWhere: isNull(periods.closedAt),
    });
  await recordAudit(tx, actor, {
    action: 'close',
    entity: 'period',
    entityId: null,
    before: null,
    after: {
      month,
      closedAt: closedAt.toISOString(),
      ...(months.length > 1 && { emptyMonthsClosed: months.slice(0, -1) }),
    },
  });
  return { message: booksMessages.monthClosed(month) };
}
