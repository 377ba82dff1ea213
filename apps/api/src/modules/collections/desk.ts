import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  businessDate,
  Decimal,
  owedNow,
  promiseStatusOf,
  storedLoanStanding,
  toJsonNumber,
  type PaymentUnderReview,
  type ScheduledInstallment,
  type CollectionBucket,
  type CollectionRow,
  type CollectionsQuery,
} from '@app/domain';
import type { Db, Rows } from '../../db/client';
import { startsWith } from '../../lib/starts-with';
import type { Page } from '../../lib/list-query';
import { inLines } from '../../lib/lines';
import type { Principal } from '../../lib/principal';
import { rateOnColumn } from '../prices';
import { promisedRepaid } from './follow-ups';

/** Days past due of each bucket, as a range of the next due date (the index's column). */
const bucketDays: Record<CollectionBucket, [from: number, to: number | null]> = {
  '1-30': [1, 30],
  '31-60': [31, 60],
  '61-90': [61, 90],
  '90+': [91, null],
};

export interface DeskRow {
  loan: number;
  carrier: string;
  dni: string;
  phone: string;
  organization: string;
  schedule: ScheduledInstallment[];
  underReview: PaymentUnderReview[];
  paidTotal: string;
  paidBefore: string;
  status: string;
  lastPaymentDate: string | null;
  /** ISO 8601, from to_json (a raw row carries no column types). */
  lastContact: string | null;
  amountAwarded: string;
  amountAwardedInBs: string;
  loanRate: string;
  promiseDate: string | null;
  promiseAmountBs: string | null;
  promiseRepaid: string | null;
  /** Every matching loan, counted once for the page. */
  total: number;
  /** Today's rate, Bs per unit; null before any was registered. */
  rate: string | null;
}

/**
 * A day as an SQL literal: the desk's dates are today's and its buckets' (a handful of texts a day),
 * so a first page's statement has no parameter the planner must see, and PostgreSQL plans it once
 * per connection and day (decision 38) instead of on every request (~0.8 ms of its CPU).
 */
function dayLiteral(day: string): SQL {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
  return sql.raw(`'${day}'::date`);
}

/**
 * The loans in mora, most days past due first: 'Por pagar' with their first uncovered installment
 * past due, read in order from the next-due index (loans_next_due_idx). Per row, what is owed now
 * (`owedNow`, the rule the carrier's screens read: overdue with penalties, days late, balance, in
 * the unit and in Bs at today's rate), the payments under review, the last repayment, the last
 * contact and the newest promise. One statement: the page's loans, their facts, the count of every
 * match and today's rate (the last two as subqueries PostgreSQL runs once).
 */
