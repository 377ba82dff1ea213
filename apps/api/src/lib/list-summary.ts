import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { Decimal, toJsonNumber } from '@app/domain';
import type { Db, Rows, Tx } from '../db/client';
import { listSummary } from '../db/schema';
import type { ListDefinition, ListParams, Totals } from './list-query';

/** The summarized lists (migration 0008's list_summary_defs). */
export type SummarizedList =
  | 'payments'
  | 'loans'
  | 'requests'
  | 'incomes'
  | 'funds'
  | 'expenses'
  | 'affiliates'
  | 'carriers'
  | 'audit'
  | 'mail'
  | 'journal'
  | 'ledger';

/** How a list's filters narrow its summary: each names the query field that fixes that dimension. */
export interface SummaryPlan<Q> {
  list: SummarizedList;
  /** The filter on one day, or the two ends of a range of days (both included). */
  day?: keyof Q;
  from?: keyof Q;
  to?: keyof Q;
  /**
   * The filters that fix the first and second dimensions, and how their values are written there.
   * The big lists keep their line in `b` (migration 0032): `b: 'organization'`.
   */
  a?: keyof Q;
  b?: keyof Q;
  value?: (v: string) => string;
}

/** The count and ₽ sum of a summary group: the sum of its delta rows, read from one index range. */
export async function readSummary(
  db: Db | Tx,
  list: SummarizedList,
  narrow: { a?: string; b?: string; day?: string; from?: string; to?: string } = {},
): Promise<{ total: number; petro: string }> {
  const [row] = await db
    .select({
      n: sql<string>`coalesce(sum(${listSummary.n}), 0)`,
      petro: sql<string>`coalesce(sum(${listSummary.petro}), 0)`,
    })
    .from(listSummary)
    .where(
      and(
        eq(listSummary.list, list),
        eq(listSummary.a, narrow.a ?? '*'),
        eq(listSummary.b, narrow.b ?? '*'),
        narrow.day ? eq(listSummary.day, narrow.day) : undefined,
        narrow.from ? gte(listSummary.day, narrow.from) : undefined,
        narrow.to ? lte(listSummary.day, narrow.to) : undefined,
      ),
    );
  return { total: Number(row?.n ?? 0), petro: row?.petro ?? '0' };
}

/**
 * A list's totals from its summary whenever every filter in use is one the summary is kept by (and
 * the caller did not narrow the list to its own rows); from `exact` otherwise (a cédula, a text).
 * `withSum` adds the ₽ sum to the totals for the lists that show one.
 */
export function summarizedTotals<Q extends ListParams<K>, K extends string, Row, T extends Totals>(
  plan: SummaryPlan<Q>,
  exact: ListDefinition<Q, K, Row, T>['totals'],
  withSum: (total: number, petro: string) => T = (total) => ({ total }) as T,
): ListDefinition<Q, K, Row, T>['totals'] {
  const covered = new Set<string>(
    [plan.day, plan.from, plan.to, plan.a, plan.b].filter((f): f is keyof Q => f !== undefined).map(String),
  );
  return async (db, where, active, q) => {
    if (![...active].every((filter) => covered.has(filter))) return exact(db, where, active, q);
    const read = (field: keyof Q | undefined) =>
      field === undefined || q[field] === undefined ? undefined : String(q[field]);
    const value = plan.value ?? ((v: string) => v);
    const a = read(plan.a);
    const b = read(plan.b);
    const { total, petro } = await readSummary(db, plan.list, {
      a: a === undefined ? undefined : value(a),
      b: b === undefined ? undefined : value(b),
      day: read(plan.day),
      from: read(plan.from),
      to: read(plan.to),
    });
    return withSum(total, petro);
  };
}

/** The ₽ sum as the API sends it (a JSON number, exact to the 4 decimals kept). */
export const petroNumber = (petro: string | null | undefined): number =>
  toJsonNumber(new Decimal(petro ?? 0));

/** Merges the summary's delta rows (a batch of groups); returns how many groups it merged. */
export async function compactSummaries(db: Db, maxGroups = 10_000): Promise<number> {
  const result = (await db.execute(sql`select compact_list_summary(${maxGroups}) as merged`)) as Rows<{
    merged: number;
  }>;
  return Number(result.rows[0]?.merged ?? 0);
}

/**
 * The database counts audit days in the business time zone it keeps: at start, when APP_TIMEZONE
 * differs from it, it takes the new one and recounts the trail's and the e-mails' days, in one transaction.
 */
export async function syncSummaryTimeZone(db: Db, timeZone: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = (await tx.execute(
      sql`update app_settings set value = ${timeZone} where key = 'timezone' and value <> ${timeZone} returning key`,
    )) as Rows<{ key: string }>;
    if (changed.rows.length === 0) return false;
    await tx.execute(sql`select rebuild_list_summaries('audit')`);
    await tx.execute(sql`select rebuild_list_summaries('mail')`);
    return true;
  });
}
