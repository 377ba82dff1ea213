import { sql, type SQL } from 'drizzle-orm';

/**
 * The lines of some accounts within [from, to] as one relation: one branch per account, so the
 * planner reads each account's (account_id, date, id) index in order and merges them (Merge Append)
 * instead of sorting every line of a parent's subtree.
 */
export function linesOf(ids: number[], range: { from?: string; to?: string }, extra?: SQL): SQL {
  const branch = (id: number) =>
    sql`select date, id, entry_id, debit_bs, credit_bs, unit_amount from journal_lines
        where account_id = ${id}
        ${range.from ? sql`and date >= ${range.from}` : sql``}
        ${range.to ? sql`and date <= ${range.to}` : sql``}
        ${extra ? sql`and ${extra}` : sql``}`;
  return sql.join(ids.map(branch), sql` union all `);
}
