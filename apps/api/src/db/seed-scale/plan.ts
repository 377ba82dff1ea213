// The statements of the scale seed, in order. Each builds a temporary plan table or fills a real
// table from one, with INSERT … SELECT over generate_series: no row travels through Node.
import { GENERAL_ADMINISTRATOR } from '@app/domain';
import { DAYS as T, between, h, lit, pick, rateAt, stepCase, textArray, u, type Calendar } from './sql';
import * as w from './words';

/** How many rows of each kind: the national portfolio times the fraction (lines stay 20). */
export interface Targets {
  affiliates: number;
  loans: number;
  requests: number;
  payments: number;
  incomes: number;
  expenses: number;
  audit: number;
  retired: number;
}

export function targetsFor(fraction: number): Targets {
  const n = (full: number) => Math.max(1, Math.round(full * fraction));
  const loans = n(300_000);
  return {
    affiliates: n(100_000),
    loans,
    requests: Math.max(loans, n(330_000)),
    payments: n(1_000_000),
    incomes: n(1_000_000),
    expenses: Math.max(loans, n(320_000)),
    audit: n(1_400_000),
    retired: Math.round(300 * fraction),
  };
}

export interface Admins {
  ids: number[];
  names: string[];
  emails: string[];
}

export interface PlanContext {
  cal: Calendar;
  targets: Targets;
  passwordHash: string;
  /** The anchor's year: no vehicle is newer. */
  year: number;
}

/** Interest rates over the history (regular ones price new loans, defaulter ones the mora). */
export const interestHistory = [
  { day: 0, amount: '10.00', defaulters: false },
  { day: 0, amount: '3.00', defaulters: true },
  { day: 380, amount: '12.00', defaulters: false },
  { day: 610, amount: '4.00', defaulters: true },
  { day: 820, amount: '15.00', defaulters: false },
  { day: 1000, amount: '12.50', defaulters: false },
];
const INTEREST_SEC = 27_000; // 07:30, before the day's first rate and any approval

/** The regular interest of a loan approved on day t (registered at 07:30, approvals from 08:00). */
const regularAt = (t: string) =>
  stepCase(
    interestHistory.filter((i) => !i.defaulters).map((i) => ({ day: i.day, value: i.amount })),
    (day) => `${t} >= ${day}`,
  );

/** The defaulter interest the hourly job used on day t, from 00:05: one registered on an earlier day. */
const defaulterAt = (t: string) =>
  stepCase(
    interestHistory.filter((i) => i.defaulters).map((i) => ({ day: i.day, value: i.amount })),
    (day) => `${t} > ${day}`,
  );

const ruleHistory = [
  { day: 0, petro: 50 },
  { day: 450, petro: 40 },
  { day: 900, petro: 60 },
];

export const adminPick = (a: Admins, key: string, salt: number) =>
  `(array[${a.ids.join(', ')}]::int[])[(1 + ${h(key, salt)} % ${a.ids.length})::int]`;

/** An administrator's name or e-mail from its id (the audit trail copies both). */
const adminField = (a: Admins, field: 'names' | 'emails', id: string) =>
  `(${textArray(a[field])})[array_position(array[${a.ids.join(', ')}]::int[], ${id})]`;

// ---------------------------------------------------------------------------------------------
// Reference data: rates, interests, rules, lines, administrators

export function referenceData({ cal }: PlanContext): string[] {
  return [
    // One or two rates a day, from ~35 to ~5 000 Bs/₽ (a devaluing currency), wobbling ±0.5 %.
    `create temp table seed_days on commit drop as
     with base as (
       select t,
         round(35 * exp(ln(5000 / 35.0) * t / ${T}) * (1 + (${h('t', 1)} % 201 - 100) / 20000.0), 4) as open_rate,
         ${between(25_200, 32_399, 't', 2)} as open_sec,
         case when ${h('t', 3)} % 10 < 4 then ${between(54_000, 59_399, 't', 4)} end as close_sec,
         ${h('t', 5)} % 80 as bump
       from generate_series(0, ${T}) t
     ), closed as (
       select t, open_rate, open_sec, close_sec,
         case when close_sec is null then open_rate
              else round(open_rate * (1 + (1 + bump) / 10000.0), 4) end as close_rate
       from base
     )
     select closed.*, coalesce(lag(close_rate) over (order by t), open_rate) as prev_close from closed`,
    `create unique index on seed_days (t)`,
    `analyze seed_days`,
    `insert into prices (id, amount, created_at) overriding system value
     select row_number() over (order by t, sec), rate, ${cal.at('t', 'sec')}
     from (select t, open_sec as sec, open_rate as rate from seed_days
           union all
           select t, close_sec, close_rate from seed_days where close_sec is not null) p
     order by 1`,
    `insert into interests (id, amount, apply_on_defaulters, created_at) overriding system value
     values ${interestHistory
       .map(
         (i, n) =>
           `(${n + 1}, ${i.amount}, ${i.defaulters}, ${cal.at(String(i.day), String(INTEREST_SEC + n))})`,
       )
       .join(', ')}`,
    // A rule typed in round Bs at the rate of its moment (07:45), kept with its ₽ (migration 0006).
    `insert into rules (id, amount_in_petro, amount_bs, rate, created_at) overriding system value
     select id, round(bs / rate, 4), bs, rate, ${cal.at('day', '27900')}
     from (select v.id, v.day, ${rateAt('d', '27900')} as rate,
             round(v.petro * (${rateAt('d', '27900')}) / 100) * 100 as bs
           from (values ${ruleHistory.map((r, n) => `(${n + 1}, ${r.day}, ${r.petro})`).join(', ')}) v(id, day, petro)
           join seed_days d on d.t = v.day) r`,
    `insert into organizations (id, name, type, rif, fiscal_address, record_name, record_date,
       modality_services, record_number, record_volume, record_invoice, certification_services, code,
       number_associates, number_affiliates, created_at) overriding system value
     values ${w.organizations
       .map((o, i) => {
         const modality = o.name.startsWith('Mototaxi')
           ? 'Mototaxi'
           : o.name.startsWith('Taxi')
             ? 'Taxi ejecutivo'
             : 'Transporte público de pasajeros';
         return `(${i + 1}, ${lit(o.name)}, ${lit(o.type)}, 'J${400_000_000 + (((i + 1) * 12_345_671) % 500_000_000)}',
           ${lit(`Avenida principal, municipio ${o.municipality}, estado ${o.state}`)},
           ${lit(`Registro Público del Municipio ${o.municipality}`)}, date '${cal.start}' - ${365 * (3 + (i % 12))},
           ${lit(modality)}, '${10 + i * 3}', 'Tomo ${i + 2}-A', 'Folio ${100 + i * 7}',
           ${i % 3 === 0 ? 'null' : `'CPS-${2000 + i * 37}'`}, 'L-${String(i + 1).padStart(2, '0')}',
           ${40 + i * 13}, null, ${cal.at('0', String(21_600 + i * 60))})`;
       })
       .join(',\n')}`,
  ];
}

