import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { desc, eq, sql } from 'drizzle-orm';
import { Decimal, addDays, principalOutstanding, type PortfolioReport } from '@app/domain';
import {
  FIRST_DAY,
  LAST_DAY,
  eventsOf,
  scriptArb,
  startRun,
  type Run,
  type Script,
} from '../../../test/books-timeline';
import { installments, loanReschedules, loans } from '../../db/schema';
import { reclassifyLoan } from '.';

/*
 * The books over random portfolios lived through the real routes (test/books-timeline.ts): after
 * each chosen day and at the end, the journal must balance, post each event once, keep cash equal
 * to the money that came and went, hold in its portfolio accounts the principal the rule says is
 * outstanding, and leave a closed month as it was. Seeded: a failure prints its seed and path.
 */

/**
 * Properties written but not yet checked, each with what it waits for (enabled at merge time).
 * The runs still play every event, so the routes' own errors (500, refusals) surface already.
 */
const WAITING: Partial<Record<Property, string>> = {
  trialBalanceApi: 'h-books-api: GET /api/reports/trial-balance',
  unitChange:
    "a change of unit converting the books' unit amounts (journal_lines.unit_amount, installments' and replaced installments' interest/principal parts, reschedules' carried principal and penalty, provision runs)",
};
type Property =
  'cash' | 'portfolio' | 'perLoan' | 'buckets' | 'trialBalanceApi' | 'closing' | 'unitChange' | 'pastDays';
const on = (p: Property) => !WAITING[p];

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

