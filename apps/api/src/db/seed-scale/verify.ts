// Checks a seeded database against the domain rules, from the stored tables alone (not from the
// seed's plan): each check counts the rows that break a rule, and every count must be 0.
import { lit, type SqlRunner } from './sql';

/** Each installment's running total owed (amount + penalty, in order): what repayments cover. */
const runningOwed = `select loan_id, number, due_date, penalty,
  sum(amount + coalesce(penalty, 0)) over (partition by loan_id order by number) as cum
  from installments`;

/**
 * Each item (id, at) with the rate in force at `at`: the newest price registered before it, or
 * at it when `atCounts`. One sorted pass over prices and items together, carrying the last price
 * forward (a lookup per row would take minutes on a million rows).
 */
const ratesAt = (items: string, atCounts: boolean) => `
  select id, first_value(amount) over (partition by grp order by at, kind) as rate
  from (
    select id, at, kind, amount, count(amount) over (order by at, kind) as grp
    from (select null::bigint as id, created_at as at, ${atCounts ? 0 : 1} as kind, amount from prices
          union all
          select id, at, ${atCounts ? 1 : 0}, null from (${items}) i) u
  ) g`;

/** The rate on day D, for each date of a table: the newest registered before the end of D. */
const rateOn = (timeZone: string, table: string) => `
  select date '2000-01-01' + id::int as date, rate from (${ratesAt(
    `select date - date '2000-01-01' as id, (date + 1)::timestamp at time zone ${lit(timeZone)} as at
     from (select distinct date from ${table}) d`,
    false,
  )}) r where id is not null`;

/** The rate current when each row of a table was created. */
const rateWhenCreated = (table: string) =>
  `select id, rate from (${ratesAt(`select id, created_at as at from ${table}`, true)}) r where id is not null`;

/** zod's e-mail pattern (recordEmailField) and the domain's VENEZUELAN_PHONE, as PostgreSQL regexes. */
const EMAIL = `^(?:[A-Za-z0-9_'+-]+\\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\\.)+[A-Za-z]{2,}$`;
const PHONE = '^(?:\\+58|0058|0)?(?:2[0-9]{2}|4(?:12|14|16|22|24|26))[0-9]{7}$';

