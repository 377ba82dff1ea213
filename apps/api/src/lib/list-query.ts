import { and, eq, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { messages, type SortOrder } from '@app/domain';
import type { Db, Rows } from '../db/client';
import type { Principal } from './principal';
import { HttpError } from '../plugins/errors';
import { rowWithinLines } from './row-lines';
import { inLines, linesOf } from './lines';

/** A page of a list and the count of every matching row (sent as X-Total-Count). */
export interface Page<T> {
  rows: T[];
  total: number;
}

export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header('X-Total-Count', page.total);
  return page.rows;
}

/** What a list request carries besides its filters (the domain's `listQuery`). */
export interface ListParams<K extends string> {
  limit: number;
  offset: number;
  sort: K;
  order: SortOrder;
}

/** The conditions each filter makes of its value; a filter left out of the request adds nothing. */
export type Filters<Q> = { [F in keyof Q]?: (value: NonNullable<Q[F]>) => SQL | undefined };

/** The rows a page shows: how many, after how many. */
export interface Window {
  limit: number;
  offset: number;
}

/** A list's table for the filters in use (their names, and `scope`). */
export type From = (active: Set<string>) => SQL;

/**
 * The list's table alone, or left-joined on unique keys to `joins` when a filter in `readers` is in
 * use. Not always joined: a join the database drops still costs the page its index-only scan.
 */
export const joinedFor =
  (table: PgTable, joins: SQL, readers: readonly string[]): From =>
  (active) =>
    readers.some((name) => active.has(name)) ? sql`${table} ${joins}` : sql`${table}`;

/** The `from` of a list whose filters all read its own table. */
export const tableAlone =
  (table: PgTable): From =>
  () =>
    sql`${table}`;

/**
 * A page's LIMIT written into the statement's text (the query schema bounds it, so the texts stay
 * few): with `limit $n` PostgreSQL plans a generic plan for a tenth of the rows, never picks it, and
 * plans every first page anew (decision 38). drizzle's `.limit()` embeds an SQL object as it is.
 */
export const literalLimit = (limit: number): number =>
  sql.raw(String(Math.trunc(limit))) as unknown as number;

/**
 * An enum filter with its value written into the text: its values are few and their shares far
 * apart (a rare status, a rare audit kind), so a generic plan guessing an average share walked the
 * order's index whole for a rare one; named in the text, each value's statement is planned for it.
 */
export const enumIs = (column: AnyPgColumn, value: string): SQL =>
  sql`${column} = ${sql.raw(`'${value.replaceAll("'", "''")}'`)}`;

/** A WHERE for raw statements: the conditions, or every row. */
const whereOf = (where: SQL | undefined): SQL => where ?? sql`true`;

/** What a list counts over every matching row: the total, and sums for the lists that show one. */
export interface Totals {
  total: number;
}

/**
 * A list's totals as one scalar subquery, `cells`: an array of text, the count first, then any
 * sum. A page reads it as one more column (the database runs it once), so a page and its count
 * take one statement instead of two; `read` turns the cells into the totals.
 */
export interface Count<T extends Totals = Totals> {
  cells: SQL;
  read: (cells: readonly string[]) => T;
}

/** A page's rows, and the totals' cells its statement read beside them (none when not asked, or no row). */
export type PageRows<Row> = Row[] & { cells?: readonly string[] };

/**
 * The page a list's `rows` answers: each selected row read by `toRow`, and the `counted` column
 * (the `count` readList passed in, null otherwise) kept once for the page.
 */
export function pageRows<S extends { counted: unknown }, Row>(
  selected: S[],
  toRow: (row: S) => Row,
): PageRows<Row> {
  const counted = selected[0]?.counted as string | null | undefined;
  return withCells(selected.map(toRow), counted ? (JSON.parse(counted) as string[]) : undefined);
}

/** `rows` carrying a page's totals' cells (when it read some): for a list that rewrites its page's rows. */
export const withCells = <Row>(rows: Row[], cells: readonly string[] | null | undefined): PageRows<Row> =>
  Object.assign(rows, cells ? { cells } : {});

/**
 * The column a page selects for its totals: the count readList asks for (as JSON text: every row
 * carries it, and the page reads it once, where pg parsed the array on each row), or a null one.
 */
export const countedColumn = (count: SQL | undefined) =>
  (count ? sql`to_json(${count})::text` : sql`null`) as SQL<string | null>;