export async function listCollections(
  db: Db,
  q: CollectionsQuery,
  principal: Principal,
): Promise<Page<CollectionRow>> {
  const today = businessDate();
  const where: SQL[] = [sql`l.status = 'Por pagar'`, sql`l.next_due_on < ${dayLiteral(today)}`];
  if (q.bucket) {
    const [from, to] = bucketDays[q.bucket];
    where.push(sql`l.next_due_on <= ${dayLiteral(addDays(today, -from))}`);
    if (to !== null) where.push(sql`l.next_due_on >= ${dayLiteral(addDays(today, -to))}`);
  }
  // The loan's own copy of its line (migration 0030): one range of loans_line_next_due_idx.
  if (q.organization !== undefined) where.push(sql`l.organization_id = ${q.organization}`);
  const lines = inLines(sql`l.organization_id`, principal);
  if (lines) where.push(lines);
  if (q.dni) where.push(startsWith(sql`a.dni`, q.dni));
  const filter = sql.join(where, sql` and `);
  // The carrier's affiliate only when a filter needs it: otherwise the page and its count read the index alone.
  const from = q.dni
    ? sql`loans l join carriers ca on ca.id = l.carrier_id join affiliates a on a.id = ca.affiliate_id`
    : sql`loans l`;
  const count = sql`(select count(*)::int from ${from} where ${filter})`;
  // The limit written (the query schema bounds it) and a first page without OFFSET: nothing in its
  // window is left for the planner to guess (an unseen OFFSET is planned as a tenth of the rows).
  // A deeper page keeps its offset a parameter: one text for every page (decision 38).
  const limit = sql.raw(`limit ${Math.trunc(q.limit)}`);
  const window = q.offset > 0 ? sql`${limit} offset ${q.offset}` : limit;

  // The page's loans first, then their figures: a deep page computes nothing for the rows it skips.
  const page = (await db.execute(sql`
      with page as materialized (
        select l.id from ${from} where ${filter}
        order by l.next_due_on, l.id ${window}
      )
      select l.id as loan, a.first_names || ' ' || a.last_names as carrier, a.dni, a.phone_number as phone,
        o.name as organization,
        (select coalesce(json_agg(json_build_object('number', i.number, 'dueDate', i.due_date,
            'amount', i.amount::text, 'penalty', i.penalty::text)), '[]')
          from installments i where i.loan_id = l.id) as schedule,
        (select coalesce(json_agg(json_build_object('amountInBs', p.amount_bs::text,
            'amountInPetro', p.amount_petro::text, 'date', p.date)), '[]')
          from payments p where p.loan_id = l.id and p.status = 'Por revisar') as "underReview",
        l.paid_total::text as "paidTotal", l.paid_before::text as "paidBefore", l.status,
        l.last_repaid_on::text as "lastPaymentDate",
        to_json((select max(f.created_at) from loan_follow_ups f where f.loan_id = l.id)) #>> '{}' as "lastContact",
        l.amount_awarded::text as "amountAwarded", l.amount_awarded_bs::text as "amountAwardedInBs",
        l.rate::text as "loanRate",
        p.promise_date::text as "promiseDate", p.promise_amount_bs::text as "promiseAmountBs", p.repaid as "promiseRepaid",
        ${count} as total, ${rateOnColumn(dayLiteral(today))} as rate
      from page join loans l on l.id = page.id
      join carriers ca on ca.id = l.carrier_id join affiliates a on a.id = ca.affiliate_id
      join organizations o on o.id = a.organization_id
      left join lateral (
        select loan_follow_ups.promise_date, loan_follow_ups.promise_amount_bs, ${promisedRepaid} as repaid
        from loan_follow_ups
        where loan_follow_ups.loan_id = l.id and loan_follow_ups.promise_date is not null
        order by loan_follow_ups.created_at desc, loan_follow_ups.id desc limit 1
      ) p on true
      order by l.next_due_on, l.id`)) as Rows<DeskRow>;
  const first = page.rows[0];
  // No row: nothing matches on a first page; past the end, the count is read on its own.
  if (!first) {
    if (q.offset === 0) return { rows: [], total: 0 };
    const counted = (await db.execute(sql`select ${count} as total`)) as Rows<{ total: number }>;
    return { rows: [], total: counted.rows[0]!.total };
  }
  const rate = first.rate === null ? undefined : new Decimal(first.rate);
  const rows = page.rows.map((r) => deskRow(r, today, rate));
  return { rows, total: first.total };
}

/** A loan of the desk's page as the desk shows it: what `owedNow` says it owes today, its review and promise. */
export function deskRow(r: DeskRow, today: string, rate: Decimal | undefined): CollectionRow {
  // Read once: owedNow converts with them for each figure the row shows.
  const grant = {
    amountAwarded: new Decimal(r.amountAwarded),
    amountAwardedInBs: new Decimal(r.amountAwardedInBs),
    rate: new Decimal(r.loanRate),
  };
  const standing = storedLoanStanding(r.schedule, r, today);
  const owed = owedNow({
    installments: standing.installments,
    today,
    loan: grant,
    rate,
    underReview: r.underReview,
  });
  const promise =
    r.promiseDate === null || r.promiseAmountBs === null
      ? null
      : {
          date: r.promiseDate,
          amountBs: toJsonNumber(r.promiseAmountBs),
          status: promiseStatusOf(r, r.promiseRepaid ?? '0', today)!,
        };
  return {
    loan: r.loan,
    carrier: r.carrier,
    dni: r.dni,
    phone: r.phone,
    organization: r.organization,
    daysPastDue: owed.daysPastDue,
    installmentsOverdue: owed.installmentsOverdue,
    overduePetro: toJsonNumber(owed.overdue.petro),
    overdueBs: owed.overdue.bs && toJsonNumber(owed.overdue.bs),
    balancePetro: toJsonNumber(owed.balance.petro),
    balanceBs: owed.balance.bs && toJsonNumber(owed.balance.bs),
    underReview: owed.underReview.payments.map((p) => ({
      amountInBs: toJsonNumber(p.amountInBs),
      amountInPetro: toJsonNumber(p.amountInPetro),
      date: p.date,
    })),
    overdueAfterReview: {
      petro: toJsonNumber(owed.afterReview.overdue.petro),
      bs: owed.afterReview.overdue.bs && toJsonNumber(owed.afterReview.overdue.bs),
      daysPastDue: owed.afterReview.daysPastDue,
    },
    lastPaymentDate: r.lastPaymentDate,
    lastContact: r.lastContact === null ? null : new Date(r.lastContact).toISOString(),
    promise,
  };
}