/** Five administrators sharing the one known password; kept when already there. */
export function administratorsSql({ cal, passwordHash }: PlanContext, emails: string[]): string {
  const people = [
    ['Marisela', 'Rondón Pérez'],
    ['Gerardo', 'Salcedo Ruiz'],
    ['Yajaira', 'Lugo Marcano'],
    ['Héctor', 'Villegas Mora'],
    ['Luisana', 'Ortega Blanco'],
  ];
  return `insert into administrators (first_names, last_names, dni, phone_number, email, password_hash, created_at)
    values ${emails
      .map(
        (email, i) =>
          `(${lit(people[i]![0]!)}, ${lit(people[i]![1]!)}, '${9_500_000 + i * 731_337}', '041400000${10 + i}',
            ${lit(email)}, ${lit(passwordHash)}, ${cal.at('0', String(21_000 + i * 60))})`,
      )
      .join(', ')}
    on conflict (email) do nothing`;
}

/** The seeded administrators can do everything everywhere, as every administrator before roles. */
export function administratorRolesSql(emails: string[]): string {
  return `insert into administrator_roles (administrator_id, role_id)
    select a.id, r.id from administrators a, roles r
    where a.email in (${emails.map(lit).join(', ')}) and r.name = ${lit(GENERAL_ADMINISTRATOR)}
    on conflict do nothing`;
}

// ---------------------------------------------------------------------------------------------
// The portfolio plan: affiliates, their loans, schedules and repayments, in temporary tables

