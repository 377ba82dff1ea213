import { sql } from 'drizzle-orm';
import {
  isCreditLine,
  loanHistory,
  type Decimal,
  type LoanHistory,
  type LoanRecord,
  type StoredInstallment,
} from '@app/domain';
import type { Db, Rows, Tx } from '../../../db/client';
import type { mappedAccounts } from '../post';

/** Loans read, split and written at a time: a few statements for ~1000 loans and their ~3 000 payments. */
export const LOAN_BATCH = 1000;

type Row = Record<string, unknown>;
const RECOVERY_PREFIX = /^Recuperación: /;
const rowsOf = async (db: Db | Tx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<Row>).rows;
const byLoan = (rows: Row[]) => {
  const out = new Map<number, Row[]>();
  for (const r of rows) {
    const id = Number(r.loan_id);
    const list = out.get(id);
    if (list) list.push(r);
    else out.set(id, [r]);
  }
  return out;
};
const installment = (r: Row): StoredInstallment => ({
  id: Number(r.id),
  number: Number(r.number),
  dueDate: String(r.due_date),
  amount: String(r.amount),
  penalty: r.penalty === null ? null : String(r.penalty),
});

/**
 * The loans after `afterId` (keyset), with their schedules and money, as `loanHistory` reads them.
 * Read outside the history's transaction (on another connection, in parallel with its writes):
 * nothing it writes is read here.
 */
export async function readLoanBatch(db: Db, afterId: number): Promise<LoanRecord[]> {
  const loans = await rowsOf(
    db,
    sql`select id, amount_awarded, amount_awarded_bs, status, written_off_on::text, next_due_on::text
        from loans where id > ${afterId} order by id limit ${LOAN_BATCH}`,
  );
  if (!loans.length) return [];
  const first = Number(loans[0]!.id);
  const last = Number(loans.at(-1)!.id);
  const range = sql`loan_id between ${first} and ${last}`;
  const current = await rowsOf(
    db,
    sql`select id, loan_id, number, due_date::text, amount, penalty from installments
        where ${range} order by loan_id, number`,
  );
  const replaced = await rowsOf(
    db,
    sql`select id, loan_id, reschedule_id, number, due_date::text, amount, penalty from replaced_installments
        where ${range} order by loan_id, reschedule_id, number`,
  );
  const reschedules = await rowsOf(
    db,
    sql`select id, loan_id, paid_before from loan_reschedules where ${range} order by loan_id, id`,
  );
  const money = await rowsOf(
    db,
    sql`select id, loan_id, payment_id, date::text, amount_petro, amount_bs, is_recovery, reason_for_admission
        from incomes where ${range} and (is_credit or is_recovery) order by loan_id, id`,
  );
  const currentOf = byLoan(current);
  const replacedOf = byLoan(replaced);
  const reschedulesOf = byLoan(reschedules);
  const moneyOf = byLoan(money);
  return loans.map((l) => {
    const id = Number(l.id);
    const changes = reschedulesOf.get(id) ?? [];
    const old = replacedOf.get(id) ?? [];
    // Schedule k was replaced by reschedule k+1; the current one was made by the last reschedule.
    const schedules: LoanRecord['schedules'] = changes.map((r, k) => ({
      rescheduleId: k === 0 ? null : Number(changes[k - 1]!.id),
      paidBefore: k === 0 ? '0' : String(changes[k - 1]!.paid_before),
      installments: old.filter((i) => Number(i.reschedule_id) === Number(r.id)).map(installment),
      replaced: true,
    }));
    schedules.push({
      rescheduleId: changes.length ? Number(changes.at(-1)!.id) : null,
      paidBefore: changes.length ? String(changes.at(-1)!.paid_before) : '0',
      installments: (currentOf.get(id) ?? []).map(installment),
      replaced: false,
    });
    return {
      id,
      amountAwarded: String(l.amount_awarded),
      amountAwardedInBs: String(l.amount_awarded_bs),
      status: String(l.status),
      writtenOffOn: (l.written_off_on as string | null) ?? null,
      nextDueOn: (l.next_due_on as string | null) ?? null,
      schedules,
      money: (moneyOf.get(id) ?? []).map((m) => ({
        incomeId: Number(m.id),
        paymentId: m.payment_id === null ? null : Number(m.payment_id),
        date: String(m.date),
        petro: String(m.amount_petro),
        bs: String(m.amount_bs),
        recovery: Boolean(m.is_recovery),
        // receiveRepayment prefixes a recovery's income reason; the entry names the reason given.
        reason: m.is_recovery
          ? String(m.reason_for_admission).replace(RECOVERY_PREFIX, '')
          : String(m.reason_for_admission),
      })),
    };
  });
}

/** Column arrays of a batch's writes, built in JavaScript and sent as a few unnest() statements. */
export interface LoanBatchWrites {
  loans: number;
  entries: { date: string[]; source: string[]; sourceId: number[]; description: string[] };
  lines: {
    source: string[];
    sourceId: number[];
    account: number[];
    debit: string[];
    credit: string[];
    unit: string[];
    side: boolean[];
  };
  parts: { id: number[]; interest: string[]; principal: string[] };
  replacedParts: { id: number[]; interest: string[]; principal: string[] };
  carries: { id: number[]; principal: string[]; penalty: string[] };
  pastDue: number[];
  /** Loans whose rows do not make a schedule the books can split (logged, left out). */
  failed: { id: number; reason: string }[];
}

/** The (source, source id) of the entries written before the history: theirs are not written again. */
export type PostedKeys = Map<string, Set<number>>;

