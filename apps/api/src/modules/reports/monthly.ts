import { sql } from 'drizzle-orm';
import type { Db, Rows, Tx } from '../../db/client';
import { inLineIds } from '../../lib/lines';

export interface MonthRow {
  month: string;
  disbursedPetro: string;
  disbursedBs: string;
  collectedPetro: string;
  collectedBs: string;
  newLoans: number;
}

/**
 * Disbursements (loans by approval date) and collections (repayments: credit incomes of a loan, by
 * their date) for each month from `first` to `day`'s month, up to `day`, months without movement
 * included. The Bs are those recorded on each movement. Read from the movements the triggers keep
 * by day and line (migration 0038): a few thousand rows, not a year of loans and repayments.
 */
export async function monthlyMovements(
  db: Db | Tx,
  first: string,
  day: string,
  lines: readonly number[] | undefined,
): Promise<MonthRow[]> {
  // Each row's own copy of its line (migration 0030), as on the loans and repayments it adds up.
  const inLine = lines === undefined ? sql`` : sql`and ${inLineIds(sql`v.organization_id`, lines)}`;
  const result = (await db.execute(sql`
    with moved as (
      select date_trunc('month', v.day)::date as m, sum(v.disbursed_petro) as dp, sum(v.disbursed_bs) as db,
        sum(v.new_loans)::int as n, sum(v.collected_petro) as cp, sum(v.collected_bs) as cb
      from portfolio_movements v
      where v.day between ${first} and ${day} ${inLine}
      group by 1
    )
    select to_char(m, 'YYYY-MM') as month,
      coalesce(v.dp, 0)::text as "disbursedPetro", coalesce(v.db, 0)::text as "disbursedBs",
      coalesce(v.cp, 0)::text as "collectedPetro", coalesce(v.cb, 0)::text as "collectedBs",
      coalesce(v.n, 0) as "newLoans"
    from generate_series(${first}::date, ${day}::date, interval '1 month') as s(m_ts)
    cross join lateral (select m_ts::date as m) month
    left join moved v using (m)
    order by m
  `)) as Rows<MonthRow>;
  return result.rows;
}