export function portfolioPlan({ targets }: PlanContext): string[] {
  const N = targets.affiliates;
  const N2 = `${N}::bigint * ${N}`;
  return [
    // Affiliate a joins on day (T-30)·((a-1)/N)² (most early, ids in order of joining); its loans
    // are a share of all loans by the time it has left times a per-affiliate factor (0.5–1.5).
    `create temp table seed_aff on commit drop as
     with b as (
       select a, ${T - 30}::bigint * (a - 1) * (a - 1) as v from generate_series(1, ${N}) a
     ), wt as (
       select a, (v / (${N2}))::int as t_join, (28800 + (v % (${N2})) * 36000 / (${N2}))::int as join_sec,
         (${T} - v / (${N2})) * (512 + ${h('a', 11)} % 1024) as w
       from b
     ), c as (
       select wt.*, sum(w) over (order by a) as cw, sum(w) over () as tw from wt
     )
     select a, t_join, join_sec, t_join + ${between(5, 24, 'a', 12)} as t_start,
       (floor(${targets.loans}::numeric * cw / tw) - floor(${targets.loans}::numeric * (cw - w) / tw))::int as cnt
     from c`,
    `analyze seed_aff`,
    // A carrier's loans one after another: its time is cut into equal slots; a loan starts near the
    // start of its slot, the last one anywhere in the last slot (which ends today).
    `create temp table seed_slot on commit drop as
     with s as (
       select f.a, g.s, f.cnt, f.t_join, f.t_start, f.a * 16 + g.s as key,
         f.t_start + (g.s * (${T} - f.t_start)) / f.cnt as slot_start,
         f.t_start + ((g.s + 1) * (${T} - f.t_start)) / f.cnt as next_start
       from seed_aff f cross join lateral generate_series(0, f.cnt - 1) g(s)
       where f.cnt > 0
     )
     select s.*, s.s = s.cnt - 1 as is_last,
       s.slot_start + case when s.s = s.cnt - 1 then (${h('key', 21)} % (${T} + 1 - s.slot_start))::int
         else (${h('key', 21)} % greatest(1, least(15, (s.next_start - s.slot_start) / 8)))::int end as day,
       ${between(1, 6, 'key', 22)} as n,
       ${between(28_800, 64_799, 'key', 23)} as appr_sec,
       ${between(0, 3, 'key', 24)} as req_back
     from s`,
    `create temp table seed_l on commit drop as
     with x as (
       select s.*, lead(s.day) over (partition by s.a order by s.s) as next_day,
         s.day - s.req_back as req_day,
         case when s.req_back = 0 then s.appr_sec - ${between(600, 4199, 's.key', 25)}
              else ${between(21_600, 79_199, 's.key', 25)} end as req_sec,
         20 + (${h('s.key', 26)} % 281) * (${h('s.key', 27)} % 281) / 280 as want_petro
       from seed_slot s
     ), r as (
       select x.*,
         -- The next loan's request (and a rejected one before it) comes after this loan is paid.
         coalesce(x.next_day - 8, ${T}) as deadline,
         least(x.n, greatest(0, (${T} - x.day - 1) / 30)) as due_count,
         ${rateAt('ad', 'x.appr_sec')} as rate,
         ${rateAt('rd', 'x.req_sec')} as req_rate,
         ${regularAt('x.day')} as interest
       from x join seed_days ad on ad.t = x.day join seed_days rd on rd.t = x.req_day
     ), b as (
       select r.*, greatest(500, round(r.want_petro * r.req_rate / 500) * 500) as req_bs from r
     ), g as (
       -- Most approvals grant the proposal (the Bs typed, carried to today's rate); some grant less.
       select b.*, round(b.req_bs / b.req_rate, 4) as req_petro,
         case when ${h('b.key', 28)} % 5 = 0
              then greatest(500, floor(b.req_bs * b.rate / b.req_rate * 0.8 / 500) * 500)
              else round(b.req_bs * b.rate / b.req_rate, 2) end as awarded_bs
       from b
     ), p as (
       select g.*, round(g.awarded_bs / g.rate, 4) as awarded from g
     ), q as (
       select p.*, round(p.awarded * (1 + p.interest / 100), 4) as pay0 from p
     ), c as (
       -- What becomes of a carrier's last loan: paid, defaulted long ago, behind, paid early, current.
       select q.*, round(q.pay0 / q.n, 4) as fee,
         case when not q.is_last then 'paid'
              when q.day + 30 * q.n + 15 < ${T} then case when ${u('q.key', 30)} < 0.07 then 'default' else 'paid' end
              when ${u('q.key', 30)} < 0.18 and q.due_count > 0 then 'behind'
              when ${u('q.key', 30)} < 0.25 and q.day < ${T - 1} then 'early'
              else 'current' end as cat
       from q
     )
     select row_number() over (order by c.day, c.appr_sec, c.a)::int as loan_id, c.*,
       case c.cat when 'default' then (${h('c.key', 31)} % c.n)::int
                  when 'behind' then (${h('c.key', 31)} % greatest(c.due_count, 1))::int end as m,
       c.day + 1 + (${h('c.key', 32)} % greatest(1, ${T} - c.day - 1))::int as early_end,
       ${pick(w.loanReasons, 'c.key', 33)} as reason
     from c`,
    `create unique index on seed_l (loan_id)`,
    `analyze seed_l`,
    // Each plan table goes as soon as it has served: temporary tables hold memory and disk until dropped.
    `drop table seed_slot`,
    // The schedule, and when each installment is paid: around its due date (a tenth late, up to
    // 15 days, which costs a penalty), never after the deadline of its loan's fate.
    `create temp table seed_i on commit drop as
     with g as (
       select l.loan_id, l.key * 8 + j.k as ikey, l.a, l.n, l.cat, l.m, l.deadline, l.early_end, j.k,
         l.day + 30 * j.k as due,
         case when j.k < l.n then l.fee else l.pay0 - l.fee * (l.n - 1) end as amount
       from seed_l l cross join lateral generate_series(1, l.n) j(k)
     ), p as (
       select g.*, g.due + case when ${u('g.ikey', 40)} < 0.10 then ${between(1, 15, 'g.ikey', 41)}
                                else -${between(0, 10, 'g.ikey', 41)} end as want_day
       from g
     ), q as (
       select p.*,
         case p.cat when 'paid' then least(p.want_day, p.deadline)
                    when 'early' then least(p.want_day, p.early_end)
                    when 'current' then p.want_day
                    else least(p.want_day, ${T}) end as pay_day0,
         case p.cat when 'current' then p.want_day <= ${T}
                    when 'default' then p.k <= p.m
                    when 'behind' then p.k <= p.m
                    else true end as paid
       from p
     ), r as (
       -- Now and then one payment covers two installments (the second before its due date).
       select q.*,
         q.k % 2 = 1 and q.paid and coalesce(lead(q.paid) over o, false) and ${u('q.ikey', 42)} < 0.03 as merge,
         lead(q.amount) over o as next_amount
       from q window o as (partition by q.loan_id order by q.k)
     ), s as (
       select r.*, coalesce(lag(r.merge) over o, false) as merged_in, lag(r.pay_day0) over o as prev_pay
       from r window o as (partition by r.loan_id order by r.k)
     ), f as (
       select s.*, case when s.merged_in then s.prev_pay else s.pay_day0 end as pay_day from s
     )
     select f.loan_id, f.ikey, f.a, f.n, f.k, f.due, f.amount, f.paid, f.pay_day,
       case when f.merge then f.next_amount end as merge_amount,
       -- Penalized: paid after its due date, or still unpaid past it (the job ran the next day).
       case when f.paid then f.pay_day > f.due else f.due < ${T} end as late,
       ${defaulterAt('f.due + 1')} as pen_rate,
       case when ${u('f.ikey', 43)} < 0.03 then 'income' else 'payment' end as ev_kind,
       (${h('f.ikey', 44)} % 20)::int as style,
       -- Two-hour slots per installment number keep a loan's repayments in order within a day.
       25200 + (f.k - 1) * 7200 + ${between(0, 2999, 'f.ikey', 45)} as ev_sec,
       ${between(600, 3599, 'f.ikey', 46)} as review_secs,
       d.close_rate as pay_rate
     from f left join seed_days d on f.paid and d.t = f.pay_day`,
    `create index on seed_i (k)`,
    `analyze seed_i`,
    // Repayments are applied in order, so each installment's penalty and payment depend on what
    // the previous ones left over: one pass per installment number.
    ...[1, 2, 3, 4, 5, 6].flatMap((k) => [
      `create temp table seed_p${k} on commit drop as
       select y.*, y.paid_prev + y.petro as paid_cum, y.owed_prev + y.owed as owed_cum
       from (
         select i.loan_id, i.ikey, i.a, i.n, i.k, i.due, i.amount, i.paid, i.pay_day, i.ev_kind, i.ev_sec,
           i.review_secs, i.pay_rate, x.paid_prev, x.owed_prev, pen.penalty,
           i.amount + coalesce(pen.penalty, 0) as owed, b.bs, coalesce(round(b.bs / i.pay_rate, 4), 0) as petro
         from seed_i i
         ${k > 1 ? `join seed_p${k - 1} p on p.loan_id = i.loan_id` : ''}
         cross join lateral (select ${k > 1 ? 'p.paid_cum' : '0::numeric'} as paid_prev,
                                    ${k > 1 ? 'p.owed_cum' : '0::numeric'} as owed_prev) x
         cross join lateral (select greatest(x.paid_prev - x.owed_prev, 0) as excess) e
         -- The job's penalty: the unpaid part (what earlier overpayments did not cover) × rate.
         cross join lateral (select case when i.late
           then round((i.amount - least(e.excess, i.amount)) * i.pen_rate / 100, 4) end as penalty) pen
         cross join lateral (select i.amount + coalesce(pen.penalty, 0) + coalesce(i.merge_amount, 0)
           - e.excess as left_to_pay) r
         -- The Bs the carrier sends: to the cent, or rounded up to 10 or 100 Bs (an overpayment).
         cross join lateral (select case when i.paid and r.left_to_pay > 0 then round(case
             when i.style < 15 then ceil(r.left_to_pay * i.pay_rate * 100) / 100
             when i.style < 18 then ceil(r.left_to_pay * i.pay_rate / 10) * 10
             else ceil(r.left_to_pay * i.pay_rate / 100) * 100 end, 2) end as bs) b
         where i.k = ${k}
       ) y`,
      `analyze seed_p${k}`,
    ]),
    // All installments, with each repayment's quotaNumber (quotaReached): m installments are
    // covered after it (its own, the next one too when it paid two, never more: what is left over
    // is cents), and it reached the next one when anything is left over. The loan's totals and
    // standing ride along (one sort for all), as applyRepayment and the penalty job leave them.
    `create temp table seed_ev on commit drop as
     select e.*, case when e.bs is null then null when e.m = e.n then e.n when e.paid_cum > e.cm then e.m + 1
                      else e.m end as quota,
       (count(*) filter (where e.owed_cum <= e.paid_total) over (partition by e.loan_id))::int as fee_paid
     from (
       select u.*, u.k + (coalesce(u.next1, u.paid_cum + 1) <= u.paid_cum)::int
                       + (coalesce(u.next2, u.paid_cum + 1) <= u.paid_cum)::int as m,
         case when coalesce(u.next2, u.paid_cum + 1) <= u.paid_cum then u.next2
              when coalesce(u.next1, u.paid_cum + 1) <= u.paid_cum then u.next1 else u.owed_cum end as cm
       from (
         select a.*, lead(a.owed_cum) over o as next1, lead(a.owed_cum, 2) over o as next2,
           sum(a.petro) over l as paid_total, coalesce(sum(a.bs) over l, 0) as paid_bs,
           sum(a.owed) over l as amount_pay, max(a.pay_day) filter (where a.bs is not null) over l as last_pay
         from (${[1, 2, 3, 4, 5, 6].map((k) => `select * from seed_p${k}`).join(' union all ')}) a
         window o as (partition by a.loan_id order by a.k), l as (partition by a.loan_id)
       ) u
     ) e`,
    `analyze seed_ev`,
    `drop table seed_i, seed_p1, seed_p2, seed_p3, seed_p4, seed_p5, seed_p6`,
    `create temp table seed_tot on commit drop as
     select loan_id, paid_total, paid_bs, amount_pay, last_pay, fee_paid,
       case when paid_total >= amount_pay then 'Pagado' else 'Por pagar' end as status
     from seed_ev where k = n`,
    `create unique index on seed_tot (loan_id)`,
    `analyze seed_tot`,
    // Per affiliate: does it owe, and the last day anything happened on its loans.
    `create temp table seed_act on commit drop as
     select l.a, bool_or(t.status = 'Por pagar') as owes, max(greatest(l.day, coalesce(t.last_pay, l.day))) as last_day
     from seed_l l join seed_tot t using (loan_id)
     group by l.a`,
    `create unique index on seed_act (a)`,
    // A few hundred affiliates retired a while after paying their last loan.
    `create temp table seed_ret on commit drop as
     select a, last_day + ${between(10, 34, 'a', 61)} as retired_day
     from seed_act where not owes and last_day < ${T - 40}
     order by ${h('a', 60)} limit ${targets.retired}`,
    `create unique index on seed_ret (a)`,
  ];
}

