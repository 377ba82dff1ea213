import { sql, type SQL } from 'drizzle-orm';
import { AGING_BUCKETS, PAR_DAYS, getBusinessTimeZone } from '@app/domain';
import type { Db, Rows, Tx } from '../../db/client';
import { inLineIds } from '../../lib/lines';

/** Loans of one line with the same days past due (capped, see below), as of the day. */
export interface StandingGroup {
  organizationId: number;
  daysPastDue: number;
  loans: number;
  outstanding: string;
  overdue: string;
  /** The principal of `outstanding` (decision 37): what the books' portfolio accounts hold. */
  principal: string;
  /** The Bs that principal cost (each loan's Bs disbursed less the cost of its principal repaid): what the portfolio accounts hold in Bs. */
  principalCostBs: string;
}

// Past the last bucket's start and every PAR threshold, days tell nothing more: one group for them.
export const DAYS_CAP = Math.max(AGING_BUCKETS.at(-1)!.from, ...PAR_DAYS.map((d) => d + 1));

/**
 * An installment's principal not yet covered (decision 37's window, which `principalOutstanding` of
 * the domain equals): max(0, min(principal k, end of principal k − paid)), where end of principal
 * k = owed before k + interest k + principal k (a repayment covers interest, principal, then penalty).
 */
const principalLeft = sql`greatest(0, least(principal_part, owed_to_here - owed + interest_part + principal_part - paid))`;

/** The instant `day` ends in the business time zone: penalties applied before it count that day. */
export const endOfDay = (day: string): SQL =>
  sql`((${day}::date + 1)::timestamp at time zone ${getBusinessTimeZone()})`;

/**
 * Each active loan at the end of `day` as `loanStandingOn` sees it (one row per loan: loan_id,
 * organization_id, days_past_due uncapped, outstanding, overdue, principal, principal_cost_bs),
 * computed in the database over the loans that can be active on that day; `only` (a list of loan
 * ids) narrows the candidates to those.
 *
 * A loan is a candidate when it is 'Por pagar' now, or when money dated after the day reached it
 * (a loan 'Pagado' now but not yet on that day got part of its money later; penalties only grow
 * what is owed): its `last_repaid_on`, kept by `applyRepayment`, is after the day; or when it was
 * written off after the day. Its schedule is the one in force that day (a reschedule keeps the
 * replaced installments with their span of days), covered by what was repaid beyond what the
 * schedules before it absorbed (their `paid_before`). Per candidate: the repayments dated on or before the day (credit incomes, which
 * approved payments also write, by their date), the penalties applied by the day's end, and the
 * installments' running owed total, against which the paid total covers the oldest first: the
 * uncovered part of installment k is max(0, min(owed k, owed up to k − paid)).
 */
export function loanStandingsSql(
  day: string,
  dayEnd: SQL,
  lines: readonly number[] | undefined,
  only?: SQL,
): SQL {
  const inLine = lines === undefined ? sql`` : sql`and ${inLineIds(sql`l.organization_id`, lines)}`;
  const among = only === undefined ? sql`` : sql`and l.id in (${only})`;
  return sql`
    with candidate as (
      select l.id from loans l where l.status = 'Por pagar' and l.date <= ${day} ${among}
      union
      select l.id from loans l where l.status = 'Pagado' and l.last_repaid_on > ${day} and l.date <= ${day} ${among}
      union
      select l.id from loans l where l.status = 'Castigado' and l.written_off_on > ${day} and l.date <= ${day} ${among}
    ),
    -- A loan rescheduled after the day had another schedule then (a column, not a lookup per loan:
    -- the lookup cost 0.4 s over 41 000 loans).
    loan as materialized (
      select l.id, l.organization_id as org, l.paid_before, l.amount_awarded as awarded, l.amount_awarded_bs as awarded_bs,
        coalesce((select sum(r.amount_petro) from incomes r
                  where r.loan_id = l.id and r.is_credit and r.date <= ${day}), 0) as repaid,
        coalesce(l.rescheduled_on > ${day}, false) as replaced
      from candidate c
      -- The loan's own copy of its line (migration 0030): no join to its carrier and affiliate.
      join loans l on l.id = c.id and l.date <= ${day} ${inLine}
    ),
    -- Each schedule's running totals apart: the current installments come in (loan, number) order
    -- from their key's index, so the window needs no sort (one over both cost 2.5x at 300 000 loans).
    current_installment as (
      select l.id, l.org, l.awarded, l.awarded_bs, l.repaid - l.paid_before as paid, i.due_date,
        sum(i.amount + case when i.penalty_applied_at < ${dayEnd} then i.penalty else 0 end)
          over (partition by l.id order by i.number) as owed_to_here,
        i.amount + case when i.penalty_applied_at < ${dayEnd} then i.penalty else 0 end as owed,
        i.interest_part, i.principal_part
      from loan l join installments i on i.loan_id = l.id
      where not l.replaced
    ),
    replaced_installment as (
      select l.id, l.org, l.awarded, l.awarded_bs, l.repaid - h.paid_before as paid, h.due_date,
        sum(h.amount + case when h.penalty_applied_at < ${dayEnd} then h.penalty else 0 end)
          over (partition by l.id order by h.number) as owed_to_here,
        h.amount + case when h.penalty_applied_at < ${dayEnd} then h.penalty else 0 end as owed,
        h.interest_part, h.principal_part
      from loan l join replaced_installments h
        on h.loan_id = l.id and h.replaced_on > ${day} and h.in_force_from <= ${day}
      where l.replaced
    ),
    installment as (
      select * from current_installment union all select * from replaced_installment
    ),
    standing as (
      select id, org, max(awarded) as awarded, max(awarded_bs) as awarded_bs, max(paid) as paid, sum(owed) as amount_pay,
        coalesce(sum(greatest(0, least(owed, owed_to_here - paid))) filter (where due_date < ${day}), 0) as overdue,
        min(due_date) filter (where due_date < ${day} and owed_to_here > paid) as oldest,
        coalesce(sum(${principalLeft}), 0) as principal
      from installment group by id, org
    )
    select id as loan_id, org as organization_id, coalesce(${day}::date - oldest, 0) as days_past_due,
      amount_pay - paid as outstanding, overdue, principal,
      -- principalCostBs of the domain: the Bs disbursed × principal repaid ÷ awarded, to the cent.
      case when awarded > 0 then awarded_bs - round(awarded_bs * (awarded - principal) / awarded, 2) else 0 end
        as principal_cost_bs
    from standing where paid < amount_pay
  `;
}

/** Per-loan standings (rows of `loanStandingsSql`'s shape) added up by line and days past due, capped. */
export const groupedSql = (perLoan: SQL, daysCap: number): SQL => sql`
  select organization_id as "organizationId", least(days_past_due, ${daysCap}) as "daysPastDue",
    count(*)::int as loans, sum(outstanding)::text as outstanding, sum(overdue)::text as overdue,
    sum(principal)::text as principal, sum(principal_cost_bs)::text as "principalCostBs"
  from (${perLoan}) s
  group by 1, 2
`;

/** The active loans at the end of `day`, grouped by line and days past due: computed live. */
export async function standingGroups(
  db: Db | Tx,
  day: string,
  dayEnd: SQL,
  lines: readonly number[] | undefined,
  daysCap = DAYS_CAP,
): Promise<StandingGroup[]> {
  const result = (await db.execute(
    groupedSql(loanStandingsSql(day, dayEnd, lines), daysCap),
  )) as Rows<StandingGroup>;
  return result.rows;
}
