import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Decimal, addDays, businessDate, installmentParts } from '@app/domain';
import { build, type Harness } from '../../../../test/helper';
import { bearer, createAdministrator, createPrice, login } from '../../../../test/factories';
import { backdateLoan, carrierWithLoan, payLoan } from '../../../../test/loan-fixture';
import type { Rows } from '../../../db/client';
import { booksHistory } from '../../../db/schema';
import { postBooksHistory } from '.';

let h: Harness;
let admin: Record<string, string>;
const today = () => businessDate();
const post = (url: string, payload: object) => h.app.inject({ method: 'POST', url, headers: admin, payload });
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await h.db.execute(query)) as unknown as Rows<T>).rows;

interface JournalRow {
  source: string;
  source_id: number;
  date: string;
  description: string;
  lines: [string, string, string, string][];
}
/** The journal as the accountant reads it, keyed by what each entry records (ids differ between runs). */
const journal = () =>
  rows<JournalRow>(sql`
    select e.source, e.source_id, e.date::text, e.description,
           json_agg(json_build_array(a.code, l.debit_bs::text, l.credit_bs::text, l.unit_amount::text) order by l.id) as lines
    from journal_entries e join journal_lines l on l.entry_id = e.id join accounts a on a.id = l.account_id
    group by e.id order by e.source, e.source_id, e.date`);
const stateColumns = async () => ({
  installments: await rows(sql`select id, interest_part, principal_part from installments order by id`),
  replaced: await rows(sql`select id, interest_part, principal_part from replaced_installments order by id`),
  carries: await rows(sql`select id, carried_principal, carried_penalty from loan_reschedules order by id`),
  pastDue: await rows(sql`select id from loans where books_past_due order by id`),
});
/** A database from before the books: no journal, no history marker, none of the columns posting fills. */
async function forgetBooks() {
  await h.db.execute(sql`delete from journal_lines`);
  await h.db.execute(sql`delete from provision_runs`);
  await h.db.execute(sql`delete from journal_entries`);
  await h.db.delete(booksHistory);
  await h.db.execute(sql`update installments set interest_part = null, principal_part = null`);
  await h.db.execute(sql`update replaced_installments set interest_part = null, principal_part = null`);
  await h.db.execute(sql`update loan_reschedules set carried_principal = null, carried_penalty = null`);
  await h.db.execute(sql`update loans set books_past_due = false`);
}

/** backdateLoan, and the disbursement's entry with it: the loan was made that day. */
async function backdate(loanId: number, days: number) {
  await backdateLoan(h, loanId, days);
  const entry = sql`(select id from journal_entries where source = 'loan' and source_id = ${loanId})`;
  await h.db.execute(sql`update journal_entries set date = date - ${days}::int where id = ${entry}`);
  await h.db.execute(sql`update journal_lines set date = date - ${days}::int where entry_id = ${entry}`);
}

