import { and, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  Decimal,
  getBusinessTimeZone,
  messages,
  toJsonNumber,
  type Price,
  type PricesQuery,
} from '@app/domain';
import { HttpError } from '../../plugins/errors';
import { readList, tableList } from '../../lib/list-query';
import type { Db, Tx } from '../../db/client';
import { prices } from '../../db/schema';
import { recordCreation } from '../audit';

type PriceRow = typeof prices.$inferSelect;

const toPrice = (row: PriceRow): Price => ({
  id: row.id,
  created: row.createdAt.toISOString(),
  amount: toJsonNumber(row.amount),
});

// NULLS LAST as prices_created_idx is built (the columns are never null): a bare DESC (nulls first)
// cannot read that index, and sorted the whole rate history for each lookup.
const newestFirst = [sql`${prices.createdAt} desc nulls last`, sql`${prices.id} desc nulls last`];

/** The rate history, newest first, one page at a time (prices_created_idx serves the order). */
export const listPrices = (db: Db, q: PricesQuery) =>
  readList(
    db,
    tableList(prices, toPrice, { filters: {}, sorts: { created: prices.createdAt }, tiebreak: prices.id }),
    q,
  );

/** The current rate: the newest registered; undefined before the first one. */
export async function currentPrice(db: Db): Promise<Price | undefined> {
  const [row] = await db
    .select()
    .from(prices)
    .orderBy(...newestFirst)
    .limit(1);
  return row && toPrice(row);
}

/** A new rate, inside the caller's transaction. */
export async function createPrice(tx: Tx, actor: number, amount: number): Promise<Price> {
  const [row] = await tx
    .insert(prices)
    .values({ amount: new Decimal(amount).toFixed() })
    .returning();
  return recordCreation(tx, actor, 'price', toPrice(row!));
}

/** The current rate (Bs per ₽) for a money operation; refused in Spanish when none is registered yet. */
export async function requireCurrentRate(db: Db | Tx): Promise<Decimal> {
  const [row] = await db
    .select({ amount: prices.amount })
    .from(prices)
    .orderBy(...newestFirst)
    .limit(1);
  if (!row) throw new HttpError(409, messages.noRateYet);
  return new Decimal(row.amount);
}

/**
 * The rate on day D: the newest registered before the end of D in the business time zone; with
 * `asOf`, as it was at that instant (the rate a movement recorded then converted at).
 */
async function rateRowOn(db: Db | Tx, day: string, asOf?: Date) {
  const [row] = await db
    .select()
    .from(prices)
    .where(and(lt(prices.createdAt, endOfDay(day)), asOf && lte(prices.createdAt, asOf)))
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

/** The end of day D in the business time zone: the rates registered before it are D's. */
const endOfDay = (day: string | SQL) =>
  sql`((${day}::date + 1)::timestamp at time zone ${getBusinessTimeZone()})`;

/**
 * The rate on day D (`rateOn`) as a scalar subquery giving its text, null before any: for a
 * statement that reads it beside its rows instead of asking in one more.
 */
export const rateOnColumn = (day: string | SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select ${prices.amount}::text from ${prices} where ${prices.createdAt} < ${endOfDay(day)}
    order by ${sql.join(newestFirst, sql`, `)} limit 1)`;

/** The rate a movement dated D converts at, as the forms name it; undefined before any. */
export async function priceOn(db: Db, day: string): Promise<Price | undefined> {
  const row = await rateRowOn(db, day);
  return row && toPrice(row);
}

/** The rate on day D, exact; undefined before any was registered. */
export async function rateOn(db: Db | Tx, day: string): Promise<Decimal | undefined> {
  return (await registeredRateOn(db, day))?.rate;
}

/**
 * The rate on day D, exact, and when it was registered: a screen or PDF that calls it the day's
 * rate says which day's it is when D has none yet (rateLabel). Undefined before any was registered.
 */
export async function registeredRateOn(
  db: Db | Tx,
  day: string,
  asOf?: Date,
): Promise<{ rate: Decimal; registered: Date } | undefined> {
  const row = await rateRowOn(db, day, asOf);
  return row && { rate: new Decimal(row.amount), registered: row.createdAt };
}

/** The rate on day D for a money operation; refused in Spanish when none was registered by then. */
export async function requireRateOn(db: Db | Tx, day: string): Promise<Decimal> {
  const rate = await rateOn(db, day);
  if (!rate) throw new HttpError(409, messages.noRateOnDate);
  return rate;
}