// ---------------------------------------------------------------------------------------------
// Affiliates and their carrier accounts

export function affiliatesSql({ cal, year, passwordHash }: PlanContext): string[] {
  const plate = (key: string, salt: number, moto: string) => {
    const letter = (s: number) => `chr(65 + (${h(key, s)} % 26)::int)`;
    const digits = (n: number, s: number) => `lpad((${h(key, s)} % ${10 ** n})::text, ${n}, '0')`;
    return `case when ${moto} then ${letter(salt)} || ${letter(salt + 1)} || ${digits(1, salt + 2)} || ${letter(salt + 3)} || ${digits(2, salt + 4)} || ${letter(salt + 5)}
      else ${letter(salt)} || ${letter(salt + 1)} || ${digits(3, salt + 2)} || ${letter(salt + 3)} || ${letter(salt + 5)} end`;
  };
  const vehicle = (type: string) =>
    `case ${type} ${Object.entries(w.vehicles)
      .map(([t, list]) => `when '${t}' then ${pick(list, 'a', 117)}`)
      .join(' ')} end`;
  const orgMunicipality = `(${textArray(w.organizations.map((o) => o.municipality))})[org]`;
  return [
    `insert into affiliates (id, first_names, last_names, dni, rif, email, phone_number, home_address, birthdate,
       gender, municipality, organization_id, type_service, vehicle_type, vehicle_brand, vehicle_model,
       vehicle_year, vehicle_plate, vehicle_color, vehicle_body_serial_number, vehicle_motor_serial_number,
       vehicle_type_oil, vehicle_lts_oil, vehicle_battery, vehicle_rubber, status, created_at, retired_at)
     overriding system value
     with p as (
       select f.a, f.t_join, f.join_sec, r.retired_day, ${h('a', 100)} % 2 = 0 as male,
         1 + floor(20 * ${u('a', 113)} * (0.5 + ${u('a', 113)} / 2))::int as org,
         case when ${u('a', 114)} < 0.35 then 'Mototaxi' when ${u('a', 114)} < 0.65 then 'Taxi'
              when ${u('a', 114)} < 0.90 then 'Urbano' else 'Suburbano' end as service
       from seed_aff f left join seed_ret r using (a)
     ), n as (
       select p.*,
         case when male then ${pick(w.maleNames, 'a', 101)} else ${pick(w.femaleNames, 'a', 101)} end as name1,
         case when male then ${pick(w.maleNames, 'a', 102)} else ${pick(w.femaleNames, 'a', 102)} end as name2,
         ${pick(w.lastNames, 'a', 103)} as last1, ${pick(w.lastNames, 'a', 104)} as last2,
         case service when 'Mototaxi' then 'Moto' when 'Taxi' then 'Sedan'
           when 'Urbano' then case when ${u('a', 115)} < 0.7 then 'Colectivo' else 'Minibus' end
           else case when ${u('a', 115)} < 0.6 then 'Minibus' else 'Colectivo' end end as vtype,
         (10000000 + (a::bigint * 7368787) % 20000000)::text as dni
       from p
     ), v as (
       select n.*, ${vehicle('vtype')} as brand_model from n
     )
     select a, name1 || ' ' || name2, last1 || ' ' || last2, dni, 'V' || dni || (${h('a', 105)} % 10)::text,
       lower(translate(name1 || '.' || last1, 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun')) || a || '@' || ${pick(w.mailDomains, 'a', 106)},
       '0' || ${pick(w.mobileCodes, 'a', 107)} || lpad((${h('a', 108)} % 10000000)::text, 7, '0'),
       ${pick(w.streets, 'a', 109)} || ' ' || ${between(1, 120, 'a', 110)} || ', ' || ${pick(w.sectors, 'a', 111)}
         || ', casa ' || ${between(1, 90, 'a', 112)},
       date '1960-01-01' + ${between(0, 15_999, 'a', 116)},
       case when male then 'Masculino' else 'Femenino' end,
       case when ${u('a', 118)} < 0.85 then ${orgMunicipality} else ${pick(
         w.organizations.map((o) => o.municipality),
         'a',
         119,
       )} end,
       org, service, vtype, split_part(brand_model, '|', 1), split_part(brand_model, '|', 2),
       ${between(1990, year, 'a', 120)}, ${plate('a', 121, "vtype = 'Moto'")}, ${pick(w.colors, 'a', 127)},
       '8' || upper(substr(md5('body' || a), 1, 16)), upper(substr(md5('motor' || a), 1, 12)),
       case vtype when 'Moto' then '20W50' when 'Sedan' then ${pick(['15W40', '20W50', '10W30'], 'a', 128)}
                  else ${pick(['15W40', 'SAE 40'], 'a', 128)} end,
       case vtype when 'Moto' then 1 + ${h('a', 129)} % 31 / 100.0 when 'Sedan' then 3.5 + ${h('a', 129)} % 101 / 100.0
                  else 6 + ${h('a', 129)} % 801 / 100.0 end,
       case vtype when 'Moto' then ${pick(['12N7-3B', 'YTX7A-BS', '12N9-4B'], 'a', 130)}
                  when 'Sedan' then ${pick(['22FA', '34ME', '24MR', 'NS40'], 'a', 130)}
                  else ${pick(['27AD', '30H', '4D'], 'a', 130)} end,
       case vtype when 'Moto' then 2 when 'Sedan' then 4 + (${h('a', 131)} % 2)::int
                  when 'Colectivo' then 6 else 4 + 2 * (${h('a', 131)} % 2)::int end,
       case when retired_day is not null or ${u('a', 132)} < 0.05 then 'Inactivo' else 'Activo' end,
       ${cal.at('t_join', 'join_sec')},
       case when retired_day is not null then ${cal.at('retired_day', between(32_400, 61_199, 'a', 133))} end
     from v order by a`,
    // Every affiliate has its carrier account, opened an hour after it joined; all share one password.
    `insert into carriers (id, affiliate_id, password_hash, created_at, retired_at) overriding system value
     select id, id, ${lit(passwordHash)}, created_at + interval '1 hour', retired_at from affiliates order by id`,
  ];
}