/** One list, declared once: how it filters, how it orders, how it reads a page and counts. */
export interface ListDefinition<Q extends ListParams<K>, K extends string, Row, T extends Totals = Totals> {
  filters: Filters<Q>;
  /** What the list always shows (listed rows, not retired ones); its summary counts the same. */
  base?: SQL;
  /** The column each sort key orders by. Every key has an index that ends with the tiebreak. */
  sorts: Record<K, AnyPgColumn>;
  /** A unique column ordered last, the same way: equal sort values never repeat or skip rows between pages. */
  tiebreak: AnyPgColumn;
  /**
   * Filters that narrow the list to few rows: a text search (trigram indexes), a day. With one in
   * use the page is sorted from the matches rather than read down the order's index, which walks
   * most of the table when the matches sit at its far end (1.4 s for one word of 4 400 incomes by
   * amount; 324 ms for a day's payments by amount): the cost follows the matches, as their count's.
   */
  narrowing?: readonly (keyof Q)[];
  /**
   * Narrowing filters whose matches are counted in the pass that finds the page (a window count):
   * a text search, whose every match is rechecked on the heap, read its matches twice otherwise (once
   * for the count, once for the page). Only for a list whose `count` is then `exactCount(from, where)`
   * without a sum; the page's rows are read by their ids in a second, keyed statement.
   */
  countedWithPage?: readonly (keyof Q)[];
  /**
   * Where a page's ids are picked, given the filters in use: the list's table, joined to what
   * those filters read (`joinedFor`). With it `rows` joins only the page's ids, so page 500 walks
   * one index (index-only) instead of joining the 10 000 rows it skips.
   */
  from?: From;
  /** The one table of a list read without joins (`tableList`): where an export reads its ids. */
  table?: PgTable;
  /**
   * The column holding a row's line (organization id, migration 0030): the `organization` filter
   * and a line-limited administrator's scope read it, through an index under the line for each order.
   */
  line?: AnyPgColumn;
  /**
   * One page: the list's select with its joins, given the conditions, the order and the window.
   * `count` (a list with `count`): a column to select as `counted` and answer through `pageRows`.
   */
  rows(db: Db, where: SQL | undefined, orderBy: SQL[], window: Window, count?: SQL): Promise<PageRows<Row>>;
  /**
   * Every matching row, counted (and summed), as a subquery the page's own statement reads (`Count`):
   * one statement a page. `active` names the filters in use (and `scope` when the caller narrowed the
   * list), so a list that keeps counters can tell when they answer.
   */
  count(where: SQL | undefined, active: Set<string>, q: Q): Count<T>;
}

/**
 * The ORDER BY of a sort key: descending NULLS LAST, ascending NULLS FIRST. Those are the two
 * directions a btree index built `DESC NULLS LAST` (drizzle's `.desc()`) is scanned in, so the
 * database reads the page from the index instead of sorting the table.
 */
export function orderOf(
  column: AnyPgColumn,
  tiebreak: AnyPgColumn,
  order: SortOrder,
  unindexed = false,
): SQL[] {
  const direction = directionOf(order);
  return [orderKey(column, unindexed), orderKey(tiebreak, unindexed)].map((key) => sql`${key} ${direction}`);
}

const directionOf = (order: SortOrder): SQL =>
  order === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;

// coalesce(x, x) orders as x does, but no index matches it: the planner filters first, then sorts.
const orderKey = (column: AnyPgColumn, unindexed: boolean): SQL =>
  unindexed ? sql`coalesce(${column}, ${column})` : sql`${column}`;

/**
 * The filters present in a request (a blank text counts as absent), and their conditions; a list
 * with a `line` also filters by `organization`.
 */
export function conditionsOf<Q>(
  { filters, line }: { filters: Filters<Q>; line?: AnyPgColumn },
  q: Q,
): { where: SQL[]; active: Set<string> } {
  const where: SQL[] = [];
  const active = new Set<string>();
  const organization = (q as { organization?: number }).organization;
  if (line && organization !== undefined) {
    where.push(eq(line, organization));
    active.add('organization');
  }
  for (const name of Object.keys(filters) as (keyof Q)[]) {
    const value = q[name];
    if (value === undefined || value === null || value === '') continue;
    const condition = filters[name]!(value as NonNullable<Q[typeof name]>);
    if (!condition) continue;
    where.push(condition);
    active.add(String(name));
  }
  return { where, active };
}

