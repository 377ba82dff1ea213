import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { toJsonNumber } from '@app/domain';
import type { Db, Rows, Tx } from '../db/client';
import { listSummary } from '../db/schema';
import { enumIs, type ListDefinition, type ListParams, type Totals } from './list-query';

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

/** Which group of a summary: its dimensions' values ('*' when left out) and days. */
export interface SummaryGroup {
  a?: string;
  b?: string;
  day?: string;
  from?: string;
  to?: string;
}

// The list and `a` (an enum filter's value, or '*') written into the text, as the list's own filter
// is (`enumIs`): a rare status's group is planned for itself, and the common ones keep a generic plan.
const groupWhere = (list: SummarizedList, narrow: SummaryGroup) =>
  and(
    enumIs(listSummary.list, list),
    enumIs(listSummary.a, narrow.a ?? '*'),
    eq(listSummary.b, narrow.b ?? '*'),
    narrow.day ? eq(listSummary.day, narrow.day) : undefined,
    narrow.from ? gte(listSummary.day, narrow.from) : undefined,
    narrow.to ? lte(listSummary.day, narrow.to) : undefined,
  );

/** The count and ₽ sum of a summary group: the sum of its delta rows, read from one index range. */
export async function readSummary(
  db: Db | Tx,
  list: SummarizedList,
  narrow: SummaryGroup = {},
): Promise<{ total: number; petro: string }> {
  const [row] = await db
    .select({
      n: sql<string>`coalesce(sum(${listSummary.n}), 0)`,
      petro: sql<string>`coalesce(sum(${listSummary.petro}), 0)`,
    })
    .from(listSummary)
    .where(groupWhere(list, narrow));
  return { total: Number(row?.n ?? 0), petro: row?.petro ?? '0' };
}

/** A summary group's count and ₽ sum as a list's `Count` cells: a subquery its page reads. */
export const summaryCells = (list: SummarizedList, narrow: SummaryGroup = {}): SQL =>
  sql`(select array[coalesce(sum(${listSummary.n}), 0)::text, coalesce(sum(${listSummary.petro}), 0)::text]
        from ${listSummary} where ${groupWhere(list, narrow)})`;

/**
 * A list's totals as a `Count` the page's statement reads: the summary's group whenever every filter
 * in use is one the summary is kept by (and the caller did not narrow the list to its own rows),
 * `exact` (an `exactCount`: a cédula, a text) otherwise; `withSum` reads the count and the ₽ sum.
 */
export function summarizedCount<Q extends ListParams<K>, K extends string, Row, T extends Totals>(
  plan: SummaryPlan<Q>,
  exact: (where: SQL | undefined, active: Set<string>) => SQL,
  withSum: (total: number, sum: string) => T = (total) => ({ total }) as T,
): NonNullable<ListDefinition<Q, K, Row, T>['count']> {
  const groupOf = summaryGroupOf(plan);
  return (where, active, q) => {
    const group = groupOf(active, q);
    return {
      cells: group ? summaryCells(plan.list, group) : exact(where, active),
      read: (cells) => withSum(Number(cells[0] ?? 0), cells[1] ?? '0'),
    };
  };
}

/** The summary group answering a request's filters, or undefined when one in use is not kept there. */
function summaryGroupOf<Q>(plan: SummaryPlan<Q>): (active: Set<string>, q: Q) => SummaryGroup | undefined {
  const covered = new Set<string>(
    [plan.day, plan.from, plan.to, plan.a, plan.b].filter((f): f is keyof Q => f !== undefined).map(String),
  );
  const value = plan.value ?? ((v: string) => v);
  return (active, q) => {
    if (![...active].every((filter) => covered.has(filter))) return undefined;
    const read = (field: keyof Q | undefined) =>
      field === undefined || q[field] === undefined ? undefined : String(q[field]);
    const a = read(plan.a);
    const b = read(plan.b);
    return {
      a: a === undefined ? undefined : value(a),
      b: b === undefined ? undefined : value(b),
      day: read(plan.day),
      from: read(plan.from),
      to: read(plan.to),
    };
  };
}

/** The ₽ sum as the API sends it (a JSON number, exact to the 4 decimals kept): plain text needs no Decimal. */
export const petroNumber = (petro: string | null | undefined): number => toJsonNumber(petro ?? '0');

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