// ---------------------------------------------------------------------------------------------
// Requests, loans, installments, expenses

// The plan tables below are written by the window that numbers their rows, so reading them back
// gives id order without another sort: the tables are stored in the order of their ids.

export function requestsSql({ cal, targets }: PlanContext, admins: Admins): string[] {
  const extra = targets.requests - targets.loans;
  const pending = Math.round(extra * 0.06);
  const rejected = extra - pending;
  const channel = (key: string, salt: number, firstTime: string) =>
    `case when ${firstTime} then case when ${u(key, salt)} < 0.7 then 'landing' else 'panel' end
          else case when ${u(key, salt)} < 0.85 then 'panel' else 'landing' end end`;
  return [
    `create temp table seed_req0 on commit drop as
     select 1 as src, l.key, l.a, l.loan_id, l.req_day as day, ${cal.at('l.req_day', 'l.req_sec')} as created_at,
       l.req_rate as rate, l.req_bs as bs, l.req_petro as petro, 'Aprobado' as status,
       ${channel('l.key', 70, 'l.s = 0')} as channel,
       ${cal.at('l.day', 'l.appr_sec')} as decided_at, ${adminPick(admins, 'l.key', 71)} as decided_by
     from seed_l l`,
    // A request rejected a few days before the one approved (asked too much, say), decided the same day.
    `insert into seed_req0
     select 2, r.key, r.a, null, r.day, ${cal.at('r.day', 'r.sec')}, r.rate, r.bs, round(r.bs / r.rate, 4),
       'Rechazado', ${channel('r.key', 72, 'r.s = 0')},
       ${cal.at('r.day', `r.sec + ${between(1800, 12_599, 'r.key', 73)}`)}, ${adminPick(admins, 'r.key', 74)}
     from (
       select c.*, ${rateAt('d', 'c.sec')} as rate,
         greatest(500, round(c.want_petro * 1.6 * (${rateAt('d', 'c.sec')}) / 500) * 500) as bs
       from (
         select l.key, l.a, l.s, l.want_petro, l.req_day - ${between(1, 3, 'l.key', 75)} as day,
           ${between(21_600, 64_799, 'l.key', 76)} as sec
         from seed_l l join seed_aff f using (a)
         where l.req_day - 3 > f.t_join
         order by ${h('l.key', 77)} limit ${rejected}
       ) c join seed_days d on d.t = c.day
     ) r`,
    // Waiting for a decision: active affiliates that owe nothing, one request each, from the last weeks.
    `insert into seed_req0
     select 3, c.a, c.a, null, c.day, ${cal.at('c.day', 'c.sec')}, r.rate, r.bs, round(r.bs / r.rate, 4),
       'Por revisar', case when c.has_loans then 'panel' else 'landing' end, null, null
     from (
       select q.*, q.since + (${h('q.a', 80)} % (${T} + 1 - q.since))::int as day, ${between(21_600, 79_199, 'q.a', 81)} as sec
       from (
         select f.a, x.a is not null as has_loans, greatest(coalesce(x.last_day, f.t_join) + 1, ${T - 20}) as since
         from seed_aff f left join seed_act x using (a) left join seed_ret r using (a)
         where r.a is null and coalesce(not x.owes, true) and coalesce(x.last_day, f.t_join) < ${T - 2}
           and not ${u('f.a', 132)} < 0.05
         order by ${h('f.a', 82)} limit ${pending}
       ) q
     ) c join seed_days d on d.t = c.day
     cross join lateral (select ${rateAt('d', 'c.sec')} as rate) r0
     cross join lateral (select r0.rate,
       greatest(500, round((20 + ${h('c.a', 83)} % 200) * r0.rate / 500) * 500) as bs) r`,
    `create temp table seed_req on commit drop as
     select row_number() over (order by created_at, src, key)::int as id, r.* from seed_req0 r`,
    `insert into credit_requests (id, affiliate_id, amount_petro, amount_bs, rate, status, channel, decided_at,
       decided_by, created_at) overriding system value
     select id, a, petro, bs, rate, status, channel, decided_at, decided_by, created_at from seed_req`,
  ];
}

