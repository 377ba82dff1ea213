import { sql } from 'drizzle-orm';
import { Decimal, toJsonNumber, type DecimalInput, type Ledger, type LedgerQuery } from '@app/domain';
import type { Db, Rows, Tx } from '../../db/client';
import type { Page } from '../../lib/list-query';
import { balanceOf, ownTotals, sumOf, zero } from './account-totals';
import { readChart, subtreeOf } from './chart-tree';
import { linesOf } from './lines-of';

/** One account's ledger page, with what the list's X-Total-Count says. */
export type LedgerPage = Ledger & Pick<Page<unknown>, 'total'>;

/**
 * `GET /api/ledger/{accountCode}`: the lines of the account and of its subtree (a parent's ledger
 * is its children's, as the trial balance sums them), oldest first with a running balance. The
 * opening is the balance before the page's first line: the day totals before `from` (summaries),
 * plus the lines the offset skips, summed from the index alone. One snapshot: the figures agree.
 */
export function readLedger(db: Db, code: string, q: LedgerQuery): Promise<LedgerPage> {
  return db.transaction(
    async (tx) => {
      const { account, ids } = subtreeOf(await readChart(tx), code);
      const lines = linesOf(ids, q);
      // One after another: a transaction's queries share its connection.
      const before = q.from ? await ownTotals(tx, { to: dayBefore(q.from) }, ids) : undefined;
      const skipped = q.offset > 0 ? await sumFirst(tx, lines, q.offset) : { debit: '0', credit: '0' };
      const page =
        (await tx.execute(sql`select p.date::text as date, p.entry_id, e.description, p.debit_bs::text as debit,
            p.credit_bs::text as credit, p.unit_amount::text as unit
          from (select * from (${lines}) l order by date, id limit ${q.limit} offset ${q.offset}) p
          join journal_entries e on e.id = p.entry_id
          order by p.date, p.id`)) as Rows<{
          date: string;
          entry_id: number;
          description: string;
          debit: string;
          credit: string;
          unit: string;
        }>;
      const total = await lineCount(tx, ids, q);
      const carried = before ? sumOf(before.during, ids) : undefined;
      const sign = (debit: DecimalInput, credit: DecimalInput) =>
        balanceOf(account.type, { ...zero(), debit: new Decimal(debit), credit: new Decimal(credit) }).bs;
      let balance = sign(skipped.debit, skipped.credit).plus(
        carried ? sign(carried.debit, carried.credit) : 0,
      );
      const openingBs = toJsonNumber(balance);
      const rows = page.rows.map((l) => {
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
      return {
        openingBs,
        lines: rows,
        closingBs: toJsonNumber(balance),
        total,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Σ debits and credits of the first `n` lines in the ledger's order (the ones a deep page skips). */
async function sumFirst(tx: Tx, lines: ReturnType<typeof linesOf>, n: number) {
  const result = (await tx.execute(sql`select coalesce(sum(debit_bs), 0)::text as debit,
      coalesce(sum(credit_bs), 0)::text as credit
    from (select debit_bs, credit_bs from (${lines}) l order by date, id limit ${n}) s`)) as Rows<{
    debit: string;
    credit: string;
  }>;
  return result.rows[0] ?? { debit: '0', credit: '0' };
}

/** How many lines the accounts have within the range: the day totals' counts (every line has a debit side). */
async function lineCount(tx: Tx, ids: number[], q: { from?: string; to?: string }): Promise<number> {
  const result = (await tx.execute(sql`select coalesce(sum(n), 0)::text as n from list_summary
    where list = 'ledger' and b = 'debit' and a in (${sql.join(
      ids.map((id) => sql`${String(id)}`),
      sql`, `,
    )})
      ${q.from ? sql`and day >= ${q.from}` : sql``} ${q.to ? sql`and day <= ${q.to}` : sql``}`)) as Rows<{
    n: string;
  }>;
  return Number(result.rows[0]?.n ?? 0);
}

/** 'yyyy-mm-dd' of the day before. */
export const dayBefore = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
