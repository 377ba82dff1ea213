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
 * included. The Bs are those recorded on each movement.
 */
export async function monthlyMovements(
  db: Db | Tx,
  first: string,
  day: string,
  lines: readonly number[] | undefined,
): Promise<MonthRow[]> {
  // Each row's own copy of its line (migration 0030).
  const loansInLine = lines === undefined ? sql`` : sql`and ${inLineIds(sql`l.organization_id`, lines)}`;
  const incomesInLine = lines === undefined ? sql`` : sql`and ${inLineIds(sql`r.organization_id`, lines)}`;
  const result = (await db.execute(sql`
    with disbursed as (
      select date_trunc('month', l.date)::date as m, sum(l.amount_awarded) as petro,
        sum(l.amount_awarded_bs) as bs, count(*)::int as n
      from loans l
      where l.date between ${first} and ${day} ${loansInLine}
      group by 1
    ),
    collected as (
      select date_trunc('month', r.date)::date as m, sum(r.amount_petro) as petro, sum(r.amount_bs) as bs
      from incomes r
      where r.is_credit and r.loan_id is not null and r.date between ${first} and ${day} ${incomesInLine}
      group by 1
    )
    select to_char(m, 'YYYY-MM') as month,
      coalesce(d.petro, 0)::text as "disbursedPetro", coalesce(d.bs, 0)::text as "disbursedBs",
      coalesce(c.petro, 0)::text as "collectedPetro", coalesce(c.bs, 0)::text as "collectedBs",
      coalesce(d.n, 0) as "newLoans"
    from generate_series(${first}::date, ${day}::date, interval '1 month') as s(m_ts)
    cross join lateral (select m_ts::date as m) month
    left join disbursed d using (m)
    left join collected c using (m)
    order by m
  `)) as Rows<MonthRow>;
  return result.rows;
}