export function loansSql({ cal }: PlanContext): string[] {
  return [
    `insert into loans (id, request_id, carrier_id, date, reason_for_admission, rate, interest_rate, amount_awarded,
       amount_awarded_bs, amount_pay, total_pay_fees, fee_numbers, fee_paid, credit_days, paid_total, paid_bs,
       status, created_at) overriding system value
     select l.loan_id, r.id, l.a, ${cal.day('l.day')}, l.reason, l.rate, l.interest, l.awarded, l.awarded_bs,
       t.amount_pay, l.fee, l.n, t.fee_paid, 30 * l.n, t.paid_total, t.paid_bs, t.status,
       ${cal.at('l.day', 'l.appr_sec')}
     from seed_l l join seed_tot t using (loan_id) join seed_req r on r.loan_id = l.loan_id
     order by l.loan_id`,
    `insert into installments (id, loan_id, number, due_date, amount, penalty, penalty_applied_at)
     overriding system value
     select row_number() over (order by loan_id, k), loan_id, k, ${cal.day('due')}, amount, penalty,
       case when penalty is not null then ${cal.at('due + 1', between(300, 3599, 'ikey', 90))} end
     from seed_ev order by loan_id, k`,
  ];
}

export function expensesSql({ cal, targets }: PlanContext): string[] {
  const others = targets.expenses - targets.loans;
  return [
    `create temp table seed_exp on commit drop as
     select row_number() over (order by created_at, src, key)::int as id, e.*
     from (
       select 1 as src, l.loan_id as key, l.day, l.reason, l.awarded as petro, l.awarded_bs as bs, l.rate,
         l.a as carrier_id, l.loan_id, ${cal.at('l.day', 'l.appr_sec')} as created_at
       from seed_l l
       union all
       select 2, o.g, o.day, o.reason, round(b.bs / d.close_rate, 4), b.bs, d.close_rate, null, null,
         ${cal.at('o.day', 'o.sec')}
       from (
         select g, (${h('g', 150)} % ${T + 1})::int as day, ${between(28_800, 64_799, 'g', 151)} as sec,
           ${pick(w.expenseReasons, 'g', 152)} as reason, ${h('g', 153)} % 398 + 3 as want_petro
         from generate_series(1, ${others}) g
       ) o join seed_days d on d.t = o.day
       cross join lateral (select greatest(10, round(o.want_petro * d.close_rate / 10) * 10) as bs) b
     ) e`,
    `insert into expenses (id, date, reason_for_admission, amount_petro, amount_bs, rate, carrier_id, loan_id,
       created_at) overriding system value
     select id, ${cal.day('day')}, reason, petro, bs, rate, carrier_id, loan_id, created_at from seed_exp`,
  ];
}

// ---------------------------------------------------------------------------------------------
// Payments, incomes, funds

export function paymentsSql({ cal }: PlanContext): string[] {
  return [
    `create temp table seed_pay0 on commit drop as
     select 1 as src, e.ikey as key, e.a, e.loan_id, e.bs, e.petro, e.pay_rate as rate, e.pay_day as day,
       ${cal.at('e.pay_day', 'e.ev_sec')} as created_at,
       ${cal.at('e.pay_day', 'e.ev_sec + e.review_secs')} as decided_at,
       'Aprobado' as status, e.quota
     from seed_ev e where e.bs is not null and e.ev_kind = 'payment'`,
    // Reported in the last days, not reviewed yet: the next installment, on a third of unpaid loans.
    `insert into seed_pay0
     select 2, l.key, l.a, l.loan_id, b.bs, round(b.bs / d.close_rate, 4), d.close_rate, pd.day,
       ${cal.at('pd.day', between(25_200, 79_199, 'l.key', 55))}, null, 'Por revisar', null
     from seed_tot t join seed_l l using (loan_id)
     join seed_ev e on e.loan_id = t.loan_id and e.k = t.fee_paid + 1
     cross join lateral (select greatest(coalesce(t.last_pay, l.day + 1), ${T} - ${between(0, 4, 'l.key', 54)}) as day) pd
     join seed_days d on d.t = pd.day
     cross join lateral (select round(ceil((e.owed_cum - t.paid_total) * d.close_rate * 100) / 100, 2) as bs) b
     where t.status = 'Por pagar' and l.day < ${T} and ${u('l.key', 56)} < 0.30`,
    `analyze seed_pay0`,
  ];
}

/** Rejected payments fill the count: the same transfer first reported with a wrong reference. */
export function rejectedPaymentsSql(rejected: number): string {
  return `insert into seed_pay0
    select 3, r.key, r.a, r.loan_id, r.bs, r.petro, r.rate, r.day, r.created_at - r.gap, r.created_at - r.gap / 2,
      'Rechazado', null
    from (
      select p.*, ${between(600, 18_599, 'p.key', 57)} * interval '1 second' as gap
      from seed_pay0 p where p.src = 1 order by ${h('p.key', 58)} limit ${rejected}
    ) r`;
}

export function paymentsInsertSql({ cal }: PlanContext, admins: Admins): string[] {
  return [
    // References: 10 digits, unique among payments that are not rejected (payments_voucher_key): a
    // bijection of the id. Rejected ones carry a mistyped 8-digit reference.
    `create temp table seed_pay on commit drop as
     select p.*,
       case when p.src = 3 then lpad((${h('p.key', 59)} % 100000000)::text, 8, '0')
            else (1000000000 + (p.id::bigint * 1000000007) % 9000000000)::text end as voucher,
       case when p.status <> 'Por revisar' then ${adminPick(admins, 'p.key', 60)} end as decided_by
     from (select row_number() over (order by created_at, src, key)::int as id, p0.* from seed_pay0 p0) p`,
    `insert into payments (id, carrier_id, loan_id, amount_bs, amount_petro, rate, voucher_code, date, status,
       decided_at, decided_by, created_at) overriding system value
     select id, a, loan_id, bs, petro, rate, voucher, ${cal.day('day')}, status, decided_at, decided_by, created_at
     from seed_pay`,
  ];
}