let live: JournalRow[];
let liveState: Awaited<ReturnType<typeof stateColumns>>;
const loanIds: Record<string, number> = {};

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '10');
  const loan = { amountBs: 3000, feeNumbers: 3, creditDays: 90 };

  // Paid in pieces, one of them an office credit income, and overpaid.
  const paid = await carrierWithLoan(h, admin, loan);
  loanIds.paid = paid.loanId;
  await payLoan(h, admin, paid, 1234.56, today());
  expect(
    (
      await post('/api/ingress', {
        date: today(),
        reasonForAdmission: 'Pago en oficina',
        incomeAmountBs: 800,
        isCredit: true,
        carrier: paid.carrier.id,
      })
    ).statusCode,
  ).toBe(201);
  await payLoan(h, admin, paid, 1100, today());

  // Late with a penalty, paid in part, rescheduled, paid again.
  const rescheduled = await carrierWithLoan(h, admin, loan);
  loanIds.rescheduled = rescheduled.loanId;
  // 15 days late: a penalty, not yet past due in the books (a loan past due then caught up is a
  // history the migration cannot know: decision 37, History).
  await backdate(rescheduled.loanId, 45);
  await post('/api/interests', { amount: 10, applyOnLyMDefaulters: true });
  const { applyDefaulterPenalties } = await import('../../loans/penalties');
  await applyDefaulterPenalties(h.db);
  await h.db.execute(sql`delete from interests`);
  await payLoan(h, admin, rescheduled, 1500, today());
  expect(
    (
      await post(`/api/loan/${rescheduled.loanId}/reschedule`, {
        feeNumbers: 4,
        creditDays: 120,
        reason: 'Accidente',
      })
    ).statusCode,
  ).toBe(200);
  await payLoan(h, admin, rescheduled, 700.7, today());

  // Written off after a payment, then money comes as a recovery.
  const lost = await carrierWithLoan(h, admin, loan);
  loanIds.lost = lost.loanId;
  await backdate(lost.loanId, 45);
  await payLoan(h, admin, lost, 400, today());
  expect((await post(`/api/loan/${lost.loanId}/write-off`, { reason: 'Inubicable' })).statusCode).toBe(200);
  await payLoan(h, admin, lost, 600, today());

  // More than 30 days late and still owing: the past-due portfolio.
  const late = await carrierWithLoan(h, admin, loan);
  loanIds.late = late.loanId;
  await backdate(late.loanId, 75);

  // An income, a fund and an expense of the cooperative's own.
  const income = { date: today(), reasonForAdmission: 'Venta de chatarra', incomeAmountBs: 250.5 };
  expect((await post('/api/ingress', income)).statusCode).toBe(201);
  const fund = {
    ...income,
    reasonForAdmission: 'Aporte',
    incomeAmountBs: 5000,
    isFund: true,
    responsible: { firstNames: 'Ana', lastNames: 'Pérez' },
    origin: 'Asamblea',
  };
  expect((await post('/api/ingress', fund)).statusCode).toBe(201);
  const expense = { date: today(), reasonForAdmission: 'Papelería', incomeAmount: 120.25 };
  expect((await post('/api/expenses', expense)).statusCode).toBe(201);

  // The daily sweep moves the late loan to past due, as it would have on a running server.
  const { reclassifyLoans } = await import('..');
  expect(await reclassifyLoans(h.db, today())).toBe(1);
  live = await journal();
  liveState = await stateColumns();
  await forgetBooks();
});
afterAll(() => h.close());