function checks(today: string, timeZone: string): [string, string][] {
  const day = `date '${today}'`;
  return [
    [
      'affiliates.has_account = a listed carrier account exists',
      `select count(*) from affiliates a
       where a.has_account <> exists (select 1 from carriers c where c.affiliate_id = a.id and c.retired_at is null)`,
    ],
    [
      'affiliate_search = the affiliates’ list columns and listed account (migration 0037)',
      `select count(*) from affiliates a full join affiliate_search s on s.id = a.id
       left join carriers c on c.affiliate_id = a.id and c.retired_at is null
       where (a.search_name, a.dni, a.last_names, a.organization_id, a.status, a.has_account, a.created_at,
              a.retired_at, c.id, c.created_at)
         is distinct from (s.search_name, s.dni, s.last_names, s.organization_id, s.status, s.has_account,
              s.created_at, s.retired_at, s.account_id, s.account_created_at)`,
    ],
    [
      'portfolio_movements = the loans and repayments by day and line (migration 0038)',
      `with kept as (
         select day, coalesce(organization_id, -1) as org, sum(disbursed_petro) as dp, sum(disbursed_bs) as db,
           sum(new_loans) as n, sum(collected_petro) as cp, sum(collected_bs) as cb
         from portfolio_movements group by 1, 2),
       moved as (
         select day, coalesce(org, -1) as org, sum(dp) as dp, sum(db) as db, sum(n) as n, sum(cp) as cp, sum(cb) as cb
         from (select date, organization_id, amount_awarded, amount_awarded_bs, 1, 0, 0 from loans
               union all
               select date, organization_id, 0, 0, 0, amount_petro, amount_bs from incomes
               where is_credit and loan_id is not null) m(day, org, dp, db, n, cp, cb)
         group by 1, 2)
       select count(*) from kept k full join moved m on m.day = k.day and m.org = k.org
       where (coalesce(k.dp, 0), coalesce(k.db, 0), coalesce(k.n, 0), coalesce(k.cp, 0), coalesce(k.cb, 0))
         <> (coalesce(m.dp, 0), coalesce(m.db, 0), coalesce(m.n, 0), coalesce(m.cp, 0), coalesce(m.cb, 0))`,
    ],
    [
      'loan paid totals = its repayments (₽ and Bs)',
      `select count(*) from loans l
       left join (select loan_id, sum(amount_petro) as petro, sum(amount_bs) as bs from incomes
                  where is_credit group by loan_id) i on i.loan_id = l.id
       where l.paid_total <> coalesce(i.petro, 0) or l.paid_bs <> coalesce(i.bs, 0)`,
    ],
    [
      'loan terms and schedule (loanTerms, dueDates)',
      `with s as (
         select i.loan_id, count(*) as n, sum(i.amount) as amount, sum(i.amount + coalesce(i.penalty, 0)) as owed,
           count(*) filter (where i.due_date <> l.date + round(i.number * l.credit_days::numeric / l.fee_numbers)::int
                              or (i.number < l.fee_numbers and i.amount <> l.total_pay_fees)
                              or i.amount <= 0) as bad
         from installments i join loans l on l.id = i.loan_id group by i.loan_id)
       select count(*) from loans l left join s on s.loan_id = l.id
       where s.loan_id is null or s.n <> l.fee_numbers or s.bad > 0 or s.owed <> l.amount_pay
         or l.amount_awarded <> round(l.amount_awarded_bs / l.rate, 4)
         or s.amount <> round(l.amount_awarded * (1 + l.interest_rate / 100), 4)
         or l.total_pay_fees <> round(s.amount / l.fee_numbers, 4)`,
    ],
    [
      'loan feePaid and status (loanStanding)',
      `select count(*) from loans l
       join (select c.loan_id, count(*) filter (where c.cum <= l2.paid_total) as covered
             from (${runningOwed}) c join loans l2 on l2.id = c.loan_id group by c.loan_id) x on x.loan_id = l.id
       where l.fee_paid <> x.covered
          or l.status <> case when l.paid_total >= l.amount_pay then 'Pagado' else 'Por pagar' end`,
    ],
    [
      'repayment quotaNumber (quotaReached)',
      `with inc as (
         select id, loan_id, quota_number,
           sum(amount_petro) over (partition by loan_id order by created_at, id) as paid
         from incomes where is_credit),
       q as (
         select inc.id, inc.quota_number, inc.paid, l.fee_numbers as n,
           count(*) filter (where c.cum <= inc.paid) as m,
           coalesce(max(c.cum) filter (where c.cum <= inc.paid), 0) as cm
         from inc join (${runningOwed}) c on c.loan_id = inc.loan_id join loans l on l.id = inc.loan_id
         group by inc.id, inc.quota_number, inc.paid, l.fee_numbers)
       select count(*) from q
       where quota_number is distinct from case when m = n then n when paid > cm then m + 1 else m end`,
    ],
    [
      'overdue unpaid installments carry their penalty',
      `select count(*) from (${runningOwed}) c join loans l on l.id = c.loan_id
       where l.status = 'Por pagar' and c.penalty is null and c.due_date < ${day} and c.cum > l.paid_total`,
    ],
    [
      'a new loan only after the previous one is paid',
      `with paid as (select loan_id, max(created_at) as last_at from incomes where is_credit group by loan_id),
       seq as (
         select l.status, p.last_at,
           lead(r.created_at) over (partition by l.carrier_id order by l.created_at, l.id) as next_request
         from loans l join credit_requests r on r.id = l.request_id left join paid p on p.loan_id = l.id)
       select count(*) from seq where next_request is not null and (status <> 'Pagado' or last_at >= next_request)`,
    ],
    [
      'approved requests and loans match',
      `select count(*) from credit_requests r
       full join loans l on l.request_id = r.id
       left join carriers c on c.id = l.carrier_id
       where (r.status = 'Aprobado') is distinct from (l.id is not null)
          or (l.id is not null and (c.affiliate_id <> r.affiliate_id or l.created_at < r.created_at
                                    or r.decided_at <> l.created_at))`,
    ],
    [
      'requests: ₽ at the rate current when made',
      `select count(*) from credit_requests r join (${rateWhenCreated('credit_requests')}) c on c.id = r.id
       where r.amount_petro <> round(r.amount_bs / r.rate, 4) or r.rate is distinct from c.rate`,
    ],
    [
      'loans: the current rate and regular interest',
      `select count(*) from loans l join (${rateWhenCreated('loans')}) c on c.id = l.id
       where l.rate is distinct from c.rate
          or l.interest_rate <> (select amount from interests where not apply_on_defaulters
                                 and created_at <= l.created_at order by created_at desc, id desc limit 1)`,
    ],
    [
      'pending requests: active affiliates owing nothing',
      `select count(*) from credit_requests r join affiliates a on a.id = r.affiliate_id
       where r.status = 'Por revisar' and (a.status <> 'Activo' or a.retired_at is not null or exists (
         select 1 from loans l join carriers c on c.id = l.carrier_id
         where c.affiliate_id = a.id and l.status = 'Por pagar'))`,
    ],
    [
      'approved payments ↔ their credit incomes',
      `select count(*) from payments p left join incomes i on i.payment_id = p.id
       where (p.status = 'Aprobado') <> (i.id is not null)
          or (i.id is not null and (i.amount_petro <> p.amount_petro or i.amount_bs <> p.amount_bs
              or i.rate <> p.rate or i.loan_id <> p.loan_id or i.carrier_id <> p.carrier_id
              or not i.is_credit or i.date <> p.date or i.created_at <> p.decided_at))`,
    ],
    [
      'payments: carrier, dates, pending only on unpaid loans',
      `select count(*) from payments p join loans l on l.id = p.loan_id
       where p.carrier_id <> l.carrier_id or p.date <= l.date or p.date > ${day}
          or (p.status = 'Por revisar') <> (p.decided_at is null)
          or (p.status = 'Por revisar' and l.status <> 'Por pagar')`,
    ],
    [
      'payments: ₽ at the rate of their date',
      `select count(*) from payments p left join (${rateOn(timeZone, 'payments')}) r on r.date = p.date
       where p.rate is distinct from r.rate or p.amount_petro <> round(p.amount_bs / p.rate, 4)`,
    ],
    [
      'incomes: ₽ at the rate of their date',
      `select count(*) from incomes i left join (${rateOn(timeZone, 'incomes')}) r on r.date = i.date
       where i.rate is distinct from r.rate or i.amount_petro <> round(i.amount_bs / i.rate, 4) or i.date > ${day}
          or i.is_credit <> (i.loan_id is not null)`,
    ],
    [
      'expenses: disbursement = its loan, others at their date',
      `select count(*) from expenses e
       left join loans l on l.id = e.loan_id
       left join (${rateOn(timeZone, 'expenses')}) r on r.date = e.date
       where e.date > ${day} or e.amount_petro <> round(e.amount_bs / e.rate, 4)
          or (l.id is null and (e.loan_id is not null or e.carrier_id is not null or e.rate is distinct from r.rate))
          or (l.id is not null and (e.carrier_id <> l.carrier_id or e.date <> l.date or e.rate <> l.rate
              or e.amount_bs <> l.amount_awarded_bs or e.amount_petro <> l.amount_awarded))`,
    ],
    [
      'every loan has its disbursement',
      `select count(*) from loans l where not exists (select 1 from expenses e where e.loan_id = l.id)`,
    ],
    [
      'funds ↔ fund incomes',
      `select count(*) from incomes i full join funds f on f.income_id = i.id
       where (i.is_fund and f.id is null) or (f.id is not null and not coalesce(i.is_fund, false))`,
    ],
    [
      // The API answers through the same zod schemas: a row they refuse is a 500 on its list.
      'affiliates pass the form validators (e-mail, cédula, RIF, phone)',
      `select count(*) from affiliates
       where email !~ ${lit(EMAIL)} or length(email) < 8 or dni !~ '^[0-9]{7,8}$' or rif !~ '^[VEJPG][0-9]{9}$'
          or phone_number !~ ${lit(PHONE)} or length(first_names) not between 3 and 30
          or length(last_names) not between 3 and 30`,
    ],
    [
      'retired affiliates: inactive, account retired, nothing owed',
      `select count(*) from affiliates a join carriers c on c.affiliate_id = a.id
       where (a.retired_at is not null) and (a.status <> 'Inactivo' or c.retired_at is null
         or exists (select 1 from loans l where l.carrier_id = c.id and l.status = 'Por pagar'))`,
    ],
  ];
}