/** Reads one page of a list and its total, with `scope` (the caller's own rows, say) always applied. */
export async function readList<Q extends ListParams<K>, K extends string, Row, T extends Totals>(
  db: Db,
  list: ListDefinition<Q, K, Row, T>,
  q: Q,
  scope?: SQL,
): Promise<Page<Row> & T> {
  const { where, active } = conditionsOf(list, q);
  if (scope) active.add('scope');
  const all = and(list.base, scope, ...where);
  const narrowed = list.narrowing?.some((name) => active.has(String(name))) ?? false;
  const orderBy = orderOf(list.sorts[q.sort], list.tiebreak, q.order, narrowed);
  const window = { limit: q.limit, offset: q.offset };
  const count = list.count(all, active, q);
  if (list.from && list.countedWithPage?.some((name) => active.has(String(name)))) {
    const { ids, total } = await matchesAndPage(db, list.from(active), list.tiebreak, all, orderBy, window);
    const rows =
      ids.length === 0
        ? []
        : await list.rows(db, keyedBy(list.tiebreak, ids), orderBy, { limit: ids.length, offset: 0 });
    const cells = total ?? (q.offset === 0 ? ['0', '0'] : await readCount(db, count.cells));
    return { ...count.read(cells), rows };
  }
  const rows = await (list.from && (q.offset >= DEFER_JOINS_FROM || narrowed)
    ? list.rows(
        db,
        pageKeys(list.from(active), all, orderBy, window, {
          keys: [orderKey(list.sorts[q.sort], narrowed), orderKey(list.tiebreak, narrowed)],
          direction: directionOf(q.order),
          tiebreak: list.tiebreak,
        }),
        orderBy,
        { ...window, offset: 0 },
        count.cells,
      )
    : list.rows(db, all, orderBy, window, count.cells));
  // No row, no cells: nothing matches on a first page; past the end, the count is read on its own.
  const cells =
    rows.cells ?? (rows.length === 0 && q.offset === 0 ? ['0', '0'] : await readCount(db, count.cells));
  return { ...count.read(cells), rows };
}

/** A count's cells read in a statement of their own (a page past the last row). */
async function readCount(db: Db, cells: SQL): Promise<readonly string[]> {
  const result = (await db.execute(sql`select ${cells} as cells`)) as Rows<{ cells: string[] }>;
  return result.rows[0]?.cells ?? ['0', '0'];
}

/** Totals read from a count's cells: the count, and the first sum as the database's decimal text. */
export const countAndSum = (cells: readonly string[]): { total: number; sum: string } => ({
  total: Number(cells[0] ?? 0),
  sum: cells[1] ?? '0',
});

/**
 * Counts a list's matching rows over its `from` for the filters in use, and sums `amount` over
 * them when given: one aggregate, exact, as a subquery a page reads (`Count`).
 */
export function exactCount(from: SQL, where: SQL | undefined, amount?: AnyPgColumn): SQL {
  const summed = amount ? sql`coalesce(sum(${amount}), 0)::text` : sql`'0'`;
  return sql`(select array[count(*)::text, ${summed}] from ${from} where ${whereOf(where)})`;
}

/**
 * What a list's caller may see of it: his lines' rows when he is limited to some, every row
 * otherwise. A list without lines (funds, administrators) is scoped by its route instead.
 */
export const lineScope = (list: { line?: AnyPgColumn }, principal: Principal | null | undefined) =>
  list.line ? inLines(list.line, principal) : undefined;

/**
 * A list as its caller may see it (`lineScope`), read so that one line counts from the summaries: an
 * administrator of one line reads it as the `organization` filter, which the list summaries keep by
 * line (migration 0032), so his totals cost what an unfiltered list's do. Several lines, or a line
 * asked for outside his own, keep the scope (counted exactly; nothing, for another line).
 */
export function readLinedList<Q extends ListParams<K>, K extends string, Row, T extends Totals>(
  db: Db,
  list: ListDefinition<Q, K, Row, T>,
  q: Q,
  principal: Principal | null | undefined,
): Promise<Page<Row> & T> {
  const lines = linesOf(principal);
  const asked = (q as { organization?: number }).organization;
  if (!lines || !list.line) return readList(db, list, q, lineScope(list, principal));
  if (asked !== undefined) return readList(db, list, q, lines.includes(asked) ? undefined : sql`false`);
  if (lines.length === 1) return readList(db, list, { ...q, organization: lines[0] });
  return readList(db, list, q, lineScope(list, principal));
}

/**
 * From this offset on (and for narrowing filters) a list with a `from` picks its ids before joining:
 * the subquery costs ~0.25 ms more to plan, which the joins of 100 skipped rows outweigh.
 */
export const DEFER_JOINS_FROM = 100;

/** A page's order: its two keys (the sort's, the tiebreak's), their direction, and the tiebreak column. */
interface PageOrder {
  keys: [SQL, SQL];
  direction: SQL;
  tiebreak: AnyPgColumn;
}

/**
 * The offset a deep page's ids are picked after, written into the text: the largest power of two
 * not past `offset`. A parameter OFFSET is planned for a tenth of the table, so that generic plan is
 * never picked and page 500 was planned on every request (~0.6 ms of PostgreSQL's CPU); rounded so,
 * a list has a text per power of two (about 20 for a million rows), each with a generic plan.
 */
