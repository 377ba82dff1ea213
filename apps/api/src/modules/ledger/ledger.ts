import { sql } from 'drizzle-orm';
import { Decimal, toJsonNumber, type DecimalInput, type Ledger, type LedgerQuery } from '@app/domain';
import type { Db, Rows, Tx } from '../../db/client';
import type { Page } from '../../lib/list-query';
import { readSummary } from '../../lib/list-summary';
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
      const [before, skipped, page, count] = await Promise.all([
        q.from ? ownTotals(tx, { to: dayBefore(q.from) }, ids) : undefined,
        q.offset > 0 ? sumFirst(tx, lines, q.offset) : { debit: '0', credit: '0' },
        tx.execute(sql`select p.date::text as date, p.entry_id, e.description, p.debit_bs::text as debit,
            p.credit_bs::text as credit, p.unit_amount::text as unit
          from (select * from (${lines}) l order by date, id limit ${q.limit} offset ${q.offset}) p
          join journal_entries e on e.id = p.entry_id
          order by p.date, p.id`) as Promise<
          Rows<{
            date: string;
            entry_id: number;
            description: string;
            debit: string;
            credit: string;
            unit: string;
          }>
        >,
        Promise.all(
          ids.map((id) => readSummary(tx, 'ledger', { a: String(id), b: 'debit', from: q.from, to: q.to })),
        ),
      ]);
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
        total: count.reduce((n, s) => n + s.total, 0),
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

/** 'yyyy-mm-dd' of the day before. */
export const dayBefore = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