/** Runs every check; returns each one's count of rows breaking it. */
export async function verifySeed(
  db: SqlRunner,
  today: string,
  timeZone: string,
): Promise<{ name: string; mismatches: number; seconds: number }[]> {
  const out = [];
  const all = checks(today, timeZone);
  const summaries = await db.query(`select to_regclass('list_summary') is not null as present`);
  if (summaries.rows[0]?.present) {
    // The counters the lists read (migration 0008) were rebuilt after the load.
    const lists = { payments: 'payments', loans: 'loans', incomes: 'incomes', audit: 'audit_log' };
    all.push([
      'list summaries count every row',
      Object.entries(lists)
        .map(
          ([list, table]) => `(select (coalesce(sum(n), 0) <> (select count(*) from ${table}))::int
            from list_summary where list = '${list}' and a = '*' and b = '*')`,
        )
        .join(' + '),
    ]);
  }
  for (const [name, sql] of all) {
    const t0 = performance.now();
    const { rows } = await db.query(`select (${sql}) as n`);
    out.push({ name, mismatches: Number(rows[0]?.n ?? 0), seconds: (performance.now() - t0) / 1000 });
  }
  return out;
}

/** The portfolio in numbers: rows per table, status mixes and the share in mora. */
export async function portfolioStats(db: SqlRunner, today: string): Promise<Record<string, string | number>> {
  const { rows } = await db.query(`select
    (select count(*) from organizations) as organizations,
    (select count(*) from administrators) as administrators,
    (select count(*) from affiliates) as affiliates,
    (select count(*) from affiliates where status = 'Inactivo') as affiliates_inactive,
    (select count(*) from affiliates where retired_at is not null) as affiliates_retired,
    (select count(*) from carriers) as carriers,
    (select count(*) from prices) as prices,
    (select count(*) from credit_requests) as requests,
    (select count(*) from credit_requests where status = 'Aprobado') as requests_approved,
    (select count(*) from credit_requests where status = 'Rechazado') as requests_rejected,
    (select count(*) from credit_requests where status = 'Por revisar') as requests_pending,
    (select count(*) from loans) as loans,
    (select count(*) from loans where status = 'Pagado') as loans_paid,
    (select count(*) from loans where status = 'Por pagar') as loans_unpaid,
    (select count(*) from loans where status = 'Por pagar' or date > date '${today}' - 180) as loans_unpaid_or_recent,
    (select count(distinct c.loan_id) from (${runningOwed}) c join loans l on l.id = c.loan_id
      where l.status = 'Por pagar' and c.due_date < date '${today}' and c.cum > l.paid_total) as loans_in_mora,
    (select count(*) from installments) as installments,
    (select count(*) from installments where penalty is not null) as installments_penalized,
    (select count(*) from payments) as payments,
    (select count(*) from payments where status = 'Aprobado') as payments_approved,
    (select count(*) from payments where status = 'Rechazado') as payments_rejected,
    (select count(*) from payments where status = 'Por revisar') as payments_pending,
    (select count(*) from incomes) as incomes,
    (select count(*) from incomes where payment_id is not null) as incomes_of_payments,
    (select count(*) from incomes where is_credit and payment_id is null) as incomes_office_credit,
    (select count(*) from incomes where is_fund) as incomes_fund,
    (select count(*) from incomes where not is_credit and not is_fund) as incomes_plain,
    (select count(*) from funds) as funds,
    (select count(*) from expenses) as expenses,
    (select count(*) from expenses where loan_id is not null) as expenses_disbursements,
    (select count(*) from audit_log) as audit_log,
    (select min(at)::date || ' … ' || max(at)::date from audit_log) as audit_span,
    (select min(amount) || ' … ' || max(amount) from prices) as rate_span`);
  const row = rows[0] ?? {};
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && !/^\d+$/.test(v) ? v : Number(v)]),
  );
}