const rows = async <T>(r: Run, query: ReturnType<typeof sql>) =>
  ((await r.h.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The account a movement kind posts to now. */
const mapped = (kind: string) => sql`(select account_id from account_mapping where kind = ${kind})`;

/** Every entry balances in Bs and has lines; the unique sources have one entry each. */
async function journalIsSound(r: Run) {
  const unbalanced = await rows(
    r,
    sql`select entry_id, sum(debit_bs)::text as d, sum(credit_bs)::text as c from journal_lines
        group by entry_id having sum(debit_bs) <> sum(credit_bs)`,
  );
  expect(unbalanced, 'entries that do not balance in Bs').toEqual([]);
  const empty = await rows(
    r,
    sql`select e.id from journal_entries e where not exists (select 1 from journal_lines l where l.entry_id = e.id)`,
  );
  expect(empty, 'entries without lines').toEqual([]);
  const twice = await rows(
    r,
    sql`select source, source_id, count(*)::int as n from journal_entries
        where source not in ('provision', 'reclassification') group by source, source_id having count(*) > 1`,
  );
  expect(twice, 'events with more than one entry').toEqual([]);
  // A line's date is its entry's (the ledgers read lines alone).
  const stray = await rows(
    r,
    sql`select l.id from journal_lines l join journal_entries e on e.id = l.entry_id where l.date <> e.date`,
  );
  expect(stray, 'lines dated apart from their entry').toEqual([]);
}

/** Every money event has its entry: loans, approved payments, incomes, expenses and write-offs. */
async function everyEventPosted(r: Run) {
  const missing = await rows(
    r,
    sql`select 'loan' as kind, id from loans lo
          where not exists (select 1 from journal_entries e where e.source = 'loan' and e.source_id = lo.id)
        union all
        select 'writeoff', id from loans lo where lo.status = 'Castigado'
          and not exists (select 1 from journal_entries e where e.source = 'writeoff' and e.source_id = lo.id)
        union all
        select 'payment', id from payments p where p.status = 'Aprobado'
          and not exists (select 1 from journal_entries e where e.source = 'payment' and e.source_id = p.id)
          -- A written-off loan's payment is a recovery, named by its income.
          and not exists (select 1 from journal_entries e join incomes i on i.id = e.source_id
            where e.source = 'recovery' and i.payment_id = p.id)
        union all
        select 'income', id from incomes i where i.payment_id is null
          and not exists (select 1 from journal_entries e
            where (e.source in ('income', 'recovery') and e.source_id = i.id)
               or (e.source = 'fund' and e.source_id = (select f.id from funds f where f.income_id = i.id)))
        union all
        select 'expense', id from expenses x where x.loan_id is null
          and not exists (select 1 from journal_entries e where e.source = 'expense' and e.source_id = x.id)`,
  );
  expect(missing, 'money events without their entry').toEqual([]);
}

/** Totals of a period's debits and credits: equal, by SQL and (when it exists) by the route. */
async function trialBalanceEqual(r: Run, from: string, to: string) {
  const [t] = await rows<{ d: string; c: string }>(
    r,
    sql`select coalesce(sum(debit_bs), 0)::text as d, coalesce(sum(credit_bs), 0)::text as c
        from journal_lines where date between ${from} and ${to}`,
  );
  expect(t!.d, `Σ debits = Σ credits from ${from} to ${to}`).toBe(t!.c);
  if (!on('trialBalanceApi')) return;
  const res = await r.h.app.inject({
    url: `/api/reports/trial-balance?from=${from}&to=${to}`,
    headers: await r.admin(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const tb = res.json() as {
    accounts: { code: string; openingBs: number; debitBs: number; creditBs: number; closingBs: number }[];
    totals: { debitBs: number; creditBs: number };
  };
  expect(tb.totals.debitBs).toBe(tb.totals.creditBs);
  expect(tb.totals.debitBs).toBe(Number(t!.d));
  const sum = (pick: (a: (typeof tb.accounts)[number]) => number) =>
    tb.accounts.reduce((s, a) => s.plus(pick(a)), new Decimal(0));
  expect(sum((a) => a.debitBs).toNumber()).toBe(tb.totals.debitBs);
  expect(sum((a) => a.creditBs).toNumber()).toBe(tb.totals.creditBs);
}

/** Cash in the ledger to `day` = Σ incomes' Bs − Σ expenses' Bs (disbursements are expenses). */
async function cashAgrees(r: Run, day: string) {
  const [ledger] = await rows<{ bs: string }>(
    r,
    sql`select coalesce(sum(debit_bs - credit_bs), 0)::text as bs from journal_lines
        where account_id = ${mapped('cash')} and date <= ${day}`,
  );
  const [money] = await rows<{ bs: string }>(
    r,
    sql`select ((select coalesce(sum(amount_bs), 0) from incomes where date <= ${day})
              - (select coalesce(sum(amount_bs), 0) from expenses where date <= ${day}))::text as bs`,
  );
  expect(new Decimal(ledger!.bs).toFixed(2), `cash on ${day}`).toBe(new Decimal(money!.bs).toFixed(2));
}

/** A loan's principal outstanding by the rule, from its stored state (decision 37). */
async function rulePrincipal(r: Run, loan: typeof loans.$inferSelect): Promise<Decimal> {
  const schedule = await r.h.db.select().from(installments).where(eq(installments.loanId, loan.id));
  const [carry] = await r.h.db
    .select()
    .from(loanReschedules)
    .where(eq(loanReschedules.loanId, loan.id))
    .orderBy(desc(loanReschedules.id))
    .limit(1);
  return principalOutstanding(
    {
      installments: schedule,
      paidBefore: loan.paidBefore,
      principal: carry ? carry.carriedPrincipal! : loan.amountAwarded,
      carriedPenalty: carry?.carriedPenalty ?? 0,
      writtenOff: loan.status === 'Castigado',
    },
    loan.paidTotal,
  );
}

/** Net unit and Bs of the portfolio accounts (current + past due), in all or per loan. */
const portfolioLines = sql`l.account_id in (${mapped('portfolioCurrent')}, ${mapped('portfolioPastDue')})`;
/** The loan an entry records: its own id for a loan, write-off or reclassification, else through the row. */
const entryLoan = sql`case
  when e.source in ('loan', 'writeoff', 'reclassification') then e.source_id
  when e.source = 'payment' then (select loan_id from payments p where p.id = e.source_id)
  else (select loan_id from incomes i where i.id = e.source_id) end`;

/** Σ portfolio units = Σ of every loan's principal outstanding by the rule; a finished loan nets 0. */
async function portfolioAgrees(r: Run) {
  const all = await r.h.db.select().from(loans);
  const byLoan = await rows<{ loan: number | null; unit: string; bs: string; zeroSided: number }>(
    r,
    sql`select ${entryLoan} as loan,
          sum(case when l.debit_bs > 0 then l.unit_amount when l.credit_bs > 0 then -l.unit_amount else 0 end)::text as unit,
          sum(l.debit_bs - l.credit_bs)::text as bs,
          count(*) filter (where l.debit_bs = 0 and l.credit_bs = 0 and l.unit_amount <> 0)::int as "zeroSided"
        from journal_lines l join journal_entries e on e.id = l.entry_id
        where ${portfolioLines} group by 1`,
  );
  const ledger = new Map(byLoan.map((b) => [Number(b.loan), b]));
  // A line with 0 Bs on both sides has no side: its unit amount cannot count in a balance.
  expect(
    byLoan.filter((b) => b.zeroSided > 0),
    'portfolio lines with units but no side',
  ).toEqual([]);
  for (const loan of all) {
    const want = await rulePrincipal(r, loan);
    const got = ledger.get(loan.id);
    expect(
      new Decimal(got?.unit ?? 0).toFixed(4),
      `loan ${loan.id} (${loan.status}) principal in the ledger`,
    ).toBe(want.toFixed(4));
    if (on('perLoan') && loan.status !== 'Por pagar')
      expect(new Decimal(got?.bs ?? 0).toFixed(2), `loan ${loan.id} (${loan.status}) portfolio Bs`).toBe(
        '0.00',
      );
  }
}

/**
 * The portfolio report on `day` (today, after the reclassification ran): its principal outstanding
 * is the portfolio accounts' units; current + 1–30 days late is the current account, 31+ past due.
 */
async function reportAgrees(r: Run, day: string) {
  const res = await r.h.app.inject({ url: `/api/reports/portfolio?date=${day}`, headers: await r.admin() });
  expect(res.statusCode, res.body).toBe(200);
  const report = res.json() as PortfolioReport;
  const [units] = await rows<{ current: string; pastDue: string }>(
    r,
    sql`select
          coalesce(sum(case when debit_bs > 0 then unit_amount else -unit_amount end)
            filter (where account_id = ${mapped('portfolioCurrent')}), 0)::text as current,
          coalesce(sum(case when debit_bs > 0 then unit_amount else -unit_amount end)
            filter (where account_id = ${mapped('portfolioPastDue')}), 0)::text as "pastDue"
        from journal_lines where date <= ${day}`,
  );
  const current = new Decimal(units!.current);
  const pastDue = new Decimal(units!.pastDue);
  expect(current.plus(pastDue).toFixed(4), `portfolio units = report's principal on ${day}`).toBe(
    new Decimal(report.principalOutstanding).toFixed(4),
  );
  if (!on('buckets')) return;
  const late = report.aging.filter((a) => a.bucket !== '1-30');
  const sum = (xs: { principalOutstanding: number }[]) =>
    xs.reduce((t, a) => t.plus(a.principalOutstanding), new Decimal(0)).toFixed(4);
  expect(
    { current: current.toFixed(4), pastDue: pastDue.toFixed(4) },
    `portfolio accounts by bucket on ${day}`,
  ).toEqual({
    current: new Decimal(report.principalCurrent)
      .plus(report.aging.find((a) => a.bucket === '1-30')?.principalOutstanding ?? 0)
      .toFixed(4),
    pastDue: sum(late),
  });
}

/** What the reclassification job does on `day`: every loan's accounts as its standing says. */
async function reclassifyAll(r: Run, day: string) {
  const all = await r.h.db.select({ id: loans.id }).from(loans);
  for (const { id } of all) await r.h.db.transaction((tx) => reclassifyLoan(tx, id, day));
}

/** A finished loan: Σ principal credited + written off = amountAwarded (through its entries). */
async function finishedLoansClose(r: Run) {
  const done = await rows<{ id: number; awarded: string; out: string }>(
    r,
    sql`select lo.id, lo.amount_awarded::text as awarded,
          coalesce((select sum(case when l.credit_bs > 0 then l.unit_amount else 0 end)
             from journal_lines l join journal_entries e on e.id = l.entry_id
             where ${portfolioLines} and e.source <> 'reclassification' and ${entryLoan} = lo.id), 0)::text as out
        from loans lo where lo.status in ('Pagado', 'Castigado')`,
  );
  for (const d of done)
    expect(new Decimal(d.out).toFixed(4), `loan ${d.id}: principal out of the books`).toBe(
      new Decimal(d.awarded).toFixed(4),
    );
}

/** The lines of a month's entries, as the books hold them. */
/** The lines dated up to the end of `month` (the books are closed through it), as they are held. */
const monthLines = (r: Run, month: string) =>
  rows(
    r,
    sql`select l.id, l.entry_id, l.account_id, l.date::text, l.debit_bs::text, l.credit_bs::text, l.unit_amount::text,
          e.source, e.source_id, e.description
        from journal_lines l join journal_entries e on e.id = l.entry_id
        where to_char(l.date, 'YYYY-MM') <= ${month} order by l.id`,
  );

/**
 * On an earlier day D the report as of D must agree with the lines dated up to D. Only the total:
 * a loan that caught up moves back to current on the day the job sees it, not the day it paid.
 */
async function pastDayAgrees(r: Run, day: string) {
  const res = await r.h.app.inject({ url: `/api/reports/portfolio?date=${day}`, headers: await r.admin() });
  expect(res.statusCode, res.body).toBe(200);
  const [units] = await rows<{ unit: string }>(
    r,
    sql`select coalesce(sum(case when l.debit_bs > 0 then l.unit_amount else -l.unit_amount end), 0)::text as unit
        from journal_lines l where ${portfolioLines} and l.date <= ${day}`,
  );
  expect(new Decimal(units!.unit).toFixed(4), `portfolio units on the earlier day ${day}`).toBe(
    new Decimal((res.json() as PortfolioReport).principalOutstanding).toFixed(4),
  );
}

async function checkAll(r: Run, day: string) {
  await reclassifyAll(r, day);
  await journalIsSound(r);
  await everyEventPosted(r);
  await trialBalanceEqual(r, FIRST_DAY, day);
  await trialBalanceEqual(r, addDays(day, -30), day);
  if (on('cash')) await cashAgrees(r, day);
  if (on('portfolio')) await portfolioAgrees(r);
  if (on('perLoan')) await finishedLoansClose(r);
  if (on('portfolio')) await reportAgrees(r, day);
  const [seen] = await rows<{ n: number; sources: string }>(
    r,
    sql`select count(*)::int as n, string_agg(distinct source, ',') as sources from journal_entries`,
  );
  return `  checked: ${seen!.n} entries (${seen!.sources})`;
}

async function live(s: Script) {
  const r = await startRun(s);
  const story: string[] = [];
  let closed: { month: string; lines: unknown[] } | undefined;
  try {
    for (const e of eventsOf(s)) {
      if (e.kind === 'close' && !on('closing')) continue;
      if (e.kind === 'latePayment' && !on('closing')) continue;
      if (e.kind === 'unit' && !on('unitChange')) continue;
      story.push(`${e.day} ${await r.play(e)}`);
      if (e.kind === 'close') closed = { month: e.month, lines: await monthLines(r, e.month) };
      if (e.kind === 'check') story.push(await checkAll(r, e.day));
    }
    if (closed)
      expect(await monthLines(r, closed.month), `closed ${closed.month} changed`).toEqual(closed.lines);
    // A payment dated in a closed month is booked later: earlier days differ until then, by design.
    if (on('pastDays') && !closed)
      for (const d of s.checkDays.map((k) => addDays(FIRST_DAY, k)).filter((d) => d < LAST_DAY))
        await pastDayAgrees(r, d);
    if (process.env.BOOKS_STORY) console.log(['run:', ...story].join('\n'));
  } catch (err) {
    // The path that led here, besides fast-check's seed and counterexample.
    console.error(story.join('\n'));
    if (process.env.BOOKS_STORY)
      console.error(
        await rows(
          r,
          sql`select e.id, e.date::text, e.source, e.source_id, e.description,
                json_agg(json_build_array(l.account_id, l.debit_bs, l.credit_bs, l.unit_amount)) as lines
              from journal_entries e join journal_lines l on l.entry_id = e.id group by e.id order by e.id`,
        ),
        await rows(r, sql`select id, loan_id, status, amount_bs, amount_petro, date::text from payments`),
      );
    throw err;
  } finally {
    await r.close();
  }
}

it('the books balance, count cash and principal, and keep closed months, on random portfolios', async () => {
  await fc.assert(fc.asyncProperty(scriptArb, live), {
    numRuns: Number(process.env.PROPERTY_RUNS) || 8,
    endOnFailure: true,
    // Replays a failure: PROPERTY_SEED and PROPERTY_PATH from its report.
    ...(process.env.PROPERTY_SEED && {
      seed: Number(process.env.PROPERTY_SEED),
      path: process.env.PROPERTY_PATH,
    }),
  });
}, 300_000);

for (const [property, what] of Object.entries(WAITING)) it.skip(`${property}: waits for ${what}`, () => {});

// The timeline ends the day before today: the database's now() stays later than every moved day.
it('timeline spans the days the scripts use', () => {
  expect(FIRST_DAY < LAST_DAY).toBe(true);
});