describe('the books history', () => {
  it('posts every movement recorded before the books, balanced, as live posting writes them', async () => {
    const result = await postBooksHistory(h.db, { today: today() });
    expect(result).toMatchObject({ ran: true, loans: 4 });
    const posted = await journal();
    expect(result.entries).toBe(posted.length);
    expect(result.lines).toBe(posted.reduce((n, e) => n + e.lines.length, 0));

    const count = (source: string) => posted.filter((e) => e.source === source).length;
    expect([count('loan'), count('payment'), count('income'), count('fund'), count('expense')]).toEqual([
      4, 5, 2, 1, 1,
    ]);
    expect([count('writeoff'), count('recovery'), count('reclassification')]).toEqual([1, 1, 1]);
    for (const e of posted) {
      const debit = e.lines.reduce((s, l) => s.plus(l[1]), new Decimal(0));
      const credit = e.lines.reduce((s, l) => s.plus(l[2]), new Decimal(0));
      expect(debit.eq(credit), `${e.source} ${e.source_id}`).toBe(true);
    }

    // The paid-off loan's portfolio: every unit of principal and every bolívar lent came back.
    const [portfolio] = await rows<{ bs: string; unit: string; awarded: string }>(sql`
      select sum(l.debit_bs - l.credit_bs)::text as bs,
             sum(case when l.credit then -l.unit_amount else l.unit_amount end)::text as unit,
             (select amount_awarded::text from loans where id = ${loanIds.paid}) as awarded
      from journal_lines l join journal_entries e on e.id = l.entry_id
      join account_mapping m on m.account_id = l.account_id and m.kind = 'portfolioCurrent'
      where (e.source = 'loan' and e.source_id = ${loanIds.paid})
         or (e.source = 'payment' and e.source_id in (select payment_id from incomes where loan_id = ${loanIds.paid}))
         or (e.source = 'income' and e.source_id in
              (select id from incomes where loan_id = ${loanIds.paid} and payment_id is null))`);
    expect(Number(portfolio!.bs)).toBe(0);
    expect(Number(portfolio!.unit)).toBe(0);

    // The late loan moved to past due the day it crossed 30 days, and the flag says so.
    const [late] = await rows<{ next_due_on: string; books_past_due: boolean }>(
      sql`select next_due_on::text, books_past_due from loans where id = ${loanIds.late}`,
    );
    expect(late!.books_past_due).toBe(true);
    expect(posted.find((e) => e.source === 'reclassification')!.date).toBe(addDays(late!.next_due_on, 31));

    // Live posting wrote these as the movements happened: the history writes the same books.
    expect(posted).toEqual(live);
  });

  it('fills the installments’ parts and the reschedule’s carry as live posting does', async () => {
    const state = await stateColumns();
    expect(state.installments.every((r) => (r as { interest_part: unknown }).interest_part !== null)).toBe(
      true,
    );
    expect(state.replaced).toHaveLength(3);
    expect(state.carries).toHaveLength(1);
    // A loan never rescheduled: its parts are installmentParts of its schedule from amountAwarded.
    const schedule = await rows<{
      number: number;
      due_date: string;
      amount: string;
      interest_part: string;
    }>(sql`
      select number, due_date::text, amount::text, interest_part::text from installments
      where loan_id = ${loanIds.late} order by number`);
    const [awarded] = await rows<{ a: string }>(
      sql`select amount_awarded::text as a from loans where id = ${loanIds.late}`,
    );
    const expected = installmentParts({
      installments: schedule.map((i) => ({ number: i.number, dueDate: i.due_date, amount: i.amount })),
      paidBefore: 0,
      principal: awarded!.a,
    });
    expect(schedule.map((i) => i.interest_part)).toEqual(expected.map((p) => p.interest.toFixed(4)));
    expect(state).toEqual(liveState);
  });

  it('runs once: a second start finds its marker, a forced rerun writes nothing twice', async () => {
    const before = await journal();
    expect((await postBooksHistory(h.db, { today: today() })).ran).toBe(false);
    const [marker] = await h.db.select().from(booksHistory);
    expect(marker!.entries).toBe(before.length);
    expect(await postBooksHistory(h.db, { today: today(), force: true })).toMatchObject({
      ran: true,
      entries: 0,
    });
    expect(await journal()).toEqual(before);
  });

  it('posts the same books with the journal’s indexes dropped and built again (the national-size path)', async () => {
    const before = await journal();
    const indexCount = async () =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from pg_indexes where tablename in ('journal_entries', 'journal_lines')`,
        )
      )[0]!.n;
    const indexesBefore = await indexCount();
    const summaries = () =>
      rows(
        sql`select list, day::text, a, b, sum(n)::text as n, sum(petro)::text as petro from list_summary where list in ('journal', 'ledger') group by 1, 2, 3, 4 having sum(n) <> 0 or sum(petro) <> 0 order by 1, 2, 3, 4`,
      );
    const summariesBefore = await summaries();
    await forgetBooks();
    const said: string[] = [];
    const log = { info: (m: string) => said.push(m), warn: (m: string) => said.push(`warn: ${m}`) };
    const [a, b] = await Promise.all([
      postBooksHistory(h.db, { today: today(), bulk: true, log }),
      postBooksHistory(h.db, { today: today(), bulk: true, log }),
    ]);
    // The installments every row of which it updated are rewritten compact once, after the commit.
    expect(said.filter((m) => m.startsWith('warn: '))).toEqual([]);
    expect(said.filter((m) => m.includes('cuotas compactadas'))).toHaveLength(1);
    // Two servers starting together: one posts, the other waits for it and finds the marker.
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect(await journal()).toEqual(before);
    expect(await indexCount()).toBe(indexesBefore);
    // The books' day totals were rebuilt from the loaded rows (their triggers were off during the load).
    expect(await summaries()).toEqual(summariesBefore);
  });
});
