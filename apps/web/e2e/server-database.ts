import { inject } from 'vitest';
import { eq, gte, inArray, sql } from 'drizzle-orm';
import { businessDate, getBusinessTimeZone } from '@app/domain';
import { periods, prices } from '../../api/src/db/schema';
import { fromPostgres, type Db } from '../../api/src/db/client';
import { reachDatabase } from '../../api/src/db/locate';
import { backdateLoan } from '../../api/test/loan-fixture';
import type { Harness } from '../../api/test/helper';

/**
 * Runs `work` on the running server's database (the embedded one through the server's socket), for
 * what no screen does: time passing.
 */
export async function withServerDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const quiet = { info: () => {}, warn: () => {} };
  const reached = await reachDatabase(
    { DATA_DIR: inject('dataDir'), DATABASE_URL: inject('databaseUrl') || undefined },
    quiet,
  );
  const database = fromPostgres(reached.url, 1);
  try {
    return await work(database.db);
  } finally {
    await database.close();
    await reached.release();
  }
}

/** Moves a loan `days` into the past, as if approved then (the API suite's backdateLoan). */
export const loanApprovedDaysAgo = (loanId: number, days: number) =>
  withServerDatabase((db) => backdateLoan({ db } as Harness, loanId, days));

/**
 * Moves the rates registered today to the same hour yesterday, as the server finds them after
 * midnight before anyone registers the new day's; answers the undo, which puts them back.
 */
export async function todaysRatesMovedToYesterday(): Promise<() => Promise<void>> {
  const dayStart = sql`(${businessDate()}::date::timestamp at time zone ${getBusinessTimeZone()})`;
  const moved = await withServerDatabase((db) =>
    db
      .update(prices)
      .set({ createdAt: sql`${prices.createdAt} - interval '1 day'` })
      .where(gte(prices.createdAt, dayStart))
      .returning({ id: prices.id }),
  );
  const ids = moved.map((m) => m.id);
  return async () => {
    if (!ids.length) return;
    await withServerDatabase((db) =>
      db
        .update(prices)
        .set({ createdAt: sql`${prices.createdAt} + interval '1 day'` })
        .where(inArray(prices.id, ids)),
    );
  };
}

/**
 * A rate registered at noon of a past `day`, as if typed then: a movement dated that day needs the
 * day's rate. Answers the undo, which removes it.
 */
export async function rateRegisteredOn(day: string, amount: number): Promise<() => Promise<void>> {
  const at = sql`(${day}::date + time '12:00')::timestamp at time zone ${getBusinessTimeZone()}`;
  const [made] = await withServerDatabase((db) =>
    db
      .insert(prices)
      .values({ amount: String(amount), createdAt: at })
      .returning({ id: prices.id }),
  );
  return () => withServerDatabase((db) => db.delete(prices).where(eq(prices.id, made!.id))).then(() => {});
}

/** Opens closed months again, as no screen does: a journey that closed them leaves the shared books open. */
export const monthsReopened = (months: string[]) =>
  months.length === 0
    ? Promise.resolve()
    : withServerDatabase((db) => db.delete(periods).where(inArray(periods.month, months))).then(() => {});