export function incomesSql({ cal }: PlanContext, fillers: number): string[] {
  const funds = Math.round(fillers * 0.4);
  const fundReason = `${pick(w.fundReasons, 'g', 171)} || ' — ' || (${textArray(w.organizations.map((o) => o.name))})[${between(1, w.organizations.length, 'g', 172)}]`;
  return [
    `create temp table seed_inc on commit drop as
     select row_number() over (order by created_at, src, key)::int as id, i.*
     from (
       select 1 as src, p.id as key, p.day, 'Pago de cuota (referencia ' || p.voucher || ')' as reason, p.petro, p.bs,
         p.rate, false as is_fund, true as is_credit, p.a as carrier_id, p.loan_id, p.quota, p.id as payment_id,
         p.decided_at as created_at
       from seed_pay p where p.status = 'Aprobado'
       union all
       select 2, e.ikey, e.pay_day, ${pick(w.officeCreditReasons, 'e.ikey', 160)}, e.petro, e.bs, e.pay_rate, false, true,
         e.a, e.loan_id, e.quota, null, ${cal.at('e.pay_day', 'e.ev_sec')}
       from seed_ev e where e.bs is not null and e.ev_kind = 'income'
       union all
       select 3, g.g, g.day, case when g.fund then ${fundReason} else ${pick(w.plainIncomeReasons, 'g', 173)} end,
         round(b.bs / d.close_rate, 4), b.bs, d.close_rate, g.fund, false, null, null, null, null,
         ${cal.at('g.day', 'g.sec')}
       from (
         select g, g <= ${funds} as fund, (${h('g', 174)} % ${T + 1})::int as day,
           ${between(28_800, 64_799, 'g', 175)} as sec
         from generate_series(1, ${fillers}) g
       ) g join seed_days d on d.t = g.day
       cross join lateral (select greatest(100, round(
         (case when g.fund then 50 + ${h('g', 176)} % 1951 else 5 + ${h('g', 176)} % 296 end) * d.close_rate / 100) * 100) as bs) b
     ) i`,
    `insert into incomes (id, date, reason_for_admission, amount_petro, amount_bs, rate, is_fund, is_credit,
       carrier_id, loan_id, quota_number, payment_id, created_at) overriding system value
     select id, ${cal.day('day')}, reason, petro, bs, rate, is_fund, is_credit, carrier_id, loan_id, quota,
       payment_id, created_at from seed_inc`,
    // What applyRepayment keeps for each loan: the latest date of its repayments.
    `update loans l set last_repaid_on = r.last_on
     from (select loan_id, max(date) as last_on from incomes where is_credit and loan_id is not null group by loan_id) r
     where r.loan_id = l.id`,
    // And the due date of each unpaid loan's first uncovered installment (the desk, the reminders).
    `update loans l set next_due_on = i.due_date from installments i
     where i.loan_id = l.id and i.number = l.fee_paid + 1 and l.status = 'Por pagar'`,
    `insert into funds (id, income_id, responsible_first_names, responsible_last_names, origin, created_at)
     overriding system value
     select row_number() over (order by id), id,
       case when ${h('key', 180)} % 2 = 0 then ${pick(w.maleNames, 'key', 181)} else ${pick(w.femaleNames, 'key', 181)} end,
       ${pick(w.lastNames, 'key', 182)} || ' ' || ${pick(w.lastNames, 'key', 183)},
       ${pick(w.fundOrigins, 'key', 184)}, created_at
     from seed_inc where is_fund order by id`,
  ];
}

// ---------------------------------------------------------------------------------------------
// The audit trail

/** How many entries each source has, or gives (its newest), so that the trail holds exactly the target. */
export interface AuditTakes {
  payments: number;
  requests: number;
  prices: number;
  setup: number;
  retired: number;
  expenses: number;
  incomes: number;
  filler: number;
}