export async function postedKeys(tx: Tx): Promise<PostedKeys> {
  const rows = await rowsOf(
    tx,
    sql`select source, source_id from journal_entries
        where source in ('payment', 'income', 'recovery', 'writeoff', 'reclassification')`,
  );
  const keys: PostedKeys = new Map();
  for (const r of rows) {
    const source = String(r.source);
    if (!keys.has(source)) keys.set(source, new Set());
    keys.get(source)!.add(Number(r.source_id));
  }
  return keys;
}

const none = (bs: Decimal | undefined) => !bs || bs.isZero();

/** Splits a batch's loans (pure JavaScript: runs while the database writes the batch before). */
export function computeLoanBatch(
  loans: LoanRecord[],
  today: string,
  accountOf: Awaited<ReturnType<typeof mappedAccounts>>,
  posted: PostedKeys,
): LoanBatchWrites {
  const w: LoanBatchWrites = {
    loans: loans.length,
    entries: { date: [], source: [], sourceId: [], description: [] },
    lines: { source: [], sourceId: [], account: [], debit: [], credit: [], unit: [], side: [] },
    parts: { id: [], interest: [], principal: [] },
    replacedParts: { id: [], interest: [], principal: [] },
    carries: { id: [], principal: [], penalty: [] },
    pastDue: [],
    failed: [],
  };
  for (const loan of loans) {
    let h: LoanHistory;
    try {
      h = loanHistory(loan, today);
    } catch (err) {
      w.failed.push({ id: loan.id, reason: (err as Error).message });
      continue;
    }
    for (const p of h.parts) {
      const to = p.replaced ? w.replacedParts : w.parts;
      to.id.push(p.id);
      to.interest.push(p.interest.toFixed(4));
      to.principal.push(p.principal.toFixed(4));
    }
    for (const c of h.carries) {
      w.carries.id.push(c.rescheduleId);
      w.carries.principal.push(c.principal.toFixed(4));
      w.carries.penalty.push(c.penalty.toFixed(4));
    }
    if (h.pastDueSince) w.pastDue.push(loan.id);
    for (const e of h.postings) {
      // As postEntry: lines with nothing on either side are left out, an entry of none is not written.
      const lines = e.lines.filter((l) => !(none(l.debitBs) && none(l.creditBs) && l.unitAmount.isZero()));
      if (!lines.length || posted.get(e.source)?.has(e.sourceId)) continue;
      w.entries.date.push(e.date);
      w.entries.source.push(e.source);
      w.entries.sourceId.push(e.sourceId);
      w.entries.description.push(e.description);
      for (const l of lines) {
        w.lines.source.push(e.source);
        w.lines.sourceId.push(e.sourceId);
        w.lines.account.push(accountOf(l.kind));
        w.lines.debit.push(l.debitBs?.toFixed(2) ?? '0.00');
        w.lines.credit.push(l.creditBs?.toFixed(2) ?? '0.00');
        w.lines.unit.push(l.unitAmount.toFixed(4));
        w.lines.side.push(isCreditLine(l));
      }
    }
  }
  return w;
}

const arr = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

/**
 * Writes a batch: its entries (those already posted were left out by `computeLoanBatch`) with
 * their lines (one statement: the lines join the inserted entries by source and source id), the
 * part columns still empty, the carries, and the past-due flags. Returns the entries and lines written.
 */
export async function writeLoanBatch(
  tx: Tx,
  w: LoanBatchWrites,
): Promise<{ entries: number; lines: number }> {
  const e = w.entries;
  const l = w.lines;
  const written = (await tx.execute(sql`
    with e as (
      insert into journal_entries (date, source, source_id, description)
      select u.date, u.source, u.source_id, u.description
      from unnest(${arr(e.date, 'date')}, ${arr(e.source, 'text')}, ${arr(e.sourceId, 'int')},
                  ${arr(e.description, 'text')}) with ordinality as u(date, source, source_id, description, ord)
      order by u.ord
      returning id, source, source_id, date
    ),
    l as (
      insert into journal_lines (entry_id, account_id, date, debit_bs, credit_bs, unit_amount, credit)
      select e.id, u.account_id, e.date, u.debit, u.credit, u.unit, u.side
      from unnest(${arr(l.source, 'text')}, ${arr(l.sourceId, 'int')}, ${arr(l.account, 'int')},
                  ${arr(l.debit, 'numeric')}, ${arr(l.credit, 'numeric')}, ${arr(l.unit, 'numeric')},
                  ${arr(l.side, 'boolean')})
             with ordinality as u(source, source_id, account_id, debit, credit, unit, side, ord)
      join e on e.source = u.source and e.source_id = u.source_id
      order by u.ord
      returning 1
    )
    select (select count(*) from e)::int as entries, (select count(*) from l)::int as lines`)) as unknown as Rows<{
    entries: number;
    lines: number;
  }>;
  const parts = (table: string, p: LoanBatchWrites['parts']) =>
    p.id.length
      ? tx.execute(sql`
          update ${sql.raw(table)} t set interest_part = u.interest, principal_part = u.principal
          from unnest(${arr(p.id, 'int')}, ${arr(p.interest, 'numeric')}, ${arr(p.principal, 'numeric')})
            as u(id, interest, principal)
          where t.id = u.id and t.interest_part is null`)
      : undefined;
  await parts('installments', w.parts);
  await parts('replaced_installments', w.replacedParts);
  if (w.carries.id.length)
    await tx.execute(sql`
      update loan_reschedules r set carried_principal = u.principal, carried_penalty = u.penalty
      from unnest(${arr(w.carries.id, 'int')}, ${arr(w.carries.principal, 'numeric')},
                  ${arr(w.carries.penalty, 'numeric')}) as u(id, principal, penalty)
      where r.id = u.id and r.carried_principal is null`);
  if (w.pastDue.length)
    await tx.execute(sql`update loans set books_past_due = true where id = any(${arr(w.pastDue, 'int')})`);
  return written.rows[0]!;
}
