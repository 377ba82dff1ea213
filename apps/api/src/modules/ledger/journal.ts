import { sql, type SQL } from 'drizzle-orm';
import {
  booksMessages,
  journalSources,
  toJsonNumber,
  type JournalEntry,
  type JournalQuery,
  type JournalSource,
} from '@app/domain';
import type { Db, Rows } from '../../db/client';
import type { Page } from '../../lib/list-query';
import { readSummary } from '../../lib/list-summary';
import { HttpError } from '../../plugins/errors';
import { readChart } from './chart-tree';

const present = (conditions: (SQL | undefined)[]) => conditions.filter((c): c is SQL => c !== undefined);

/** The source's filters (its kind, its row) as SQL on journal_entries `e`. */
const sourceConditions = (q: JournalQuery) =>
  present([
    q.source ? sql`e.source = ${q.source}` : undefined,
    q.sourceId !== undefined ? sql`e.source_id = ${q.sourceId}` : undefined,
  ]);

/**
 * `GET /api/journal`: entries newest first (date, then id), each with its lines. With `account`, the
 * entries that have a line on that account, picked from its lines' index; the count comes from the
 * summaries (migration 0036) unless a row (`sourceId`) is asked for: one entry, counted exactly.
 */
export async function listJournal(db: Db, q: JournalQuery): Promise<Page<JournalEntry>> {
  const window = sql`limit ${q.limit} offset ${q.offset}`;
  const bySource = sourceConditions(q);
  let ids: number[];
  let total: number;
  if (q.account === undefined) {
    const own = [
      ...present([q.from ? sql`e.date >= ${q.from}` : undefined, q.to ? sql`e.date <= ${q.to}` : undefined]),
      ...bySource,
    ];
    const where = own.length ? sql`where ${sql.join(own, sql` and `)}` : sql``;
    const [page, count] = await Promise.all([
      db.execute(
        sql`select e.id from journal_entries e ${where} order by e.date desc nulls last, e.id desc nulls last ${window}`,
      ),
      q.sourceId === undefined
        ? readSummary(db, 'journal', { a: q.source, from: q.from, to: q.to }).then((s) => s.total)
        : countOf(db, sql`select e.id from journal_entries e ${where}`),
    ]);
    ids = (page as Rows<{ id: number }>).rows.map((r) => Number(r.id));
    total = count;
  } else {
    // The account's own lines (a parent's ledger sums its subtree; its journal is its own postings).
    const account = (await readChart(db)).find((a) => a.code === q.account);
    if (!account) throw new HttpError(404, booksMessages.accountNotFound);
    // The source's filters read the entry of each line: a narrow list (one row's entry) or most of them.
    const ofSource = bySource.length
      ? sql`entry_id in (select e.id from journal_entries e where ${sql.join(bySource, sql` and `)})`
      : undefined;
    // Read backwards down the account's (account_id, date, id) index: the newest lines first.
    const matching = sql`select date, entry_id from journal_lines
      where account_id = ${account.id}
        ${q.from ? sql`and date >= ${q.from}` : sql``} ${q.to ? sql`and date <= ${q.to}` : sql``}
        ${ofSource ? sql`and ${ofSource}` : sql``}
      group by date, entry_id`;
    const [page, count] = await Promise.all([
      db.execute(sql`${matching} order by date desc, entry_id desc ${window}`),
      q.sourceId === undefined
        ? entriesOnAccount(db, account.id, q.source ? [q.source] : journalSources, q)
        : countOf(db, matching),
    ]);
    ids = (page as Rows<{ entry_id: number }>).rows.map((r) => Number(r.entry_id));
    total = count;
  }
  return { rows: await entriesOf(db, ids), total };
}

/** Entries of `sources` with a line on the account within the range: the ledger's day totals keep them by source. */
async function entriesOnAccount(
  db: Db,
  accountId: number,
  sources: readonly JournalSource[],
  q: { from?: string; to?: string },
): Promise<number> {
  const result = (await db.execute(sql`select coalesce(sum(petro), 0)::text as n from list_summary
    where list = 'ledger' and a = ${String(accountId)}
      and b in (${sql.join(
        sources.map((s) => sql`${`entries:${s}`}`),
        sql`, `,
      )})
      ${q.from ? sql`and day >= ${q.from}` : sql``} ${q.to ? sql`and day <= ${q.to}` : sql``}`)) as Rows<{
    n: string;
  }>;
  return Number(result.rows[0]?.n ?? 0);
}

async function countOf(db: Db, rows: SQL): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from (${rows}) c`)) as Rows<{ n: number }>;
  return Number(result.rows[0]?.n ?? 0);
}

/** The entries of `ids` in that order, with their lines as posted (account code and name beside). */
export async function entriesOf(db: Db, ids: number[]): Promise<JournalEntry[]> {
  if (!ids.length) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [entries, lines] = await Promise.all([
    db.execute(sql`select id, date::text as date, source, source_id, description
      from journal_entries where id in (${list})`) as Promise<
      Rows<{ id: number; date: string; source: JournalSource; source_id: number | null; description: string }>
    >,
    db.execute(sql`select l.entry_id, a.code, a.name, l.debit_bs::text as debit, l.credit_bs::text as credit,
        l.unit_amount::text as unit
      from journal_lines l join accounts a on a.id = l.account_id
      where l.entry_id in (${list}) order by l.entry_id, l.id`) as Promise<
      Rows<{ entry_id: number; code: string; name: string; debit: string; credit: string; unit: string }>
    >,
  ]);
  const byEntry = new Map<number, JournalEntry['lines']>();
  for (const l of lines.rows) {
    const id = Number(l.entry_id);
    byEntry.set(id, [
      ...(byEntry.get(id) ?? []),
      {
        accountCode: l.code,
        accountName: l.name,
        debitBs: toJsonNumber(l.debit),
        creditBs: toJsonNumber(l.credit),
        unitAmount: toJsonNumber(l.unit),
      },
    ]);
  }
  const byId = new Map(entries.rows.map((e) => [Number(e.id), e]));
  return ids.flatMap((id) => {
    const e = byId.get(id);
    return e
      ? [
          {
            id,
            date: e.date,
            source: e.source,
            sourceId: e.source_id === null ? null : Number(e.source_id),
            description: e.description,
            lines: byEntry.get(id) ?? [],
          },
        ]
      : [];
  });
}