export function auditSql(
  { cal, targets }: PlanContext,
  admins: Admins,
  take: AuditTakes,
  count: AuditTakes,
): string {
  const actor = (id: string) =>
    `${id}, ${adminField(admins, 'names', id)}, ${adminField(admins, 'emails', id)}`;
  const admin = (key: string, salt: number) => adminPick(admins, key, salt);
  const N = targets.affiliates;
  // The newest n of a source; all of it (no sort) when n is its size.
  const limit = (n: number, of: number) => (n < of ? `order by 1 desc limit ${n}` : '');
  // Filler: edits, creations and deletions of records, at any time of the three years. Deleted
  // records no longer exist, so their ids lie past the seeded ones.
  const filler = `
    select ${cal.at(`${h('g', 200)} % ${T + 1}`, between(28_800, 64_799, 'g', 201))}, ${admin('g', 202)},
      k.action, k.entity,
      case k.entity when 'organization' then case when k.action = 'update' then 1 + r.a % 20 else 20 + r.a end
                    when 'administrator' then case when k.action = 'update' then ${admin('g', 205)} else 1000 + r.a end
                    else case when k.action = 'delete' then ${N} + r.a else r.a end end,
      case k.kind when 0 then jsonb_build_object('phoneNumber', '0414' || lpad((${h('g', 206)} % 10000000)::text, 7, '0'))
                  when 5 then '{}'::jsonb
                  when 7 then jsonb_build_object('fiscalAddress', 'Avenida principal, local ' || ${between(1, 90, 'g', 207)})
                  when 8 then jsonb_build_object('phoneNumber', '0424' || lpad((${h('g', 208)} % 10000000)::text, 7, '0'))
                  else case when k.action in ('delete', 'retire') then jsonb_build_object('id', r.a) end end,
      case k.kind when 0 then jsonb_build_object('phoneNumber', '0416' || lpad((${h('g', 209)} % 10000000)::text, 7, '0'))
                  when 5 then '{"passwordChanged": true}'::jsonb
                  when 7 then jsonb_build_object('fiscalAddress', 'Calle comercio, local ' || ${between(1, 90, 'g', 210)})
                  when 8 then jsonb_build_object('phoneNumber', '0412' || lpad((${h('g', 211)} % 10000000)::text, 7, '0'))
                  when 4 then jsonb_build_object('id', r.a, 'status', 'Activo')
                  when 6 then jsonb_build_object('id', r.a, 'affiliate', r.a) end
    from (select g, 1 + (${h('g', 203)} % ${N})::int as a,
            case when ${h('g', 204)} % 10 < 4 then 0 when ${h('g', 204)} % 10 < 9 then (${h('g', 204)} % 10)::int
                 else 9 + g % 6 end as kind
          from generate_series(1, ${take.filler}) g) r
    join (values (0, 'update', 'affiliate'), (4, 'create', 'affiliate'), (5, 'update', 'carrier'),
                 (6, 'create', 'carrier'), (7, 'update', 'organization'), (8, 'update', 'administrator'),
                 (9, 'delete', 'affiliate'), (10, 'delete', 'carrier'), (11, 'retire', 'carrier'),
                 (12, 'delete', 'organization'), (13, 'retire', 'organization'), (14, 'delete', 'administrator'))
      k(kind, action, entity) on k.kind = r.kind`;
  const sources = [
    `(select p.decided_at, p.decided_by, case p.status when 'Aprobado' then 'approve' else 'reject' end, 'payment', p.id,
       '{"status": "Por revisar"}'::jsonb,
       jsonb_build_object('status', p.status, 'loanId', p.loan_id, 'amountBs', p.amount_bs,
         'amountInPetro', p.amount_petro, 'voucherCode', p.voucher_code)
     from payments p where p.status <> 'Por revisar' ${limit(take.payments, count.payments)})`,
    `(select r.decided_at, r.decided_by, case r.status when 'Aprobado' then 'approve' else 'reject' end,
       'credit-request', r.id, '{"status": "Por revisar"}'::jsonb,
       case when l.id is null then '{"status": "Rechazado"}'::jsonb
         else jsonb_build_object('status', 'Aprobado', 'loanId', l.id, 'carrierId', l.carrier_id,
           'carrierAccountOpened', false, 'amountBs', l.amount_awarded_bs, 'rate', l.rate,
           'amountAwarded', l.amount_awarded, 'amountPay', round(l.amount_awarded * (1 + l.interest_rate / 100), 4),
           'feeNumbers', l.fee_numbers, 'creditDays', l.credit_days, 'reasonForAdmission', l.reason_for_admission) end
     from credit_requests r left join loans l on l.request_id = r.id
     where r.status <> 'Por revisar' ${limit(take.requests, count.requests)})`,
    `(select created_at, ${admin('id', 220)}, 'create', 'price', id, null::jsonb,
       jsonb_build_object('id', id, 'created', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         'amount', amount)
     from prices ${limit(take.prices, count.prices)})`,
    `(select * from (
       select created_at, ${admins.ids[0]}, 'create', 'interest', id, null::jsonb,
         jsonb_build_object('id', id, 'amount', amount, 'applyOnLyMDefaulters', apply_on_defaulters) from interests
       union all
       select created_at, ${admins.ids[0]}, 'create', 'rule', id, null,
         jsonb_build_object('id', id, 'amountInPetro', amount_in_petro, 'amountBs', amount_bs, 'rate', rate) from rules
       union all
       select created_at, ${admins.ids[0]}, 'create', 'organization', id, null,
         jsonb_build_object('id', id, 'name', name, 'type', type, 'rif', rif) from organizations
       union all
       select created_at, ${admins.ids[0]}, 'create', 'administrator', id, null,
         jsonb_build_object('id', id, 'firstNames', first_names, 'lastNames', last_names, 'email', email)
       from administrators where id = any(array[${admins.ids.join(', ')}]::int[]) and id <> ${admins.ids[0]}
     ) s ${limit(take.setup, count.setup)})`,
    `(select retired_at, ${admin('id', 221)}, 'retire', 'affiliate', id,
       jsonb_build_object('id', id, 'firstNames', first_names, 'lastNames', last_names, 'dni', dni, 'status', 'Activo'),
       null::jsonb
     from affiliates where retired_at is not null ${limit(take.retired, count.retired)})`,
    `(select created_at, ${admin('id', 222)}, 'create', 'expense', id, null::jsonb,
       jsonb_build_object('id', id, 'date', date, 'reasonForAdmission', reason_for_admission,
         'incomeAmountInPetro', amount_petro, 'incomeAmountInBs', amount_bs, 'carrier', null)
     from expenses where loan_id is null ${limit(take.expenses, count.expenses)})`,
    `(select i.created_at, ${admin('i.id', 223)}, 'create', 'income', i.id, null::jsonb,
       jsonb_build_object('id', i.id, 'date', i.date, 'reasonForAdmission', i.reason_for_admission,
         'incomeAmount', i.amount_petro, 'incomeAmountBs', i.amount_bs, 'isFund', i.is_fund, 'isCredit', i.is_credit,
         'quotaNumber', i.quota_number)
       || case when f.id is null then '{}'::jsonb else jsonb_build_object('responsible',
            jsonb_build_object('firstNames', f.responsible_first_names, 'lastNames', f.responsible_last_names),
            'origin', f.origin) end
     from incomes i left join funds f on f.income_id = i.id
     where i.payment_id is null ${limit(take.incomes, count.incomes)})`,
    filler,
  ];
  return `insert into audit_log (id, at, administrator_id, actor_name, actor_email, action, entity, entity_id, before, after)
    overriding system value
    select row_number() over (order by s.at, s.entity, s.entity_id, s.action), s.at, ${actor('s.admin_id')},
      s.action, s.entity, s.entity_id, s.before, s.after
    from (${sources.join('\nunion all\n')}) s(at, admin_id, action, entity, entity_id, before, after)`;
}

/**
 * The outbox as three years of decisions leave it: one e-mail per decided request and payment, sent
 * a minute after the decision; one in 997 failed, and the newest 40 still pending, so the Correos
 * screen's filters find rows. Short bodies: the list never reads them.
 */
export function mailSql(): string {
  return `insert into mail_outbox ("to", subject, text, html, status, attempts, next_attempt_at, sent_at,
      failed_at, last_error, queued_at, created_at)
    select email, subject, subject, '<p>' || subject || '</p>', state,
      case state when 'Enviado' then 1 when 'Fallido' then 70 else 0 end,
      at + interval '1 minute',
      case when state = 'Enviado' then at + interval '1 minute' end,
      case when state = 'Fallido' then at + interval '3 days' end,
      case when state = 'Fallido' then '550 5.1.1 Buzón inexistente' end,
      at, at
    from (
      select m.*, case when row_number() over (order by at desc, n desc) <= 40 then 'Pendiente'
                       when n % 997 = 0 then 'Fallido' else 'Enviado' end as state
      from (
        select a.email, case r.status when 'Aprobado' then 'Tu solicitud de crédito fue aprobada'
                                      else 'Tu solicitud de crédito fue rechazada' end as subject,
               r.decided_at as at, r.id * 2 as n
        from credit_requests r join affiliates a on a.id = r.affiliate_id where r.decided_at is not null
        union all
        select a.email, case p.status when 'Aprobado' then 'Tu pago fue aprobado' else 'Tu pago fue rechazado' end,
               p.decided_at, p.id * 2 + 1
        from payments p join carriers c on c.id = p.carrier_id join affiliates a on a.id = c.affiliate_id
        where p.decided_at is not null
      ) m
    ) s
    order by at, n`;
}
