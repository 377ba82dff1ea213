import { sql } from 'drizzle-orm';
import { Decimal, toJsonNumber, type DecimalInput, type Ledger, type LedgerQuery } from '@app/domain';
import type { Db, Rows, Tx } from '../../db/client';
import type { Page } from '../../lib/list-query';
import { balanceOf, ownTotals, sumOf, zero } from './account-totals';
import { readChart, subtreeOf } from './chart-tree';

/** One account's ledger page, with what the list's X-Total-Count says. */
export type LedgerPage = Ledger & Pick<Page<unknown>, 'total'>;

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * `GET /api/ledger/{accountCode}`: the lines of the account and of its subtree (a parent's ledger
 * is its children's, as the trial balance sums them), oldest first with a running balance. The
 * day totals (migration 0036) place the page: the day its first line falls on, and the balance
 * before that day; only the lines of the days the page spans are read, so page 30 000 of the cash
 * account costs what page 1 does, and opens exactly where the page before closed. One snapshot.
 */
export function readLedger(db: Db, code: string, q: LedgerQuery): Promise<LedgerPage> {
  return db.transaction(
    async (tx) => {
      const { account, ids } = subtreeOf(await readChart(tx), code);
      const sign = (debit: DecimalInput, credit: DecimalInput) =>
        balanceOf(account.type, { ...zero(), debit: new Decimal(debit), credit: new Decimal(credit) }).bs;
      // One after another: a transaction's queries share its connection.
      const days = await lineDays(tx, ids, q);
      const total = days.reduce((n, d) => n + d.lines, 0);
      const span = pageSpan(days, q.offset, q.limit);
      // Before the page: every day before its first (from the day totals), then the lines it skips that day.
      const dayTotals = await ownTotals(tx, { to: span ? dayBefore(span.first) : q.to }, ids);
      const carried = sumOf(dayTotals.during, ids);
      let balance = sign(carried.debit, carried.credit);
      const page = span
        ? ((await tx.execute(sql`select p.date::text as date, p.entry_id, e.description, p.debit_bs::text as debit,
              p.credit_bs::text as credit, p.unit_amount::text as unit, p.skipped
            from (select date, id, entry_id, debit_bs, credit_bs, unit_amount,
                row_number() over (order by date, id) <= ${span.skip} as skipped
              from journal_lines
              where account_id in (${idList(ids)}) and date >= ${span.first} and date <= ${span.last}
              order by date, id limit ${span.skip + q.limit}) p
            join journal_entries e on e.id = p.entry_id
            order by p.date, p.id`)) as Rows<{
            date: string;
            entry_id: number;
            description: string;
            debit: string;
            credit: string;
            unit: string;
            skipped: boolean;
          }>)
        : { rows: [] };
      for (const l of page.rows.filter((r) => r.skipped)) balance = balance.plus(sign(l.debit, l.credit));
      const openingBs = toJsonNumber(balance);
      const lines = page.rows
        .filter((r) => !r.skipped)
        .map((l) => {
          balance = balance.plus(sign(l.debit, l.credit));
          return {
            date: l.date,
            entryId: Number(l.entry_id),
            description: l.description,
            debitBs: toJsonNumber(l.debit),
            creditBs: toJsonNumber(l.credit),
            balanceBs: toJsonNumber(balance),
            unitAmount: toJsonNumber(l.unit),
          };
        });
      return { openingBs, lines, closingBs: toJsonNumber(balance), total };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** How many lines the accounts have on each day of the range, oldest first (the day totals' counts). */
async function lineDays(tx: Tx, ids: number[], q: { from?: string; to?: string }) {
  const result = (await tx.execute(sql`select day::text as day, sum(n)::text as n from list_summary
    where list = 'ledger' and b = 'debit' and a in (${sql.join(
      ids.map((id) => sql`${String(id)}`),
      sql`, `,
    )})
      ${q.from ? sql`and day >= ${q.from}` : sql``} ${q.to ? sql`and day <= ${q.to}` : sql``}
    group by day having sum(n) > 0 order by day`)) as Rows<{ day: string; n: string }>;
  return result.rows.map((r) => ({ day: r.day, lines: Number(r.n) }));
}

/**
 * The days a page of `limit` lines after `offset` spans, and how many lines of its first day come
 * before it; none when the offset is past the last line.
 */
export function pageSpan(
  days: { day: string; lines: number }[],
  offset: number,
  limit: number,
): { first: string; last: string; skip: number } | undefined {
  let before = 0;
  let start = -1;
  for (let i = 0; i < days.length; i++) {
    if (start < 0 && before + days[i]!.lines > offset) start = i;
    if (start >= 0 && before + days[i]!.lines >= offset + limit)
      return { first: days[start]!.day, last: days[i]!.day, skip: offset - countBefore(days, start) };
    before += days[i]!.lines;
  }
  return start < 0
    ? undefined
    : { first: days[start]!.day, last: days.at(-1)!.day, skip: offset - countBefore(days, start) };
}

const countBefore = (days: { lines: number }[], index: number) =>
  days.slice(0, index).reduce((n, d) => n + d.lines, 0);

/** 'yyyy-mm-dd' of the day before. */
export const dayBefore = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