export function skippedInText(offset: number): number {
  if (offset < 1) return 0;
  const power = 2 ** Math.floor(Math.log2(offset));
  // Just under a large power of two log2 rounds up (2^53 - 1 gives 53): never past the offset.
  return power > offset ? power / 2 : power;
}

/**
 * `tiebreak in (the page's ids)`: the page picked from `from` alone, in the list's order. The skip is
 * split: `skippedInText` in the text, the rest (less than it) a parameter on the rows that follow.
 */
function pageKeys(from: SQL, where: SQL | undefined, orderBy: SQL[], w: Window, order: PageOrder): SQL {
  const skipped = skippedInText(w.offset);
  const limit = literalLimit(w.limit);
  // With `limit $n` a generic plan took the page for a tenth of the table and joined it by a scan.
  const following = sql`select ${order.keys[0]} as k, ${order.keys[1]} as t from ${from} where ${whereOf(where)}
    order by ${sql.join(orderBy, sql`, `)} limit ${sql.raw(String(skipped + Math.trunc(w.limit)))} offset ${sql.raw(String(skipped))}`;
  // Ordered again by the keys it selected: the order the subquery's index walk already gives (no sort).
  return sql`${order.tiebreak} in (select t from (${following}) following
    order by k ${order.direction}, t ${order.direction} limit ${limit} offset ${w.offset - skipped})`;
}

/**
 * A page's ids and the count of every match, from one pass over `from` (`countedWithPage`): the window
 * counts the matches before the limit takes the page. No row (a page past the end): no count.
 */
async function matchesAndPage(
  db: Db,
  from: SQL,
  tiebreak: AnyPgColumn,
  where: SQL | undefined,
  orderBy: SQL[],
  w: Window,
): Promise<{ ids: number[]; total?: readonly string[] }> {
  const result = (await db.execute(
    sql`select ${tiebreak} as id, count(*) over () as n from ${from} where ${whereOf(where)}
      order by ${sql.join(orderBy, sql`, `)} limit ${sql.raw(String(Math.trunc(w.limit)))} offset ${w.offset}`,
  )) as Rows<{ id: number; n: string }>;
  const first = result.rows[0];
  return { ids: result.rows.map((r) => Number(r.id)), total: first ? [String(first.n), '0'] : undefined };
}

/** `tiebreak` is one of `ids`: one array parameter, so every page size shares one prepared statement. */
const keyedBy = (tiebreak: AnyPgColumn, ids: number[]): SQL =>
  sql`${tiebreak} = any(${sql.param(ids)}::int[])`;

/**
 * A carrier's own rows of a list, newest first: its own whatever it asks for; an administrator
 * names the carrier (`?carrier=`). `carrierOf` is the list's column holding the carrier.
 */
export async function readCarrierList<Q extends ListParams<K>, K extends string, Row, T extends Totals>(
  db: Db,
  list: ListDefinition<Q, K, Row, T>,
  carrierOf: AnyPgColumn,
  principal: Principal,
  q: { limit: number; offset: number; carrier?: number },
): Promise<Page<Row> & T> {
  const carrierId = principal.type === 'Carrier' ? principal.id : q.carrier;
  if (!carrierId) throw new HttpError(400, messages.requiredDot, { carrier: messages.requiredDot });
  // Newest first by creation, no filters: what the carrier's panel shows.
  const newestFirst = { limit: q.limit, offset: q.offset, sort: 'created', order: 'desc' } as Q;
  // Another line's carrier reads as an unknown one: an empty list.
  const named = (await rowWithinLines(db, principal, 'carrier', carrierId))
    ? eq(carrierOf, carrierId)
    : sql`false`;
  return readList(db, list, newestFirst, named);
}

/** A list read from one table without joins (rates, interests, rules, organizations, …). */
export function tableList<Q extends ListParams<K>, K extends string, Table extends PgTable, Row>(
  table: Table,
  toRow: (row: InferSelectModel<Table>) => Row,
  spec: Pick<ListDefinition<Q, K, Row>, 'filters' | 'base' | 'sorts' | 'tiebreak' | 'narrowing' | 'line'>,
): ListDefinition<Q, K, Row> {
  return {
    ...spec,
    table,
    rows: async (db, where, orderBy, window, count) =>
      pageRows(
        await db
          .select({ row: table as PgTable, counted: countedColumn(count) })
          .from(table as PgTable)
          .where(where)
          .orderBy(...orderBy)
          .limit(literalLimit(window.limit))
          .offset(window.offset),
        ({ row }) => toRow(row as InferSelectModel<Table>),
      ),
    count: (where) => ({ cells: exactCount(sql`${table}`, where), read: (cells) => countAndSum(cells) }),
  };
}
